import { describe, expect, it } from 'vitest'

import { replyPromiseDefaults } from '@/content/globals/SiteSettings/reply-promise'
import {
  confirmationEmail,
  escapeHtml,
  notificationEmail,
  type ConfirmationSender,
  type Lead,
} from '@/leads/email/templates'
import type { ContactSubmission, LeadAttachment, PackagePurchase } from '@/payload-types'

import { shownSubject } from '../helpers/shown-subject'

const siteUrl = 'https://www.example.com'

const storedFields = {
  status: 'new',
  notificationEmail: { status: 'queued' },
  confirmationEmail: { status: 'queued' },
  createdAt: '2030-06-01T09:00:00.000Z',
  updatedAt: '2030-06-01T09:00:00.000Z',
} as const

const contactLead = (fields: Partial<ContactSubmission> = {}): Lead => ({
  collection: 'contact-submissions',
  doc: {
    id: 'c-1',
    name: 'Jane Doe',
    email: 'jane@example.org',
    message: 'Hello',
    ...storedFields,
    ...fields,
  },
})

const packageLead = (fields: Partial<PackagePurchase> = {}): Lead => ({
  collection: 'package-purchases',
  doc: {
    id: 'p-1',
    packageName: 'Business Website',
    customerName: 'John Smith',
    email: 'john@example.org',
    ...storedFields,
    ...fields,
  },
})

const upload = (id: string, originalName: string, filesize: number | null): LeadAttachment => ({
  id,
  originalName,
  filesize,
  createdAt: '2030-06-01T09:00:00.000Z',
  updatedAt: '2030-06-01T09:00:00.000Z',
})

/** Every field of a contact request set, with an option value picked where the label differs from it. */
const fullContact: Partial<ContactSubmission> = {
  phone: '(352) 555-0100',
  company: 'Acme & Sons',
  subject: "Laptop won't boot",
  serviceType: 'PC/Mac Repair',
  budgetRange: '$500 - $1,000',
  servicesNeeded: ['PC/Mac Repair', 'Network/Wi-Fi'],
  preferredContactMethod: 'text',
  desiredDate: '2030-06-10T12:00:00.000Z',
  preferredTime: 'Weekend',
  urgency: 'high',
  message: 'It beeps twice.\nThen nothing <at all>.',
  attachments: ['att-1', upload('att-2', 'photo.jpg', 1536)],
  subscribeToUpdates: true,
  agreeToContact: true,
  source: {
    page: '/contact?from=home&x=1',
    referrer: 'https://www.google.com/',
    utm: { utm_source: 'google', utm_campaign: 'spring', utm_id: 42 },
  },
}

/** Every optional field of a contact request empty. */
const emptyContact: Partial<ContactSubmission> = {
  phone: null,
  company: null,
  subject: null,
  serviceType: null,
  budgetRange: null,
  servicesNeeded: null,
  preferredContactMethod: null,
  desiredDate: null,
  preferredTime: null,
  urgency: null,
  attachments: null,
  subscribeToUpdates: null,
  agreeToContact: false,
}

const fullPackage: Partial<PackagePurchase> = {
  packagePrice: 12500,
  phone: '352-555-0199',
  company: 'Smith & Co',
  estimatedTimeline: '1-2-months',
  projectDescription: 'A new site.\nWith a shop.',
  source: { page: '/packages', referrer: 'https://duckduckgo.com/', utm: { utm_medium: 'cpc' } },
}

const emptyPackage: Partial<PackagePurchase> = {
  packagePrice: null,
  phone: null,
  company: null,
  estimatedTimeline: null,
  projectDescription: null,
}

// The HTML the email is expected to have, written out here; the values passed in are already escaped.
const page = (body: string) =>
  `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:15px;color:#111">${body}</body></html>`
const cell = (label: string, value: string) =>
  `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${label}</th><td style="padding:4px 0;white-space:pre-wrap">${value}</td></tr>`
const table = (cells: string[]) =>
  `<table cellspacing="0" cellpadding="0">${cells.join('')}</table>`
const adminLink = (url: string) => `<p><a href="${url}">Open in the admin</a></p>`
const lines = (...each: string[]) => each.join('\n')

