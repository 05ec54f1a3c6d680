import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Package, User } from '@/payload-types'

import { createTestAccount } from './helpers/accounts'
import { getTestPayload } from './helpers/test-payload'

// Content hooks expire Next's cache, which does not exist outside a Next server.
const context = () => ({ disableRevalidate: true })

describe('drafts, history and scheduled publishing of content', () => {
  let payload: Payload
  let owner: User
  let pkg: Package
  /** What a visitor's request reads: published content only, without an account. */
  const publicPrice = async () => {
    const { docs } = await payload.find({
      collection: 'packages',
      where: { id: { equals: pkg.id } },
      overrideAccess: false,
      context: context(),
    })
    return docs[0]?.price
  }
  const asOwner = () => ({ overrideAccess: false, user: owner, context: context() }) as const

  beforeAll(async () => {
    process.env.JOBS_AUTORUN = 'false'
    payload = await getTestPayload()
    owner = await createTestAccount(payload, 'owner')
    pkg = (
      await payload.find({
        collection: 'packages',
        where: { name: { equals: 'Starter Website' } },
        limit: 1,
      })
    ).docs[0]
  })

  afterAll(async () => {
    await payload?.destroy()
  })

  it('seeds every document and global published, so a visitor sees the whole site', async () => {
    for (const collection of ['services', 'packages', 'reviews', 'locations'] as const) {
      const all = await payload.count({ collection })
      const visible = await payload.count({ collection, overrideAccess: false })
      expect(visible.totalDocs, collection).toBe(all.totalDocs)
      expect(all.totalDocs, collection).toBeGreaterThan(0)
    }
    for (const slug of [
      'site-settings',
      'header',
      'footer',
      'shared-sections',
      'home-page',
      'website-design-page',
      'app-development-page',
    ] as const) {
      expect((await payload.findGlobal({ slug, overrideAccess: false }))._status, slug).toBe(
        'published',
      )
    }
  })

  it('a draft changes nothing a visitor reads; publishing does; restoring an earlier version brings it back', async () => {
    const original = pkg.price
    await payload.update({
      collection: 'packages',
      id: pkg.id,
      data: { price: original + 111 },
      draft: true,
      ...asOwner(),
    })
    expect(await publicPrice()).toBe(original)
    const draft = await payload.findByID({
      collection: 'packages',
      id: pkg.id,
      draft: true,
      ...asOwner(),
    })
    expect(draft.price).toBe(original + 111)

    await payload.update({
      collection: 'packages',
      id: pkg.id,
      data: { _status: 'published' },
      ...asOwner(),
    })
    expect(await publicPrice()).toBe(original + 111)

    const { docs: history } = await payload.findVersions({
      collection: 'packages',
      where: { parent: { equals: pkg.id } },
      sort: 'createdAt',
      ...asOwner(),
    })
    const earlier = history.find(
      (version) => version.version.price === original && version.version._status === 'published',
    )
    expect(earlier, 'the seeded version is in the history').toBeDefined()
    await payload.restoreVersion({ collection: 'packages', id: earlier!.id, ...asOwner() })
    expect(await publicPrice()).toBe(original)
  })

  it('a new document saved as a draft stays hidden from visitors until it is published', async () => {
    const data = {
      category: 'website' as const,
      name: 'Draft Package',
      price: 99,
      priceLabel: 'From',
      features: [{ text: 'One' }],
      order: 99,
    }
    const created = await payload.create({
      collection: 'packages',
      data,
      draft: true,
      ...asOwner(),
    })
    const visible = () =>
      payload.count({
        collection: 'packages',
        where: { id: { equals: created.id } },
        overrideAccess: false,
      })
    expect((await visible()).totalDocs).toBe(0)
    await payload.update({
      collection: 'packages',
      id: created.id,
      data: { _status: 'published' },
      ...asOwner(),
    })
    expect((await visible()).totalDocs).toBe(1)
  })

  it('a global draft leaves the published copy a visitor reads', async () => {
    const before = await payload.findGlobal({ slug: 'home-page', overrideAccess: false })
    await payload.updateGlobal({
      slug: 'home-page',
      data: { hero: { ...before.hero, heading: 'A heading not yet published' } },
      draft: true,
      ...asOwner(),
    })
    expect(
      (await payload.findGlobal({ slug: 'home-page', overrideAccess: false })).hero.heading,
    ).toBe(before.hero.heading)
    expect(
      (await payload.findGlobal({ slug: 'home-page', draft: true, ...asOwner() })).hero.heading,
    ).toBe('A heading not yet published')
  })

  it('a publish scheduled for a time is done by the job runner once that time has come', async () => {
    const original = pkg.price
    await payload.update({
      collection: 'packages',
      id: pkg.id,
      data: { price: original + 7 },
      draft: true,
      ...asOwner(),
    })
    const at = new Date(Date.now() + 1_500)
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: {
        type: 'publish',
        doc: { relationTo: 'packages', value: pkg.id },
        user: { relationTo: 'users', value: owner.id },
      } as never,
      waitUntil: at,
    })
    await payload.jobs.run()
    expect(await publicPrice(), 'not before its time').toBe(original)
    await new Promise((resolve) => setTimeout(resolve, at.getTime() - Date.now() + 100))
    await payload.jobs.run()
    expect(await publicPrice()).toBe(original + 7)
  })
})
