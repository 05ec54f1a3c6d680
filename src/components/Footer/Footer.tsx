import Link from 'next/link'

import { SocialIcon } from '@/components/icons'
import { Logo } from '@/components/Logo'
import type { Footer as FooterContent, SiteSetting } from '@/payload-types'

const networks = ['facebook', 'linkedin', 'twitter'] as const

const linkClass =
  'inline-flex min-h-11 items-center rounded-md text-slate-100 underline-offset-4 hover:text-white hover:underline focus-ring-light'

export function Footer({ content, site }: { content: FooterContent; site: SiteSetting }) {
  return (
    <footer className="bg-slate-900 text-slate-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div className="flex flex-col gap-4">
          <Link href="/" className="w-fit rounded-md bg-white p-2 focus-ring-light">
            <Logo name={site.businessName} />
          </Link>
          <p className="text-slate-200">{site.tagline}</p>
        </div>
        <nav aria-labelledby="footer-links-heading">
          <h2 id="footer-links-heading" className="mb-2 text-lg font-bold text-white">
            {content.linksHeading}
          </h2>
          <ul>
            {content.links.map((link) => (
              <li key={link.label}>
                <Link href={link.href} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="mb-2 text-lg font-bold text-white">{content.socialHeading}</h2>
          <ul className="flex gap-3">
            {networks.map((network) => (
              <li key={network}>
                <a
                  href={site.social[network]}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-network={network}
                  className="inline-flex size-12 items-center justify-center rounded-full bg-slate-800 text-white hover:bg-blue-700 focus-ring-light"
                >
                  <SocialIcon network={network} className="size-6" />
                  <span className="sr-only">
                    {content.socialLabels[network]} {content.newTabNote}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-700">
        <p className="mx-auto max-w-7xl px-4 py-6 text-slate-200 sm:px-6">
          © {site.claims.copyrightYear} {site.businessName}. {content.copyrightText}
        </p>
      </div>
    </footer>
  )
}
