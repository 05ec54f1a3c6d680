import { ValidationError, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { receiveContactRequest, receivePackageRequest } from '@/leads/intake'

import { getTestPayload } from './helpers/test-payload'
import {
  badContactBodies,
  badPackageBodies,
  contactBody,
  packageBody,
} from '../../scripts/lib/lead-bodies'

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  })

describe('lead intake endpoints', () => {
  let payload: Payload
  const contact = (body: string, headers?: Record<string, string>) =>
    receiveContactRequest(post('/api/contact', body, headers), payload)
  const packageRequest = (body: string) =>
    receivePackageRequest(post('/api/package-purchase', body), payload)
  const rows = async () => ({
    contact: (await payload.count({ collection: 'contact-submissions' })).totalDocs,
    packages: (await payload.count({ collection: 'package-purchases' })).totalDocs,
    jobs: (await payload.count({ collection: 'payload-jobs' })).totalDocs,
  })

  beforeAll(async () => {
    process.env.JOBS_AUTORUN = 'false'
    process.env.LEADS_RATE_LIMIT_MAX = '100000'
    process.env.SITE_URL = 'https://example.com'
    payload = await getTestPayload()
  })

  afterAll(async () => {
    await payload?.destroy()
  })

  it.each([
    ['POST /api/contact', badContactBodies, 'contact'],
    ['POST /api/package-purchase', badPackageBodies, 'package'],
  ] as const)(
    '%s answers 400 with a message for the field to every bad body, storing nothing',
    async (_name, bodies, endpoint) => {
      expect(bodies.length).toBeGreaterThanOrEqual(30)
      const before = await rows()
      for (const bad of bodies) {
        const response =
          endpoint === 'contact' ? await contact(bad.body) : await packageRequest(bad.body)
        expect(response.status, bad.case).toBe(400)
        const answer = (await response.json()) as { errors: Record<string, string[]> }
        expect(answer.errors[bad.field], `${bad.case}: ${JSON.stringify(answer)}`).toEqual(
          expect.arrayContaining([expect.stringMatching(/\S/)]),
        )
        // Whatever is not one JSON object gets one plain message, not the schema's talk of types.
        if (bad.field === 'body')
          expect(answer.errors.body, bad.case).toEqual(['Expected a JSON object'])
      }
      expect(await rows()).toEqual(before)
    },
  )

  it('stores a valid service request with every value and queues its two emails in the same write', async () => {
    const before = await rows()
    const response = await contact(
      JSON.stringify({
        ...contactBody(),
        source: {
          page: 'https://example.com/website-design?utm_source=news&utm_campaign=spring',
          referrer: 'https://search.example/',
        },
      }),
    )
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ message: 'Thank you, your request was received.' })
    const { docs } = await payload.find({
      collection: 'contact-submissions',
      sort: '-createdAt',
      limit: 1,
      overrideAccess: true,
    })
    const lead = docs[0]
    expect(lead).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      phone: '(352) 555-0100',
      company: 'Analytical Engines LLC',
      subject: 'Office Wi-Fi keeps dropping',
      serviceType: 'Network/Wi-Fi',
      budgetRange: '$1,000 - $2,500',
      servicesNeeded: ['Network/Wi-Fi', 'Data Backup/Recovery'],
      preferredContactMethod: 'text',
      preferredTime: 'Morning (8 AM - 12 PM)',
      urgency: 'high',
      message: 'The Wi-Fi drops every hour.\nPlease help.',
      attachments: [],
      subscribeToUpdates: true,
      agreeToContact: true,
      status: 'new',
      source: {
        page: 'https://example.com/website-design?utm_source=news&utm_campaign=spring',
        referrer: 'https://search.example/',
        utm: { utm_source: 'news', utm_campaign: 'spring' },
      },
      notificationEmail: { status: 'queued' },
      confirmationEmail: { status: 'queued' },
    })
    expect(lead.desiredDate?.slice(0, 10)).toBe('2099-03-14')
    const after = await rows()
    expect(after).toEqual({ ...before, contact: before.contact + 1, jobs: before.jobs + 2 })
    const jobs = await payload.find({
      collection: 'payload-jobs',
      where: { 'input.leadId': { equals: lead.id } } as never,
    })
    expect(jobs.docs.map((job) => (job.input as { kind: string }).kind).sort()).toEqual([
      'confirmation',
      'notification',
    ])
  })

  it('applies the defaults to optional fields left out or empty', async () => {
    const response = await contact(
      JSON.stringify({
        name: 'Min',
        email: 'min@example.org',
        phone: '',
        message: 'Hi',
        agreeToContact: true,
        desiredDate: null,
      }),
    )
    expect(response.status).toBe(201)
    const { docs } = await payload.find({
      collection: 'contact-submissions',
      where: { name: { equals: 'Min' } },
      overrideAccess: true,
    })
    expect(docs[0]).toMatchObject({
      urgency: 'normal',
      preferredContactMethod: 'phone',
      subscribeToUpdates: false,
      servicesNeeded: [],
    })
    expect(docs[0].phone ?? null).toBeNull()
    expect(docs[0].desiredDate ?? null).toBeNull()
  })

  it('ignores unknown fields and every field the server owns', async () => {
    const forgedId = '00000000-0000-4000-8000-000000000000'
    const response = await contact(
      JSON.stringify(
        contactBody({
          name: 'Forger',
          email: 'forger@example.org',
          id: forgedId,
          status: 'won',
          createdAt: '2001-01-01T00:00:00.000Z',
          updatedAt: '2001-01-01T00:00:00.000Z',
          notificationEmail: { status: 'sent' },
          confirmationEmail: { status: 'failed' },
          favouriteColour: 'blue',
        }),
      ),
    )
    expect(response.status).toBe(201)
    const { docs } = await payload.find({
      collection: 'contact-submissions',
      where: { name: { equals: 'Forger' } },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0].id).not.toBe(forgedId)
    expect(docs[0].status).toBe('new')
    expect(new Date(docs[0].createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000)
    expect(docs[0].notificationEmail?.status).toBe('queued')
    expect(docs[0].confirmationEmail?.status).toBe('queued')
    expect(docs[0]).not.toHaveProperty('favouriteColour')
  })

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const before = await rows()
    const contactAnswer = await contact(
      JSON.stringify(contactBody({ website: 'http://spam.example' })),
    )
    const packageAnswer = await packageRequest(
      JSON.stringify(packageBody({ website: 'http://spam.example' })),
    )
    const realAnswer = await packageRequest(JSON.stringify(packageBody()))
    expect(contactAnswer.status).toBe(201)
    expect(packageAnswer.status).toBe(201)
    expect(await contactAnswer.json()).toEqual(await realAnswer.json())
    expect(await rows()).toEqual({
      ...before,
      packages: before.packages + 1,
      jobs: before.jobs + 2,
    })
  })

  it('links a package request to its package and keeps the name and price of the moment', async () => {
    const [chosen] = (
      await payload.find({
        collection: 'packages',
        where: { name: { equals: 'Enterprise' } },
        limit: 1,
      })
    ).docs
    const response = await packageRequest(
      JSON.stringify(packageBody({ packageName: 'Enterprise', status: 'won', packagePrice: 1 })),
    )
    expect(response.status).toBe(201)
    const { docs } = await payload.find({
      collection: 'package-purchases',
      where: { packageName: { equals: 'Enterprise' } },
      depth: 0,
      overrideAccess: true,
    })
    expect(docs[0]).toMatchObject({
      packageName: 'Enterprise',
      packagePrice: chosen.price,
      package: chosen.id,
      customerName: 'Grace Hopper',
      email: 'grace@example.org',
      company: 'Compilers Inc',
      phone: '352-555-0199',
      projectDescription: 'A site with a blog and online booking.',
      estimatedTimeline: '1-2-months',
      status: 'new',
    })

    await payload.update({
      collection: 'packages',
      id: chosen.id,
      data: { price: chosen.price + 1000 },
      context: { disableRevalidate: true },
    })
    const kept = await payload.findByID({
      collection: 'package-purchases',
      id: docs[0].id,
      depth: 0,
      overrideAccess: true,
    })
    expect(kept.packagePrice).toBe(chosen.price)
  })

  it('refuses a package that was never published like an unknown one, and stores a number as every price', async () => {
    // One draft without a price yet, one already priced: neither is on the site.
    for (const draft of [{ name: 'Unreleased Draft' }, { name: 'Priced Draft', price: 990 }]) {
      await payload.create({
        collection: 'packages',
        data: { ...draft, category: 'website', _status: 'draft' } as never,
        draft: true,
        context: { disableRevalidate: true },
      })
    }
    const before = await rows()
    for (const packageName of ['Unreleased Draft', 'Priced Draft', 'No Such Package']) {
      const response = await packageRequest(JSON.stringify(packageBody({ packageName })))
      expect(response.status, packageName).toBe(400)
      expect(await response.json()).toEqual({
        errors: { packageName: ['Choose one of the packages on this site'] },
      })
    }
    expect(await rows()).toEqual(before)
    const { docs } = await payload.find({
      collection: 'package-purchases',
      depth: 0,
      limit: 0,
      pagination: false,
      overrideAccess: true,
    })
    expect(docs.length).toBeGreaterThan(0)
    for (const lead of docs) expect(typeof lead.packagePrice, lead.packageName).toBe('number')
  })

  it("runs the lead collection's own hooks: a beforeChange hook's value is on the stored lead", async () => {
    const hooks = payload.collections['contact-submissions'].config.hooks.beforeChange
    const setCompany: (typeof hooks)[number] = ({ data, operation }) =>
      operation === 'create' ? { ...data, company: 'Set by a hook' } : data
    hooks.push(setCompany)
    try {
      expect(
        (
          await contact(
            JSON.stringify(contactBody({ name: 'Hooked', company: 'Sent by the visitor' })),
          )
        ).status,
      ).toBe(201)
    } finally {
      hooks.splice(hooks.indexOf(setCompany), 1)
    }
    const { docs } = await payload.find({
      collection: 'contact-submissions',
      where: { name: { equals: 'Hooked' } },
      depth: 0,
      overrideAccess: true,
    })
    expect(docs[0].company).toBe('Set by a hook')
  })

  it("answers the collection's own refusal of a lead the schema accepted as a 400 by field, storing nothing", async () => {
    // A rule added to the collection and not yet to the schema: the visitor still gets field messages.
    const hooks = payload.collections['contact-submissions'].config.hooks.beforeChange
    const refuse: (typeof hooks)[number] = ({ collection, req }) => {
      throw new ValidationError({
        collection: collection.slug,
        errors: [
          { path: 'company', message: 'Refused by the collection' },
          { path: 'company', message: 'Refused twice' },
          { path: 'source.page', message: 'Refused within a group' },
        ],
        req,
      })
    }
    hooks.push(refuse)
    const before = await rows()
    try {
      const response = await contact(JSON.stringify(contactBody({ company: 'Refused Company' })))
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({
        errors: {
          company: ['Refused by the collection', 'Refused twice'],
          source: ['Refused within a group'],
        },
      })
    } finally {
      hooks.splice(hooks.indexOf(refuse), 1)
    }
    expect(await rows()).toEqual(before)
  })

  it('keeps leads away from the public REST API', async () => {
    await expect(
      payload.find({ collection: 'contact-submissions', overrideAccess: false }),
    ).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'package-purchases',
        overrideAccess: false,
        data: {
          packageName: 'x',
          customerName: 'y',
          email: 'z@example.org',
          status: 'new',
          notificationEmail: { status: 'queued' },
          confirmationEmail: { status: 'queued' },
        },
      }),
    ).rejects.toThrow()
  })
})