/** The contact fields of an email, in order, as "label: value" lines. */
const textOf = (lead: Lead) => notificationEmail(lead, siteUrl).text.split('\n')
const rowOf = (lead: Lead, label: string) =>
  textOf(lead).find((line) => line.startsWith(`${label}: `))

describe('escapeHtml', () => {
  it('escapes each of & < > " and \' wherever and however often they occur', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry & co</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry &amp; co&lt;/a&gt;',
    )
  })

  it('leaves other text as it is and escapes an entity once more', () => {
    expect(escapeHtml('Plain text: 100% fine; ok? é')).toBe('Plain text: 100% fine; ok? é')
    expect(escapeHtml('')).toBe('')
    expect(escapeHtml('&amp;')).toBe('&amp;amp;')
  })
})

describe('notificationEmail of a contact request', () => {
  it('lists every field, each attachment and the admin link in the text', () => {
    const email = notificationEmail(contactLead(fullContact), siteUrl)
    expect(email.subject).toBe(
      'HIGH – within 24 hours: New service request from Jane Doe (PC/Mac Repair)',
    )
    expect(email.text).toBe(
      lines(
        'HIGH – within 24 hours: New service request',
        '',
        'Name: Jane Doe',
        'Email: jane@example.org',
        'Phone: (352) 555-0100',
        'Company: Acme & Sons',
        "Subject: Laptop won't boot",
        'Service type: PC/Mac Repair',
        'Budget range: $500 - $1,000',
        'Services needed: PC/Mac Repair, Network/Wi-Fi',
        'Preferred contact method: Text message',
        'Desired date: 2030-06-10',
        'Preferred time: Weekend',
        'Urgency: High (Within 24 hours)',
        'Message: It beeps twice.',
        'Then nothing <at all>.',
        'Attachments: 2',
        'Subscribed to updates: Yes',
        'Agreed to be contacted: Yes',
        'Sent from: /contact?from=home&x=1',
        'Referrer: https://www.google.com/',
        'utm_source: google',
        'utm_campaign: spring',
        'utm_id: 42',
        '',
        'Attachments (sign in to open):',
        '- Attachment: https://www.example.com/admin/collections/lead-attachments/att-1',
        '- photo.jpg (2 KB): https://www.example.com/admin/collections/lead-attachments/att-2',
        '',
        'Open in the admin: https://www.example.com/admin/collections/contact-submissions/c-1',
        '',
      ),
    )
  })

  it('writes the same rows as an HTML table, escaped, with the attachment links and the admin link', () => {
    expect(notificationEmail(contactLead(fullContact), siteUrl).html).toBe(
      page(
        '<h1 style="font-size:20px">HIGH – within 24 hours: New service request</h1>' +
          table([
            cell('Name', 'Jane Doe'),
            cell('Email', 'jane@example.org'),
            cell('Phone', '(352) 555-0100'),
            cell('Company', 'Acme &amp; Sons'),
            cell('Subject', 'Laptop won&#39;t boot'),
            cell('Service type', 'PC/Mac Repair'),
            cell('Budget range', '$500 - $1,000'),
            cell('Services needed', 'PC/Mac Repair, Network/Wi-Fi'),
            cell('Preferred contact method', 'Text message'),
            cell('Desired date', '2030-06-10'),
            cell('Preferred time', 'Weekend'),
            cell('Urgency', 'High (Within 24 hours)'),
            cell('Message', 'It beeps twice.\nThen nothing &lt;at all&gt;.'),
            cell('Attachments', '2'),
            cell('Subscribed to updates', 'Yes'),
            cell('Agreed to be contacted', 'Yes'),
            cell('Sent from', '/contact?from=home&amp;x=1'),
            cell('Referrer', 'https://www.google.com/'),
            cell('utm_source', 'google'),
            cell('utm_campaign', 'spring'),
            cell('utm_id', '42'),
          ]) +
          '<h2 style="font-size:16px">Attachments (sign in to open)</h2><ul>' +
          '<li><a href="https://www.example.com/admin/collections/lead-attachments/att-1">Attachment</a></li>' +
          '<li><a href="https://www.example.com/admin/collections/lead-attachments/att-2">photo.jpg (2 KB)</a></li>' +
          '</ul>' +
          adminLink('https://www.example.com/admin/collections/contact-submissions/c-1'),
      ),
    )
  })

  const emptyText = lines(
    'New service request',
    '',
    'Name: Jane Doe',
    'Email: jane@example.org',
    'Phone: ',
    'Company: ',
    'Subject: ',
    'Service type: ',
    'Budget range: ',
    'Services needed: ',
    'Preferred contact method: ',
    'Desired date: ',
    'Preferred time: ',
    'Urgency: ',
    'Message: Hello',
    'Attachments: 0',
    'Subscribed to updates: No',
    'Agreed to be contacted: No',
    'Sent from: ',
    'Referrer: ',
    '',
    'Open in the admin: https://www.example.com/admin/collections/contact-submissions/c-1',
    '',
  )

  const emptyHtml = page(
    '<h1 style="font-size:20px">New service request</h1>' +
      table([
        cell('Name', 'Jane Doe'),
        cell('Email', 'jane@example.org'),
        cell('Phone', ''),
        cell('Company', ''),
        cell('Subject', ''),
        cell('Service type', ''),
        cell('Budget range', ''),
        cell('Services needed', ''),
        cell('Preferred contact method', ''),
        cell('Desired date', ''),
        cell('Preferred time', ''),
        cell('Urgency', ''),
        cell('Message', 'Hello'),
        cell('Attachments', '0'),
        cell('Subscribed to updates', 'No'),
        cell('Agreed to be contacted', 'No'),
        cell('Sent from', ''),
        cell('Referrer', ''),
      ]) +
      adminLink('https://www.example.com/admin/collections/contact-submissions/c-1'),
  )

  it('shows empty rows, no attachment list and a subject without a service when every optional field is null', () => {
    expect(notificationEmail(contactLead(emptyContact), siteUrl)).toEqual({
      subject: 'New service request from Jane Doe',
      text: emptyText,
      html: emptyHtml,
    })
  })

  it('shows the same empty rows when the optional fields were never set', () => {
    expect(notificationEmail(contactLead(), siteUrl)).toEqual({
      subject: 'New service request from Jane Doe',
      text: emptyText,
      html: emptyHtml,
    })
  })

  it('shows the same empty rows for empty lists, an empty source and utm parameters that are not an object', () => {
    const empties: Partial<ContactSubmission>[] = [
      { ...emptyContact, servicesNeeded: [], attachments: [], desiredDate: '', source: {} },
      { ...emptyContact, source: { page: null, referrer: null, utm: null } },
      { ...emptyContact, source: { utm: 'utm_source=google' } },
      { ...emptyContact, source: { utm: 7 } },
    ]
    for (const fields of empties) {
      expect(notificationEmail(contactLead(fields), siteUrl)).toEqual({
        subject: 'New service request from Jane Doe',
        text: emptyText,
        html: emptyHtml,
      })
    }
  })

  it('escapes every value the visitor typed in the HTML body', () => {
    const typed = (field: string) => `${field} <b>"x" & 'y'</b> & <i>'z'</i>`
    const escaped = (field: string) =>
      `${field} &lt;b&gt;&quot;x&quot; &amp; &#39;y&#39;&lt;/b&gt; &amp; &lt;i&gt;&#39;z&#39;&lt;/i&gt;`
    const lead = contactLead({
      name: typed('name'),
      email: typed('email'),
      phone: typed('phone'),
      company: typed('company'),
      subject: typed('subject'),
      budgetRange: typed('budget'),
      servicesNeeded: [typed('service')] as ContactSubmission['servicesNeeded'],
      message: typed('message'),
      attachments: [upload('att-1', typed('file'), 2048)],
      source: {
        page: typed('page'),
        referrer: typed('referrer'),
        utm: { [typed('utm key')]: typed('utm value') },
      },
    })
    const { html } = notificationEmail(lead, siteUrl)
    for (const field of [
      'name',
      'email',
      'phone',
      'company',
      'subject',
      'budget',
      'service',
      'message',
      'page',
      'referrer',
      'utm value',
    ]) {
      expect(html).toContain(
        `<td style="padding:4px 0;white-space:pre-wrap">${escaped(field)}</td>`,
      )
    }
    expect(html).toContain(
      `<th align="left" valign="top" style="padding:4px 12px 4px 0">${escaped('utm key')}</th>`,
    )
    expect(html).toContain(
      `<a href="https://www.example.com/admin/collections/lead-attachments/att-1">${escaped('file')} (2 KB)</a>`,
    )
    for (const raw of ['<b>', '</b>', '<i>', '"x"', "'y'", ' & ']) expect(html).not.toContain(raw)
  })

  it('keeps the line breaks of a message, in the text and in the pre-wrapped HTML cell', () => {
    const email = notificationEmail(
      contactLead({ message: 'First line\nSecond line\r\n\r\nLast line' }),
      siteUrl,
    )
    expect(email.text).toContain(
      'Message: First line\nSecond line\r\n\r\nLast line\nAttachments: 0',
    )
    expect(email.html).toContain(
      '<td style="padding:4px 0;white-space:pre-wrap">First line\nSecond line\r\n\r\nLast line</td>',
    )
  })

  it('shows the label of each option, not the stored value', () => {
    expect(
      rowOf(contactLead({ preferredContactMethod: 'phone' }), 'Preferred contact method'),
    ).toBe('Preferred contact method: Phone call')
    expect(rowOf(contactLead({ preferredContactMethod: 'text' }), 'Preferred contact method')).toBe(
      'Preferred contact method: Text message',
    )
    expect(rowOf(contactLead({ preferredTime: 'Morning (8 AM - 12 PM)' }), 'Preferred time')).toBe(
      'Preferred time: Morning (8 AM - 12 PM)',
    )
    expect(rowOf(contactLead({ budgetRange: 'Not sure / Need estimate' }), 'Budget range')).toBe(
      'Budget range: Not sure / Need estimate',
    )
    expect(rowOf(contactLead({ serviceType: 'Web Site Design' }), 'Service type')).toBe(
      'Service type: Web Site Design',
    )
  })

  it('shows a stored value that is not in its option list as it is', () => {
    const lead = contactLead({
      preferredContactMethod: 'email' as ContactSubmission['preferredContactMethod'],
      budgetRange: 'About $300',
      servicesNeeded: ['Network/Wi-Fi', 'Drones'] as ContactSubmission['servicesNeeded'],
    })
    expect(rowOf(lead, 'Preferred contact method')).toBe('Preferred contact method: email')
    expect(rowOf(lead, 'Budget range')).toBe('Budget range: About $300')
    expect(rowOf(lead, 'Services needed')).toBe('Services needed: Network/Wi-Fi, Drones')
  })

  it('names each urgency with its label and description, and an unknown one as empty', () => {
    const urgencyRow = (urgency: string) =>
      rowOf(contactLead({ urgency: urgency as ContactSubmission['urgency'] }), 'Urgency')
    expect(urgencyRow('low')).toBe('Urgency: Low (Can wait 1-2 weeks)')
    expect(urgencyRow('normal')).toBe('Urgency: Normal (Within a few days)')
    expect(urgencyRow('high')).toBe('Urgency: High (Within 24 hours)')
    expect(urgencyRow('urgent')).toBe('Urgency: Urgent (Same day response needed)')
    expect(urgencyRow('whenever')).toBe('Urgency: ')
  })

  it('puts an urgent or high urgency first in the subject and the first line, and no other', () => {
    const opening = (urgency: string) => {
      const email = notificationEmail(
        contactLead({ urgency: urgency as ContactSubmission['urgency'], name: 'Maria Gonzalez' }),
        siteUrl,
      )
      return [
        email.subject,
        email.text.split('\n')[0],
        /<h1[^>]*>([^<]*)<\/h1>/.exec(email.html)?.[1],
      ]
    }
    expect(opening('urgent')).toEqual([
      'URGENT – same day: New service request from Maria Gonzalez',
      'URGENT – same day: New service request',
      'URGENT – same day: New service request',
    ])
    expect(opening('high')[0]).toBe(
      'HIGH – within 24 hours: New service request from Maria Gonzalez',
    )
    for (const urgency of ['normal', 'low', 'whenever'])
      expect(opening(urgency)).toEqual([
        'New service request from Maria Gonzalez',
        'New service request',
        'New service request',
      ])
  })

  it('answers Yes only for true', () => {
    const answers = (value: boolean | null) => [
      rowOf(
        contactLead({ subscribeToUpdates: value, agreeToContact: value }),
        'Subscribed to updates',
      ),
      rowOf(
        contactLead({ subscribeToUpdates: value, agreeToContact: value }),
        'Agreed to be contacted',
      ),
    ]
    expect(answers(true)).toEqual(['Subscribed to updates: Yes', 'Agreed to be contacted: Yes'])
    expect(answers(false)).toEqual(['Subscribed to updates: No', 'Agreed to be contacted: No'])
    expect(answers(null)).toEqual(['Subscribed to updates: No', 'Agreed to be contacted: No'])
  })

  it('cuts the desired date to YYYY-MM-DD', () => {
    expect(rowOf(contactLead({ desiredDate: '2030-06-10T12:00:00.000Z' }), 'Desired date')).toBe(
      'Desired date: 2030-06-10',
    )
    expect(rowOf(contactLead({ desiredDate: '2031-01-02' }), 'Desired date')).toBe(
      'Desired date: 2031-01-02',
    )
  })

  it('counts the attachments and links each one into the admin from the site URL', () => {
    const lead = contactLead({ attachments: ['a-1', 'a-2', upload('a-3', 'scan.pdf', 2_500_000)] })
    const email = notificationEmail(lead, 'https://leads.example.net')
    expect(email.text).toContain(
      lines(
        'Attachments: 3',
        'Subscribed to updates: No',
        'Agreed to be contacted: No',
        'Sent from: ',
        'Referrer: ',
        '',
        'Attachments (sign in to open):',
        '- Attachment: https://leads.example.net/admin/collections/lead-attachments/a-1',
        '- Attachment: https://leads.example.net/admin/collections/lead-attachments/a-2',
        '- scan.pdf (2,441 KB): https://leads.example.net/admin/collections/lead-attachments/a-3',
        '',
        'Open in the admin: https://leads.example.net/admin/collections/contact-submissions/c-1',
      ),
    )
    expect(email.html).toContain(
      '<h2 style="font-size:16px">Attachments (sign in to open)</h2><ul>' +
        '<li><a href="https://leads.example.net/admin/collections/lead-attachments/a-1">Attachment</a></li>' +
        '<li><a href="https://leads.example.net/admin/collections/lead-attachments/a-2">Attachment</a></li>' +
        '<li><a href="https://leads.example.net/admin/collections/lead-attachments/a-3">scan.pdf (2,441 KB)</a></li>' +
        '</ul><p><a href="https://leads.example.net/admin/collections/contact-submissions/c-1">Open in the admin</a></p>',
    )
  })

  it('rounds an attachment size to whole kilobytes, never below 1 KB', () => {
    const sizes = [null, 0, 1, 1535, 1536, 10_240, 2_500_000]
    const lead = contactLead({
      attachments: sizes.map((size, index) => upload(`a-${index}`, `f${index}.txt`, size)),
    })
    const names = textOf(lead)
      .filter((line) => line.startsWith('- '))
      .map((line) => line.slice(2, line.indexOf(':')))
    expect(names).toEqual([
      'f0.txt (1 KB)',
      'f1.txt (1 KB)',
      'f2.txt (1 KB)',
      'f3.txt (1 KB)',
      'f4.txt (2 KB)',
      'f5.txt (10 KB)',
      'f6.txt (2,441 KB)',
    ])
  })

  it('writes every utm parameter as a row of its own, in order, after the referrer', () => {
    const lead = contactLead({
      source: {
        page: '/',
        referrer: '',
        utm: { utm_source: 'news', utm_term: 'it help', utm_id: 7, utm_flag: true },
      },
    })
    expect(textOf(lead).slice(-9)).toEqual([
      'Sent from: /',
      'Referrer: ',
      'utm_source: news',
      'utm_term: it help',
      'utm_id: 7',
      'utm_flag: true',
      '',
      'Open in the admin: https://www.example.com/admin/collections/contact-submissions/c-1',
      '',
    ])
  })
})

