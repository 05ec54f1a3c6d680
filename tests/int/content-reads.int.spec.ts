import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { listQueries, readGlobal, readList } from '@/content/reads'
import { serviceAudiences } from '@/content/collections/Services'

import { getTestPayload } from './helpers/test-payload'

/**
 * What the public pages read (src/content/reads.ts; src/content/queries.ts adds Next's cache and the choice
 * of a preview): a visitor gets the published content, a preview the latest drafts.
 */

// Content hooks expire Next's cache, which does not exist outside a Next server.
const context = { disableRevalidate: true }

describe("the public pages' reads", () => {
  let payload: Payload

  beforeAll(async () => {
    process.env.JOBS_AUTORUN = 'false'
    payload = await getTestPayload()
  })

  afterAll(() => payload?.destroy())

  const ascending = (values: number[]) =>
    values.every((value, index) => index === 0 || values[index - 1] <= value)

  it("a visitor's packages: the category's published ones by order, at their published price; a preview's: the drafts too", async () => {
    const published = (
      await payload.find({
        collection: 'packages',
        where: { category: { equals: 'website' } },
        limit: 1,
        depth: 0,
        context,
      })
    ).docs[0]
    await payload.update({
      collection: 'packages',
      id: published.id,
      data: { price: published.price + 500 },
      draft: true,
      context,
    })
    const data = {
      category: 'website' as const,
      name: `Draft only ${Date.now()}`,
      price: 99,
      priceLabel: 'From',
      features: [{ text: 'One' }],
      order: -1,
    }
    const draftOnly = await payload.create({ collection: 'packages', data, draft: true, context })

    const visitor = await readList(payload, 'packages', listQueries.packages('website'), false)
    expect(visitor.map((pkg) => pkg.category).filter((category) => category !== 'website')).toEqual(
      [],
    )
    expect(visitor.map((pkg) => pkg.id)).not.toContain(draftOnly.id)
    expect(visitor.find((pkg) => pkg.id === published.id)?.price).toBe(published.price)
    expect(ascending(visitor.map((pkg) => pkg.order ?? 0))).toBe(true)
    const { totalDocs } = await payload.count({
      collection: 'packages',
      where: { category: { equals: 'website' }, _status: { equals: 'published' } },
    })
    expect(visitor).toHaveLength(totalDocs)

    const preview = await readList(payload, 'packages', listQueries.packages('website'), true)
    expect(preview[0].id, 'the draft is first by its order').toBe(draftOnly.id)
    expect(preview.find((pkg) => pkg.id === published.id)?.price).toBe(published.price + 500)
    expect(
      (await readList(payload, 'packages', listQueries.packages('app'), true))
        .map((pkg) => pkg.category)
        .filter((category) => category !== 'app'),
    ).toEqual([])
  })

  it("a visitor's services: the audience's, by order", async () => {
    for (const { value: audience } of serviceAudiences) {
      const services = await readList(payload, 'services', listQueries.services(audience), false)
      expect(services.length, audience).toBeGreaterThan(0)
      expect(
        services.map((service) => service.audience).filter((each) => each !== audience),
      ).toEqual([])
      expect(ascending(services.map((service) => service.order ?? 0))).toBe(true)
    }
  })

  it("a visitor's locations: every published one, however many, by order", async () => {
    const stamp = Date.now()
    const features = [{ text: 'One' }, { text: 'Two' }, { text: 'Three' }]
    for (let index = 0; index < 11; index += 1) {
      const data = {
        title: `Town ${stamp}-${index}`,
        description: 'A town',
        features,
        order: 100 - index,
      }
      await payload.create({
        collection: 'locations',
        data: { ...data, _status: 'published' },
        context,
      })
    }
    const draftOnly = await payload.create({
      collection: 'locations',
      data: { title: `Draft town ${stamp}`, description: 'A town', features, order: 0 },
      draft: true,
      context,
    })

    const locations = await readList(payload, 'locations', listQueries.locations(), false)
    const { totalDocs } = await payload.count({
      collection: 'locations',
      where: { _status: { equals: 'published' } },
    })
    expect(totalDocs).toBeGreaterThan(11)
    expect(locations).toHaveLength(totalDocs)
    expect(locations.map((location) => location.id)).not.toContain(draftOnly.id)
    expect(ascending(locations.map((location) => location.order ?? 0))).toBe(true)
  })

  it("a visitor's reviews: the published ones, the latest first", async () => {
    const draftOnly = await payload.create({
      collection: 'reviews',
      data: {
        reviewerName: 'Draft reviewer',
        rating: 5,
        text: 'Not yet',
        reviewDate: new Date().toISOString(),
        source: 'owner',
      },
      draft: true,
      context,
    })
    const reviews = await readList(payload, 'reviews', listQueries.reviews(), false)
    expect(reviews.length).toBeGreaterThan(1)
    expect(reviews.map((review) => review.id)).not.toContain(draftOnly.id)
    const dates = reviews.map((review) => Date.parse(review.reviewDate))
    expect(ascending([...dates].reverse())).toBe(true)
  })

  it("a visitor's global is what was last published; a preview's is its latest draft", async () => {
    const before = await readGlobal(payload, 'home-page', false)
    await payload.updateGlobal({
      slug: 'home-page',
      data: { hero: { ...before.hero, heading: 'A heading not yet published' } },
      draft: true,
      context,
    })
    expect((await readGlobal(payload, 'home-page', false)).hero.heading).toBe(before.hero.heading)
    expect((await readGlobal(payload, 'home-page', true)).hero.heading).toBe(
      'A heading not yet published',
    )
  })
})
