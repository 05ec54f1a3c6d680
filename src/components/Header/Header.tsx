import { Phone } from 'lucide'
import Link from 'next/link'

import { Icon } from '@/components/icons'
import { Logo } from '@/components/Logo'
import { Button } from '@/components/ui/button'
import { telHref } from '@/lib/phone'
import type { Header as HeaderContent, SiteSetting } from '@/payload-types'

import { MobileMenu } from './MobileMenu'
import { NavDropdown, type NavLink } from './NavDropdown'
import { navLinkClass } from './navLinkClass'

// Only what the client menus show: the rows' ids would otherwise travel in the page's payload.
const menuLinks = (items: HeaderContent['servicesMenu']): NavLink[] =>
  items.map(({ label, href }) => ({ label, href }))

export function Header({ content, site }: { content: HeaderContent; site: SiteSetting }) {
  const phoneHref = telHref(site.phone)
  const services = menuLinks(content.servicesMenu)
  const company = menuLinks(content.aboutMenu)
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/90">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-blue-800 focus:px-4 focus:py-3 focus:text-white"
      >
        {content.skipLinkLabel}
      </a>
      <div className="mx-auto flex h-18 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6">
        <Link
          href="/"
          className="rounded-md focus-ring"
          aria-label={`${site.businessName}, ${content.homeLabel}`}
        >
          <Logo name={site.businessName} />
        </Link>

        <nav aria-label={site.businessName} className="hidden items-center gap-1 lg:flex">
          <Link href="/" className={navLinkClass}>
            {content.homeLabel}
          </Link>
          <NavDropdown label={content.servicesLabel} items={services} />
          <NavDropdown label={content.aboutLabel} items={company} />
          {content.links.map((link) => (
            <Link key={link.label} href={link.href} className={navLinkClass}>
              {link.label}
            </Link>
          ))}
        </nav>

        <div className="flex items-center gap-2">
          <Button asChild className="hidden md:inline-flex">
            <a href={phoneHref} data-testid="header-call">
              <Icon node={Phone} />
              <span className="lg:hidden">
                {content.callLabel}
                <span className="sr-only"> {site.phone}</span>
              </span>
              <span className="hidden lg:inline">{site.phone}</span>
            </a>
          </Button>
          <MobileMenu
            title={site.businessName}
            openLabel={content.openMenuLabel}
            closeLabel={content.closeMenuLabel}
            returnHomeLabel={content.returnHomeLabel}
            servicesLabel={content.servicesLabel}
            services={services}
            companyLabel={content.companyLabel}
            company={company}
            callNowLabel={content.callNowLabel}
            phoneHref={phoneHref}
          />
        </div>
      </div>
    </header>
  )
}