describe('notificationEmail of a package request', () => {
  it('lists every field and the admin link, and no attachment section', () => {
    expect(notificationEmail(packageLead(fullPackage), siteUrl)).toEqual({
      subject: 'New Business Website package request from John Smith',
      text: lines(
        'New package request',
        '',
        'Package: Business Website',
        'Price at request: $12,500',
        'Name: John Smith',
        'Email: john@example.org',
        'Phone: 352-555-0199',
        'Company: Smith & Co',
        'Preferred timeline: 1-2 months',
        'Project description: A new site.',
        'With a shop.',
        'Sent from: /packages',
        'Referrer: https://duckduckgo.com/',
        'utm_medium: cpc',
        '',
        'Open in the admin: https://www.example.com/admin/collections/package-purchases/p-1',
        '',
      ),
      html: page(
        '<h1 style="font-size:20px">New package request</h1>' +
          table([
            cell('Package', 'Business Website'),
            cell('Price at request', '$12,500'),
            cell('Name', 'John Smith'),
            cell('Email', 'john@example.org'),
            cell('Phone', '352-555-0199'),
            cell('Company', 'Smith &amp; Co'),
            cell('Preferred timeline', '1-2 months'),
            cell('Project description', 'A new site.\nWith a shop.'),
            cell('Sent from', '/packages'),
            cell('Referrer', 'https://duckduckgo.com/'),
            cell('utm_medium', 'cpc'),
          ]) +
          adminLink('https://www.example.com/admin/collections/package-purchases/p-1'),
      ),
    })
  })

  const emptyPackageEmail = {
    subject: 'New Business Website package request from John Smith',
    text: lines(
      'New package request',
      '',
      'Package: Business Website',
      'Price at request: ',
      'Name: John Smith',
      'Email: john@example.org',
      'Phone: ',
      'Company: ',
      'Preferred timeline: ',
      'Project description: ',
      'Sent from: ',
      'Referrer: ',
      '',
      'Open in the admin: https://www.example.com/admin/collections/package-purchases/p-1',
      '',
    ),
    html: page(
      '<h1 style="font-size:20px">New package request</h1>' +
        table([
          cell('Package', 'Business Website'),
          cell('Price at request', ''),
          cell('Name', 'John Smith'),
          cell('Email', 'john@example.org'),
          cell('Phone', ''),
          cell('Company', ''),
          cell('Preferred timeline', ''),
          cell('Project description', ''),
          cell('Sent from', ''),
          cell('Referrer', ''),
        ]) +
        adminLink('https://www.example.com/admin/collections/package-purchases/p-1'),
    ),
  }

  it('shows empty rows when every optional field is null or was never set', () => {
    expect(notificationEmail(packageLead(emptyPackage), siteUrl)).toEqual(emptyPackageEmail)
    expect(notificationEmail(packageLead(), siteUrl)).toEqual(emptyPackageEmail)
    expect(
      notificationEmail(packageLead({ ...emptyPackage, source: { utm: null } }), siteUrl),
    ).toEqual(emptyPackageEmail)
  })

  it('never lists attachment links for a package request', () => {
    const lead = packageLead({
      ...emptyPackage,
      attachments: ['att-1'],
    } as Partial<PackagePurchase>)
    expect(notificationEmail(lead, siteUrl)).toEqual(emptyPackageEmail)
  })

  it('writes the price in whole dollars with thousands separators, a price of 0 included', () => {
    const price = (packagePrice: number) => rowOf(packageLead({ packagePrice }), 'Price at request')
    expect(price(0)).toBe('Price at request: $0')
    expect(price(999)).toBe('Price at request: $999')
    expect(price(1_234_567)).toBe('Price at request: $1,234,567')
  })

  it('shows the label of the timeline, or a stored value not in the list as it is', () => {
    const timeline = (estimatedTimeline: string) =>
      rowOf(
        packageLead({
          estimatedTimeline: estimatedTimeline as PackagePurchase['estimatedTimeline'],
        }),
        'Preferred timeline',
      )
    expect(timeline('asap')).toBe('Preferred timeline: As soon as possible')
    expect(timeline('6-months')).toBe('Preferred timeline: About 6 months')
    expect(timeline('next year')).toBe('Preferred timeline: next year')
  })

  it('escapes every value the visitor typed in the HTML body', () => {
    const lead = packageLead({
      customerName: `Bob "the builder" <b>`,
      email: `bob&'co'@example.org`,
      phone: `<555>`,
      company: `O'Neil & "Sons"`,
      projectDescription: `<script>alert('x')</script> & more`,
      source: { page: `/p?a=1&b='2'`, referrer: `"<ref>"` },
    })
    const { html } = notificationEmail(lead, siteUrl)
    for (const value of [
      'Bob &quot;the builder&quot; &lt;b&gt;',
      'bob&amp;&#39;co&#39;@example.org',
      '&lt;555&gt;',
      'O&#39;Neil &amp; &quot;Sons&quot;',
      '&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; more',
      '/p?a=1&amp;b=&#39;2&#39;',
      '&quot;&lt;ref&gt;&quot;',
    ]) {
      expect(html).toContain(`<td style="padding:4px 0;white-space:pre-wrap">${value}</td>`)
    }
    expect(html).not.toContain('<script>')
  })
})

