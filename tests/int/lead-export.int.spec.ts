import { createLocalReq, type Endpoint, type Payload, type Where } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import type { LeadCollection } from '@/leads/constants'
import type { ContactSubmission, PackagePurchase, User } from '@/payload-types'
import { personalCacheControl } from '@/server/http/cache-control.mjs'
import { notificationEmail } from '@/leads/email/templates'
import { leadFieldsOf, listedFields } from '@/leads/kinds'

import { getTestPayload } from './helpers/test-payload'
import { contactBody, packageBody } from '../../scripts/lib/lead-bodies'

let payload: Payload
let owner: User
let staff: User

const emailsSent = {
  notificationEmail: { status: 'sent' },
  confirmationEmail: { status: 'sent' },
} as const

const newLead = (name: string, assignee?: string) =>
  payload.create({
    collection: 'contact-submissions',
    data: {
      name,
      email: 'ann@example.com',
      message: 'My printer jams',
      agreeToContact: true,
      status: 'new',
      assignee,
      ...emailsSent,
    },
    overrideAccess: true,
  })

/** A fully filled service request as the contact form stores it, received at a fixed time. */
const contactLead = (assignee: string | null = staff.id) => {
  // The form sends the attachments as references; this lead has none.
  const { servicesNeeded, desiredDate, ...fields } = contactBody({ attachments: undefined })
  return payload.create({
    collection: 'contact-submissions',
    data: {
      ...(fields as Omit<ContactSubmission, 'id' | 'createdAt' | 'updatedAt'>),
      createdAt: '2026-03-02T14:05:00.000Z',
      status: 'contacted',
      servicesNeeded: JSON.parse(String(servicesNeeded)),
      desiredDate: `${String(desiredDate)}T00:00:00.000Z`,
      assignee,
      source: { page: '/contact', referrer: 'https://www.google.com/' },
      ...emailsSent,
    },
    overrideAccess: true,
  })
}

/** A fully filled package request as the package dialog stores it, received at a fixed time. */
const packageLead = (assignee: string | null = staff.id, { withSource = true } = {}) =>
  payload.create({
    collection: 'package-purchases',
    data: {
      ...(packageBody() as Omit<PackagePurchase, 'id' | 'createdAt' | 'updatedAt'>),
      createdAt: '2026-03-03T09:30:00.000Z',
      status: 'quoted',
      packagePrice: 1499,
      assignee,
      ...(withSource ? { source: { page: '/packages' } } : {}),
      ...emailsSent,
    },
    overrideAccess: true,
  })

const leadOf = { 'contact-submissions': contactLead, 'package-purchases': packageLead } as const

/** The collection's export endpoint answering a request of `user` (none: a visitor), narrowed like the admin list. */
async function exportResponse(collection: LeadCollection, user: User | null, where?: Where) {
  const endpoints = payload.collections[collection].config.endpoints as Endpoint[]
  const handler = endpoints.find((candidate) => candidate.path === '/export.csv')!.handler
  return handler(
    await createLocalReq(
      { user: user ?? undefined, req: { query: where ? { where } : {} } },
      payload,
    ),
  )
}

async function exportCsv(user: User) {
  return (await exportResponse('contact-submissions', user)).text()
}

/** The export of just this one lead, as `user` (staff by default) downloads it. */
const exportOf = (
  collection: LeadCollection,
  lead: ContactSubmission | PackagePurchase,
  user: User | null = staff,
) => exportResponse(collection, user, { id: { equals: lead.id } })

/** The cell of one column on the row that holds `name`; the test values hold no commas or quotes. */
const cellOf = (csv: string, name: string, header: string) => {
  const [headerLine, ...lines] = csv.trim().split('\r\n')
  const column = headerLine.split(',').indexOf(`"${header}"`)
  const row = lines.find((line) => line.includes(`"${name}"`))!
  return row.split(',')[column].slice(1, -1)
}

/** Every line of the file as its cells; every cell is quoted and no test value holds a CRLF. */
async function lines(response: Response) {
  // Response.text() would drop the byte-order mark that spreadsheets need, so decode it by hand.
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer())
  expect(text.startsWith('\uFEFF')).toBe(true)
  return text
    .slice(1)
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) =>
      [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((match) => match[1].replaceAll('""', '"')),
    )
}

/** The data rows keyed by the header of their column. */
async function rows(response: Response) {
  const [header, ...data] = await lines(response)
  return data.map((cells) => Object.fromEntries(header.map((name, index) => [name, cells[index]])))
}

beforeAll(async () => {
  payload = await getTestPayload()
  owner = await payload.create({
    collection: 'users',
    data: {
      email: 'o@example.com',
      username: 'boss',
      name: 'Olive Owner',
      password: 'Homosassa-springs-9',
      role: 'owner',
    },
  })
  staff = await payload.create({
    collection: 'users',
    data: {
      email: 's@example.com',
      username: 'tech',
      name: 'Tess Tech',
      password: 'Withlacoochee-trail-4',
      role: 'staff',
    },
  })
})

