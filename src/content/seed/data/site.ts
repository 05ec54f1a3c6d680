import {
  businessHoursDefault,
  replyPromiseDefaults,
} from '@/content/globals/SiteSettings/reply-promise'
import type { Footer, Header, SharedSection, SiteSetting } from '@/payload-types'

import type { Seed } from '..'

/** The spec leaves name, phone and email open: clear placeholders the owner replaces. */
export const siteSettings: Seed<SiteSetting> = {
  businessName: 'Nature Coast Tech',
  tagline: 'Local IT support and custom software for Citrus County businesses and homes.',
  phone: '(352) 555-0142',
  email: 'hello@example.com',
  serviceArea: 'Citrus County, Florida',
  social: {
    facebook: 'https://www.facebook.com/',
    linkedin: 'https://www.linkedin.com/',
    twitter: 'https://twitter.com/',
  },
  reviewSiteUrl: 'https://www.google.com/maps',
  replyPromise: { businessHours: businessHoursDefault, ...replyPromiseDefaults },
  claims: { rating: '5.0', businessesServed: '50+', servingSince: '2020', copyrightYear: '2024' },
}

export const header: Seed<Header> = {
  homeLabel: 'Home',
  servicesLabel: 'Services',
  servicesMenu: [
    { label: 'Managed IT Services', href: '/#services' },
    { label: 'Cybersecurity Solutions', href: '/#services' },
    { label: 'Compliance Services', href: '/#services' },
    { label: 'IT Consulting', href: '/#services' },
    { label: 'Website Design', href: '/website-design' },
    { label: 'Application Development', href: '/app-development' },
    { label: 'Home User Services', href: '/#home-services' },
  ],
  aboutLabel: 'About',
  aboutMenu: [
    { label: 'Our Team', href: '/#about' },
    { label: 'Our Process', href: '/#process' },
    { label: 'Contact Us', href: '/#contact' },
  ],
  links: [
    { label: 'Process', href: '/#process' },
    { label: 'Contact', href: '/#contact' },
  ],
  callLabel: 'Call',
  callNowLabel: 'Call Now',
  openMenuLabel: 'Open menu',
  closeMenuLabel: 'Close menu',
  returnHomeLabel: 'Return to Home',
  companyLabel: 'Company',
  skipLinkLabel: 'Skip to main content',
}

export const footer: Seed<Footer> = {
  linksHeading: 'Quick Links',
  links: [
    { label: 'Home', href: '/' },
    { label: 'Services', href: '/#services' },
    { label: 'About', href: '/#about' },
    { label: 'Process', href: '/#process' },
    { label: 'Contact', href: '/#contact' },
  ],
  socialHeading: 'Follow Us',
  socialLabels: { facebook: 'Facebook', linkedin: 'LinkedIn', twitter: 'Twitter' },
  newTabNote: '(opens in a new tab)',
  copyrightText: 'All rights reserved.',
  scrollToTopLabel: 'Back to top',
}

export const sharedSections: Seed<SharedSection> = {
  contact: {
    heading: 'Contact Us',
    intro:
      'Tell us what you need and we will get back to you within 24 hours. Prefer to talk? Call us.',
    detailsHeading: 'Get in Touch',
    phoneLabel: 'Phone',
    emailLabel: 'Email',
    serviceAreaLabel: 'Service Area',
  },
  packageCard: {
    mostPopularLabel: 'Most Popular',
    getStartedLabel: 'Get Started',
    durationLabel: 'Timeline',
    supportLabel: 'Support',
  },
  reviews: { starsLabel: 'out of 5 stars', writeReviewLabel: 'Write a Review' },
  notFound: {
    heading: '404 Page Not Found',
    text: 'Did you forget to add the page to the router?',
    homeLinkLabel: 'Return to Home',
  },
}