describe('notification subjects', () => {
  it('flattens each run of line breaks in a contact subject to one space and trims it', () => {
    expect(
      notificationEmail(contactLead({ name: 'Jane\r\n\r\nBcc: x@evil.example\n' }), siteUrl)
        .subject,
    ).toBe('New service request from Jane Bcc: x@evil.example')
    expect(
      notificationEmail(contactLead({ name: 'A\rB\n\nC', serviceType: 'Network/Wi-Fi' }), siteUrl)
        .subject,
    ).toBe('New service request from A B C (Network/Wi-Fi)')
  })

  it('flattens line breaks in a package subject, in the package and the customer name', () => {
    expect(
      notificationEmail(
        packageLead({ packageName: 'Web\r\nSite', customerName: 'John\n\n' }),
        siteUrl,
      ).subject,
    ).toBe('New Web Site package request from John')
  })

  it("shows an encoded word in a visitor's text as typed, never decoded into other words", async () => {
    const word = '=?utf-8?B?SW52b2ljZSBwYWlk?='
    expect(
      await shownSubject(notificationEmail(contactLead({ name: word }), siteUrl).subject),
    ).toBe(`New service request from ${word}`)
    expect(
      await shownSubject(
        notificationEmail(packageLead({ packageName: word, customerName: `x${word}y` }), siteUrl)
          .subject,
      ),
    ).toBe(`New ${word} package request from x${word}y`)
  })

  it('keeps the line breaks of the name in the body', () => {
    const email = notificationEmail(contactLead({ name: 'Jane\r\nDoe' }), siteUrl)
    expect(email.text).toContain('Name: Jane\r\nDoe\n')
    expect(email.html).toContain('<td style="padding:4px 0;white-space:pre-wrap">Jane\r\nDoe</td>')
  })
})