afterEach(() => {
  vi.useRealTimers()
})

afterAll(async () => {
  await payload.destroy()
})

describe('CSV export', () => {
  it('holds every lead, not just the first page the admin list shows', async () => {
    for (let index = 1; index <= 12; index += 1) await newLead(`Lead ${index}`)
    const rows = (await exportCsv(owner)).trim().split('\r\n').length - 1
    expect(rows).toBe((await payload.count({ collection: 'contact-submissions' })).totalDocs)
    expect(rows).toBeGreaterThan(10)
  })

  it('shows staff who a lead is assigned to only when they may see that user', async () => {
    await newLead('Assigned To Owner', owner.id)
    await newLead('Assigned To Staff', staff.id)
    const seenByStaff = await exportCsv(staff)
    expect(cellOf(seenByStaff, 'Assigned To Staff', 'Assigned to')).toBe('Tess Tech')
    expect(cellOf(seenByStaff, 'Assigned To Owner', 'Assigned to')).toBe('')
    expect(cellOf(await exportCsv(owner), 'Assigned To Owner', 'Assigned to')).toBe('Olive Owner')
  })
})

describe('exporting service requests', () => {
  it('writes every column of a fully filled request as staff read it in the admin', async () => {
    const response = await exportOf('contact-submissions', await contactLead())
    const [header] = await lines(response.clone())
    expect(header).toEqual([
      'Received',
      'Status',
      'Name',
      'Email',
      'Phone',
      'Company',
      'Subject',
      'Service type',
      'Budget range',
      'Services needed',
      'Preferred contact method',
      'Desired date',
      'Preferred time',
      'Urgency',
      'Message',
      'Attachments',
      'Subscribed to updates',
      'Agreed to be contacted',
      'Assigned to',
      'Internal notes',
      'Sent from page',
      'Referrer',
      'UTM parameters',
    ])
    expect(await rows(response)).toEqual([
      {
        Received: '2026-03-02 09:05',
        Status: 'Contacted',
        Name: 'Ada Lovelace',
        Email: 'ada@example.org',
        Phone: '(352) 555-0100',
        Company: 'Analytical Engines LLC',
        Subject: 'Office Wi-Fi keeps dropping',
        'Service type': 'Network/Wi-Fi',
        'Budget range': '$1,000 - $2,500',
        'Services needed': 'Network/Wi-Fi, Data Backup/Recovery',
        'Preferred contact method': 'Text message',
        'Desired date': '2099-03-14',
        'Preferred time': 'Morning (8 AM - 12 PM)',
        Urgency: 'High (Within 24 hours)',
        Message: 'The Wi-Fi drops every hour.\nPlease help.',
        Attachments: '0',
        'Subscribed to updates': 'Yes',
        'Agreed to be contacted': 'Yes',
        'Assigned to': 'Tess Tech',
        'Internal notes': '',
        'Sent from page': '/contact',
        Referrer: 'https://www.google.com/',
        'UTM parameters': '',
      },
    ])
  })

  it('leaves the optional answers a visitor skipped empty and says "No" to updates they declined', async () => {
    const bare = await payload.create({
      collection: 'contact-submissions',
      data: {
        createdAt: '2026-03-04T08:00:00.000Z',
        status: 'new',
        name: 'Ann Visitor',
        email: 'ann@example.com',
        message: 'My printer jams',
        // Cleared, not left out: left out, they would take the defaults the form starts with.
        urgency: null,
        preferredContactMethod: null,
        subscribeToUpdates: false,
        ...emailsSent,
      },
      overrideAccess: true,
    })
    const [row] = await rows(await exportOf('contact-submissions', bare))
    expect(row).toMatchObject({
      Status: 'New',
      Urgency: '',
      Phone: '',
      'Services needed': '',
      'Budget range': '',
      'Preferred contact method': '',
      'Desired date': '',
      'Preferred time': '',
      'Subscribed to updates': 'No',
      'Assigned to': '',
      'Sent from page': '',
    })
  })
})

describe("a lead's time, notes and source", () => {
  it('writes the time received on the business clock, each note with its time and author, and the source, formula-safe', async () => {
    const lead = await payload.create({
      collection: 'contact-submissions',
      data: {
        // 10:32 PM on Friday 27 November in Florida, already the 28th in UTC.
        createdAt: '2026-11-28T03:32:55.461Z',
        status: 'new',
        name: 'Nora Night',
        email: 'nora@example.com',
        message: 'Server down',
        source: {
          page: '/contact',
          referrer: '=HYPERLINK("http://evil.example")',
          utm: { utm_source: 'google', utm_campaign: 'fall' },
        },
        ...emailsSent,
      },
      overrideAccess: true,
    })
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-28T14:00:00Z'))
    await payload.update({
      collection: 'contact-submissions',
      id: lead.id,
      data: { notes: [{ text: 'Called back' }] },
      user: staff,
      overrideAccess: false,
    })
    vi.setSystemTime(new Date('2026-11-28T15:30:00Z'))
    const noted = await payload.findByID({ collection: 'contact-submissions', id: lead.id })
    await payload.update({
      collection: 'contact-submissions',
      id: lead.id,
      data: { notes: [...(noted.notes ?? []), { text: '-1 on the quote' }] },
      user: owner,
      overrideAccess: false,
    })
    vi.useRealTimers()
    const [row] = await rows(await exportOf('contact-submissions', lead, owner))
    expect(row).toMatchObject({
      Received: '2026-11-27 22:32',
      'Internal notes':
        '2026-11-28 09:00 Tess Tech: Called back\n2026-11-28 10:30 Olive Owner: -1 on the quote',
      'Sent from page': '/contact',
      Referrer: `'=HYPERLINK("http://evil.example")`,
      'UTM parameters': 'utm_source=google; utm_campaign=fall',
    })
  })
})

