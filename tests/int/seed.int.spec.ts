import type { CollectionSlug, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { seed } from '@/content/seed'

import { getTestPayload } from './helpers/test-payload'

const contentCollections = [
  'services',
  'packages',
  'reviews',
  'locations',
] as const satisfies CollectionSlug[]
const context = { disableRevalidate: true }

async function counts(payload: Payload) {
  const entries = await Promise.all(
    contentCollections.map(
      async (collection) => [collection, (await payload.count({ collection })).totalDocs] as const,
    ),
  )
  return Object.fromEntries(entries)
}

describe('the content seed', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await getTestPayload()
  })

  afterAll(async () => {
    await payload.destroy()
  })

  it('fills an empty database with the spec content on first start', async () => {
    expect(await counts(payload)).toEqual({ services: 10, packages: 6, reviews: 3, locations: 3 })
    const services = await payload.find({
      collection: 'services',
      where: { audience: { equals: 'business' } },
      sort: 'order',
    })
    expect(services.docs.map((service) => service.title)).toEqual([
      'Managed IT Services',
      'Cybersecurity Solutions',
      'Compliance Services',
      'IT Consulting',
      'Website Design',
      'Application Development',
    ])
    const locations = await payload.find({ collection: 'locations', sort: 'order' })
    expect(locations.docs.map((location) => location.features.length)).toEqual([3, 3, 3])
    const site = await payload.findGlobal({ slug: 'site-settings' })
    expect(site.claims).toMatchObject({
      rating: '5.0',
      businessesServed: '50+',
      servingSince: '2020',
      copyrightYear: '2024',
    })
    expect(site.phone).toMatch(/555-01\d\d/)
    expect(site.email).toMatch(/@example\.com$/)
    const app = await payload.findGlobal({ slug: 'app-development-page' })
    expect(app.technologies.items).toHaveLength(8)
    expect(app.whyCustom.reasons).toHaveLength(4)
  })

  it("stores the forms' words as the specification gives them, and the owner's rewording is what the forms get", async () => {
    const stored = await payload.db.findGlobal({ slug: 'form-copy' })
    expect(stored).toMatchObject({
      contactForm: { nameLabel: 'Full Name', submitLabel: 'Submit Request' },
    })
    const copy = await payload.findGlobal({ slug: 'form-copy' })
    expect(copy.contactForm.successTitle).toBe('Service request submitted successfully!')
    expect(copy.packageForm).toMatchObject({
      nameLabel: 'Your Name',
      submitLabel: 'Send Request',
      dialogTitle: 'Request {package} Package',
    })

    await payload.updateGlobal({
      slug: 'form-copy',
      data: { contactForm: { ...copy.contactForm, submitLabel: 'Send it' } },
      context,
    })
    expect((await payload.findGlobal({ slug: 'form-copy' })).contactForm.submitLabel).toBe(
      'Send it',
    )
    await seed(payload)
    expect((await payload.findGlobal({ slug: 'form-copy' })).contactForm.submitLabel).toBe(
      'Send it',
    )
    await payload.updateGlobal({
      slug: 'form-copy',
      data: { contactForm: copy.contactForm },
      context,
    })
  })

  it('seeding twice leaves the same counts', async () => {
    const before = await counts(payload)
    const first = await seed(payload)
    const second = await seed(payload)
    expect(first.created).toBe(0)
    expect(second.created).toBe(0)
    expect(await counts(payload)).toEqual(before)
  })

  it('seeding concurrently, as parallel build workers do, still adds nothing twice', async () => {
    const before = await counts(payload)
    await Promise.all([seed(payload), seed(payload), seed(payload)])
    expect(await counts(payload)).toEqual(before)
  })

  it('seeding after an edit keeps the edit', async () => {
    const {
      docs: [businessWebsite],
    } = await payload.find({
      collection: 'packages',
      where: { name: { equals: 'Business Website' } },
    })
    await payload.update({
      collection: 'packages',
      id: businessWebsite.id,
      data: { price: 2750 },
      context,
    })
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { phone: '(352) 555-0199' },
      context,
    })
    const review = (await payload.find({ collection: 'reviews', limit: 1 })).docs[0]
    await payload.update({
      collection: 'reviews',
      id: review.id,
      data: { text: 'Edited by the owner.' },
      context,
    })

    await seed(payload)

    expect((await payload.findByID({ collection: 'packages', id: businessWebsite.id })).price).toBe(
      2750,
    )
    expect((await payload.findGlobal({ slug: 'site-settings' })).phone).toBe('(352) 555-0199')
    expect((await payload.findByID({ collection: 'reviews', id: review.id })).text).toBe(
      'Edited by the owner.',
    )
    expect((await payload.count({ collection: 'packages' })).totalDocs).toBe(6)
  })

  it('puts back a missing document by its natural key and only that one', async () => {
    const {
      docs: [starter],
    } = await payload.find({
      collection: 'packages',
      where: { category: { equals: 'app' }, name: { equals: 'Starter' } },
    })
    await payload.delete({ collection: 'packages', id: starter.id, context })
    const { created } = await seed(payload)
    expect(created).toBe(1)
    const restored = await payload.find({
      collection: 'packages',
      where: { category: { equals: 'app' }, name: { equals: 'Starter' } },
    })
    expect(restored.docs).toHaveLength(1)
    expect(restored.docs[0].price).toBe(5000)
  })

  it('lets anyone read content but only a signed-in user change it', async () => {
    const found = await payload.find({ collection: 'packages', overrideAccess: false, limit: 1 })
    expect(found.docs).toHaveLength(1)
    await expect(
      payload.update({
        collection: 'packages',
        id: found.docs[0].id,
        data: { price: 1 },
        overrideAccess: false,
        context,
      }),
    ).rejects.toThrow()
    await expect(
      payload.updateGlobal({
        slug: 'site-settings',
        data: { phone: '1' },
        overrideAccess: false,
        context,
      }),
    ).rejects.toThrow()
  })
})