describe('confirmationEmail', () => {
  const sender: ConfirmationSender = {
    businessName: 'Nature Coast Tech',
    phone: '(352) 555-0142',
    replyPromise: { ...replyPromiseDefaults, businessHours: 'Monday to Friday, 8 AM to 5 PM' },
  }

  it('greets by first name, promises by the urgency, names the hours and the phone, and repeats the request', () => {
    const lead = contactLead({ ...fullContact, name: 'Maria  Gonzalez', urgency: 'urgent' })
    expect(confirmationEmail(lead, sender)).toEqual({
      subject: 'We received your service request - Nature Coast Tech',
      text: lines(
        'Hello Maria,',
        '',
        'Thank you for contacting Nature Coast Tech. We received your service request. We will get back to you the same business day.',
        '',
        'Business hours: Monday to Friday, 8 AM to 5 PM',
        '',
        'If you need us sooner, reply to this email or call us at (352) 555-0142.',
        '',
        'What you asked:',
        'Service type: PC/Mac Repair',
        'Urgency: Urgent (Same day response needed)',
        '',
        'Nature Coast Tech',
        '',
      ),
      html: page(
        '<p>Hello Maria,</p>' +
          '<p>Thank you for contacting Nature Coast Tech. We received your service request. We will get back to you the same business day.</p>' +
          '<p>Business hours: Monday to Friday, 8 AM to 5 PM</p>' +
          '<p>If you need us sooner, reply to this email or call us at (352) 555-0142.</p>' +
          '<p>What you asked:</p>' +
          table([
            cell('Service type', 'PC/Mac Repair'),
            cell('Urgency', 'Urgent (Same day response needed)'),
          ]) +
          '<p>Nature Coast Tech</p>',
      ),
    })
  })

  it("makes each urgency's promise the owner's text for it, and a request without one Normal's", () => {
    const owners = {
      urgent: 'Today, promised.',
      high: 'Tomorrow at the latest.',
      normal: 'This week.',
      low: 'In a fortnight.',
      package: 'About your project within a day.',
    }
    const promiseOf = (lead: Lead) =>
      confirmationEmail(lead, { ...sender, replyPromise: owners }).text.split('\n')[2]
    for (const urgency of ['urgent', 'high', 'normal', 'low'] as const)
      expect(promiseOf(contactLead({ urgency }))).toBe(
        `Thank you for contacting Nature Coast Tech. We received your service request. ${owners[urgency]}`,
      )
    expect(promiseOf(contactLead({ urgency: null }))).toContain(' This week.')
    expect(promiseOf(contactLead({ urgency: 'soon' as never }))).toContain(' This week.')
    expect(promiseOf(packageLead())).toBe(
      'Thank you for contacting Nature Coast Tech. We received your package request. About your project within a day.',
    )
  })

  it('leaves out the hours and the phone when the settings have none', () => {
    const { text } = confirmationEmail(contactLead(), {
      ...sender,
      phone: '',
      replyPromise: { ...replyPromiseDefaults, businessHours: null },
    })
    expect(text).not.toContain('Business hours')
    expect(text).toContain('\n\nIf you need us sooner, reply to this email.\n\n')
  })

  it('repeats a package request: the package and the timeline, never the description', () => {
    const { subject, text } = confirmationEmail(packageLead(fullPackage), sender)
    expect(subject).toBe('We received your package request - Nature Coast Tech')
    expect(text).toMatch(/^Hello John,/)
    expect(text).toContain(
      lines(
        'What you asked:',
        'Package: Business Website',
        'Preferred timeline: 1-2 months',
        '',
        'Nature Coast Tech',
      ),
    )
    expect(text).not.toContain('A new site')
    expect(text).not.toContain('urchase')
  })

  it('leaves out what the visitor did not choose or write', () => {
    expect(confirmationEmail(contactLead(emptyContact), sender).text).toContain(
      'reply to this email or call us at (352) 555-0142.\n\nNature Coast Tech',
    )
    expect(confirmationEmail(packageLead(emptyPackage), sender).text).toContain(
      'What you asked:\nPackage: Business Website\n\nNature Coast Tech',
    )
  })

  it('escapes the business name, the name and the package name in the HTML body only', () => {
    const email = confirmationEmail(
      packageLead({ packageName: `R&D "Pro" <Plus>`, customerName: `<b>Bo</b> Smith` }),
      { ...sender, businessName: `Smith & Sons' <IT>` },
    )
    expect(email.subject).toBe(`We received your package request - Smith & Sons' <IT>`)
    expect(email.text).toContain(`Hello <b>Bo</b>,`)
    expect(email.text).toContain(`Package: R&D "Pro" <Plus>`)
    expect(email.html).toContain('<p>Hello &lt;b&gt;Bo&lt;/b&gt;,</p>')
    expect(email.html).toContain('<p>Thank you for contacting Smith &amp; Sons&#39; &lt;IT&gt;.')
    expect(email.html).toContain(cell('Package', 'R&amp;D &quot;Pro&quot; &lt;Plus&gt;'))
    expect(email.html).not.toContain('<b>')
  })

  it('flattens each run of line breaks in the subject to one space and trims it', () => {
    expect(
      confirmationEmail(contactLead(), { ...sender, businessName: 'Nature\r\nCoast\n\nTech\r\n' })
        .subject,
    ).toBe('We received your service request - Nature Coast Tech')
  })
})
