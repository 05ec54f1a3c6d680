import type { IconName } from '@/lib/icon-names'
import type { AppDevelopmentPage, HomePage, WebsiteDesignPage } from '@/payload-types'

import type { Seed } from '..'

const titled = (...items: [string, string][]) =>
  items.map(([title, description]) => ({ title, description }))

const withIcons = (...items: [IconName, string, string][]) =>
  items.map(([icon, title, description]) => ({ icon, title, description }))

export const homePage: Seed<HomePage> = {
  hero: {
    eyebrow: 'Inverness · Crystal River · the Nature Coast',
    heading: 'Reliable IT Support for Citrus County Businesses and Homes',
    text: 'Managed IT, cybersecurity, compliance, websites and custom software from a local team that answers the phone, visits onsite and never locks you into a long-term contract.',
    ctaLabel: 'Get Started Today',
    highlights: [
      { title: 'No long-term contracts' },
      { title: 'Regular onsite visits' },
      { title: '24/7 help desk' },
    ],
  },
  services: {
    heading: 'Our Services',
    intro: 'Everything your business needs to keep its technology secure, compliant and running.',
    learnMoreLabel: 'Learn more',
  },
  homeServices: {
    heading: 'Home User Services',
    intro: 'Patient, friendly help for seniors and families, at home or over the phone.',
    ctaLabel: 'Get Personal Support',
  },
  locations: {
    heading: 'Serving Citrus County',
    intro: 'A local team with onsite visits across the county.',
  },
  about: {
    heading: 'Why Choose Us',
    intro:
      'We are your neighbors. Since 2020 we have kept Citrus County businesses and homes running with plain talk and fast help.',
    points: titled(
      [
        'No long-term contracts',
        'Stay because the service is good, not because a contract says so.',
      ],
      [
        'Regular onsite visits',
        'We come to you, check your systems and fix small problems before they grow.',
      ],
      ['24/7 help desk', 'A real person answers day or night when something goes wrong.'],
      [
        'Trusted by 50+ local businesses',
        'Medical offices, shops, realtors and marinas across the Nature Coast.',
      ],
    ),
    statLabels: {
      rating: 'Average rating',
      businessesServed: 'Local businesses served',
      servingSince: 'Serving since',
    },
    ctaLabel: 'Learn More About Us',
  },
  process: {
    heading: 'How We Work',
    intro: 'A simple, proven process from the first call onward.',
    steps: titled(
      [
        'Discovery & Assessment',
        'We visit, listen and review your current computers, network and security.',
      ],
      ['Solution Design', 'You get a clear plan and price in plain language, with no surprises.'],
      ['Implementation', 'We set everything up with minimal disruption to your work.'],
      ['Ongoing Management', 'We monitor, maintain and support your systems around the clock.'],
    ),
  },
  value: {
    heading: 'Is Your Current IT Holding You Back?',
    intro: 'If any of these sound familiar, it is time for a better partner.',
    cards: titled(
      ['Slow, unreliable systems', 'Computers and Wi-Fi that waste your staff’s time every day.'],
      [
        'Security worries',
        'Not knowing whether your data would survive a scam or ransomware attack.',
      ],
      ['No one to call', 'Waiting days for help, or having no IT support at all.'],
    ),
    ctaLabel: "Let's Talk!",
  },
  testimonials: {
    heading: 'What Our Clients Say',
    intro: 'Real reviews from local businesses we support.',
    ratingSummary: 'Average rating from our clients',
  },
}

export const websiteDesignPage: Seed<WebsiteDesignPage> = {
  hero: {
    heading: 'Professional Website Design',
    text: 'Websites for Citrus County businesses that look great on every phone, show up in search and bring in customers.',
    ctaLabel: 'Get Your Free Quote',
  },
  features: {
    heading: 'Websites That Work for Your Business',
    intro: 'Every site we build includes the essentials.',
    cards: withIcons(
      [
        'smartphone',
        'Mobile-Responsive Design',
        'Easy to read and use on phones, tablets and computers.',
      ],
      ['search', 'SEO Optimized', 'Built so local customers find you on Google.'],
      ['zap', 'Fast Loading', 'Pages that open quickly, even on slow connections.'],
      ['palette', 'Modern Design', 'A clean, professional look that builds trust.'],
    ),
  },
  packages: {
    heading: 'Website Design Packages',
    intro: 'Clear prices with hosting included. Every package can be tailored to you.',
  },
  closingCta: {
    heading: 'Start Your Project',
    text: 'Tell us about your business and we will send a free quote within 24 hours.',
    buttonLabel: 'Get Your Free Quote',
  },
}

export const appDevelopmentPage: Seed<AppDevelopmentPage> = {
  hero: {
    heading: 'Custom Application Development',
    text: 'Software built around the way your business works: web apps, mobile apps and integrations that save time every day.',
    ctaLabel: 'Discuss Your Project',
  },
  solutions: {
    heading: 'Custom Software Solutions',
    intro: 'From a single tool to a complete system.',
    cards: withIcons(
      [
        'building',
        'Business Management Systems',
        'Scheduling, inventory, customers and billing in one place.',
      ],
      ['cloud', 'Cloud Applications', 'Secure web apps your team can use from anywhere.'],
      ['smartphone', 'Mobile Applications', 'iPhone and Android apps for your customers or staff.'],
      [
        'database',
        'Data Integration',
        'Connect the programs you already use so data flows automatically.',
      ],
    ),
  },
  process: {
    heading: 'Our Development Process',
    intro: 'You see progress every step of the way.',
    steps: titled(
      ['Discovery & Planning', 'We learn your goals and map out features, timeline and budget.'],
      ['Design & Prototyping', 'You try clickable designs before any code is written.'],
      ['Development & Testing', 'We build in short stages and test everything thoroughly.'],
      ['Deployment & Support', 'We launch, train your team and stay on to support you.'],
    ),
  },
  technologies: {
    heading: 'Technologies We Use',
    intro: 'Proven, widely supported tools, so your software is never a dead end.',
    items: [
      { icon: 'code', title: 'React & Node.js' },
      { icon: 'code', title: 'Python & Django' },
      { icon: 'layers', title: 'Microsoft .NET' },
      { icon: 'database', title: 'PostgreSQL & MongoDB' },
      { icon: 'cloud', title: 'AWS & Azure Cloud' },
      { icon: 'plug', title: 'REST & GraphQL APIs' },
      { icon: 'smartphone', title: 'Mobile (React Native)' },
      { icon: 'app-window', title: 'Progressive Web Apps' },
    ],
  },
  whyCustom: {
    heading: 'Why Choose Custom Development?',
    intro: 'Off-the-shelf software makes you work its way. Custom software works yours.',
    reasons: titled(
      ['Tailored to Your Needs', 'Every feature fits how your team already works.'],
      ['Scalable Solutions', 'Grows with your business instead of holding it back.'],
      ['Competitive Advantage', 'Do things your competitors’ software cannot.'],
      ['Full Ownership', 'You own the code and your data, with no per-seat fees.'],
    ),
    imageAlt: 'Illustration of a laptop and phone showing a custom business dashboard with charts',
  },
  packages: {
    heading: 'Choose Your Development Package',
    intro: 'Fixed starting prices, clear timelines and support after launch.',
  },
  quote: {
    heading: 'Need a Custom Quote?',
    text: 'Every project is different. Tell us what you need and we will send a detailed estimate.',
    buttonLabel: 'Get Custom Quote',
  },
}
