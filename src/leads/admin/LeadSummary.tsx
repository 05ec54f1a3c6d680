import type { UIFieldServerProps } from 'payload'

import { telHref } from '@/lib/phone'

import type { LeadCollection } from '../constants'
import { leadFieldsOf, readLeadField } from '../kinds'
import { urgencyOptions } from '../options'
import { UrgencyBadge } from './UrgencyCell'

/** Who, what, how urgent and how to reach them, above the rest, so a phone shows it first. */
export function LeadSummary({ collectionSlug, data }: UIFieldServerProps) {
  const lead = (data ?? {}) as Record<string, unknown>
  const read = (name: string) => {
    const field = leadFieldsOf[collectionSlug as LeadCollection]?.find((each) => each.name === name)
    return field ? readLeadField(field, lead) : ''
  }
  const name = read('name') || read('customerName')
  const what = [read('serviceType') || read('packageName'), read('packagePrice'), read('subject')]
  const phone = read('phone')
  const email = read('email')
  const links = [
    phone && { href: telHref(phone), text: `Call ${phone}` },
    phone &&
      lead.preferredContactMethod === 'text' && {
        href: telHref(phone).replace(/^tel:/, 'sms:'),
        text: `Text ${phone}`,
      },
    email && { href: `mailto:${email}`, text: `Email ${email}` },
  ].filter((link) => link !== '' && link !== false)

  return (
    <section aria-labelledby="lead-summary-name" className="lead-summary" data-lead-summary>
      <h2 id="lead-summary-name">
        {name}
        {read('company') && <span className="lead-summary__company"> · {read('company')}</span>}
      </h2>
      <p>{what.filter(Boolean).join(' · ')}</p>
      {typeof lead.urgency === 'string' && (
        <p>
          <UrgencyBadge value={lead.urgency} />{' '}
          {urgencyOptions.find((option) => option.value === lead.urgency)?.description}
        </p>
      )}
      <ul className="lead-summary__links">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.text}</a>
          </li>
        ))}
      </ul>
      {read('preferredContactMethod') && (
        <p>
          Prefers: {read('preferredContactMethod')}
          {read('preferredTime') && `, ${read('preferredTime')}`}
        </p>
      )}
    </section>
  )
}