describe("the export and the team's email", () => {
  it.each(['contact-submissions', 'package-purchases'] as const)(
    'read each answer of a %s lead alike, from its one table',
    async (collection) => {
      const lead = collection === 'contact-submissions' ? await contactLead() : await packageLead()
      const [row] = await rows(await exportOf(collection, lead))
      const email = notificationEmail(
        { collection, doc: lead } as Parameters<typeof notificationEmail>[0],
        'https://example.org',
      )
      const fields = listedFields(leadFieldsOf[collection])
      expect(fields.length).toBeGreaterThan(5)
      for (const { label } of fields)
        expect(email.text, label).toContain(`\n${label}: ${row[label]}\n`)
    },
  )
})

describe('exporting package requests', () => {
  it('writes every column of a fully filled package request', async () => {
    const response = await exportOf('package-purchases', await packageLead())
    const [header] = await lines(response.clone())
    expect(header).toEqual([
      'Received',
      'Status',
      'Package',
      'Price at request',
      'Name',
      'Email',
      'Phone',
      'Company',
      'Preferred timeline',
      'Project description',
      'Assigned to',
      'Internal notes',
      'Sent from page',
      'Referrer',
      'UTM parameters',
    ])
    expect(await rows(response)).toEqual([
      {
        Received: '2026-03-03 04:30',
        Status: 'Quoted',
        Package: 'Business Website',
        'Price at request': '$1,499',
        Name: 'Grace Hopper',
        Email: 'grace@example.org',
        Phone: '352-555-0199',
        Company: 'Compilers Inc',
        'Preferred timeline': '1-2 months',
        'Project description': 'A site with a blog and online booking.',
        'Assigned to': 'Tess Tech',
        'Internal notes': '',
        'Sent from page': '/packages',
        Referrer: '',
        'UTM parameters': '',
      },
    ])
  })

  it('leaves the page column empty for a request recorded without its source', async () => {
    const [row] = await rows(
      await exportOf('package-purchases', await packageLead(staff.id, { withSource: false })),
    )
    expect(row['Sent from page']).toBe('')
    expect(row.Name).toBe('Grace Hopper')
  })
})

describe('who a lead is assigned to', () => {
  it.each([
    ['their name', { name: 'Tess Tech', username: 'tech', email: 's@example.com' }, 'Tess Tech'],
    [
      'their username when they have no name',
      { name: '', username: 'nameless', email: 'nameless@example.com' },
      'nameless',
    ],
    [
      'their email when they have neither',
      { name: null, username: '', email: 'anonymous@example.com' },
      'anonymous@example.com',
    ],
  ])('shows %s', async (_case, person, shown) => {
    // Staff may always see themselves: each assignee downloads the leads assigned to them.
    const assignee =
      person.email === staff.email
        ? staff
        : ((await payload.db.create({
            collection: 'users',
            data: { role: 'staff', ...person },
          })) as User)
    expect(assignee).toMatchObject(person)
    for (const collection of ['contact-submissions', 'package-purchases'] as const) {
      const [row] = await rows(
        await exportOf(collection, await leadOf[collection](assignee.id), assignee),
      )
      expect(row['Assigned to']).toBe(shown)
    }
  })

  it.each([
    ['nobody', () => null],
    ['a user the exporter may not see (left as a bare id)', () => owner.id],
  ])('is empty for %s', async (_case, assigneeOf) => {
    for (const collection of ['contact-submissions', 'package-purchases'] as const) {
      const [row] = await rows(await exportOf(collection, await leadOf[collection](assigneeOf())))
      expect(row['Assigned to']).toBe('')
    }
  })
})

describe('the download', () => {
  it('is named after the collection and the day it was taken', async () => {
    const lead = await packageLead()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-03-14T15:09:26Z'))
    const response = await exportOf('package-purchases', lead)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="package-purchases-2026-03-14.csv"',
    )
    expect(response.headers.get('cache-control')).toBe(personalCacheControl)
  })

  it('tells a visitor who is not staff to sign in, without any lead', async () => {
    const response = await exportOf('contact-submissions', await contactLead(), null)
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ errors: [{ message: 'Sign in to export leads.' }] })
  })
})
