import { Mail, MapPin, Phone } from 'lucide'

import { Icon } from '@/components/icons'
import type { ContactFormCopy } from '@/content/globals/FormCopy/defaults'
import { telHref } from '@/lib/phone'
import type { SharedSection, SiteSetting } from '@/payload-types'

import { ContactFormLoader } from './ContactFormLoader'
import { Section } from './Section'

export function ContactSection({
  content,
  site,
  formCopy,
}: {
  content: SharedSection['contact']
  site: SiteSetting
  formCopy: ContactFormCopy
}) {
  const details = [
    { icon: Phone, label: content.phoneLabel, value: site.phone, href: telHref(site.phone) },
    { icon: Mail, label: content.emailLabel, value: site.email, href: `mailto:${site.email}` },
    { icon: MapPin, label: content.serviceAreaLabel, value: site.serviceArea },
  ]
  return (
    <Section id="contact" heading={content.heading} intro={content.intro} tone="tinted">
      <div className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <div className="flex flex-col gap-4" data-testid="contact-details">
          <h3 className="text-2xl font-bold text-slate-900">{content.detailsHeading}</h3>
          <dl className="flex flex-col gap-4">
            {details.map(({ icon, label, value, href }) => (
              <div key={label} className="relative min-h-12 pl-16">
                <dt className="font-semibold text-slate-900">
                  <span className="absolute top-0 left-0 inline-flex size-12 items-center justify-center rounded-lg bg-blue-100 text-blue-800">
                    <Icon node={icon} className="size-6" />
                  </span>
                  {label}
                </dt>
                <dd className="text-lg break-words text-slate-800">
                  {href ? (
                    <a
                      href={href}
                      className="text-blue-800 underline underline-offset-4 hover:text-blue-900"
                    >
                      {value}
                    </a>
                  ) : (
                    value
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="min-w-0">
          <ContactFormLoader copy={formCopy} />
        </div>
      </div>
    </Section>
  )
}
