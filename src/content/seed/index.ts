import type {
  CollectionSlug,
  DataFromCollectionSlug,
  DataFromGlobalSlug,
  GlobalSlug,
  Payload,
  Where,
} from 'payload'

import { formCopy } from './data/forms'
import { appPackages, websitePackages } from './data/packages'
import { appDevelopmentPage, homePage, websiteDesignPage } from './data/pages'
import { locations } from './data/locations'
import { reviews } from './data/reviews'
import { reviewCopy } from './data/reviews-copy'
import { services } from './data/services'
import { privacyNote } from './data/privacy'
import { footer, header, sharedSections, siteSettings } from './data/site'

const context = { disableRevalidate: true }
// Any fixed number: the lock keeps concurrent starts (build workers, instances) from seeding twice.
const SEED_LOCK_KEY = 4_803_152

type CreateData<T extends CollectionSlug> = Omit<
  DataFromCollectionSlug<T>,
  'id' | 'createdAt' | 'updatedAt'
>
type GlobalData<T extends GlobalSlug> = Omit<
  DataFromGlobalSlug<T>,
  'id' | 'createdAt' | 'updatedAt'
>

async function createUnlessPresent<T extends CollectionSlug>(
  payload: Payload,
  collection: T,
  where: Where,
  data: CreateData<T>,
) {
  const { totalDocs } = await payload.count({ collection, where, overrideAccess: true })
  if (totalDocs > 0) return false
  await payload.create({
    collection,
    data: { ...data, _status: 'published' } as never,
    context,
    overrideAccess: true,
  })
  return true
}

async function isGlobalSaved(payload: Payload, slug: GlobalSlug) {
  const stored = await payload.db.findGlobal({ slug })
  return Boolean(stored && 'id' in stored && stored.id)
}

async function fillGlobalIfNeverSaved<T extends GlobalSlug>(
  payload: Payload,
  slug: T,
  data: GlobalData<T>,
) {
  if (await isGlobalSaved(payload, slug)) return false
  await payload.updateGlobal({
    slug,
    data: { ...data, _status: 'published' } as never,
    context,
    overrideAccess: true,
  })
  return true
}

async function withSeedLock<T>(payload: Payload, work: () => Promise<T>): Promise<T> {
  const client = await payload.db.pool.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [SEED_LOCK_KEY])
    return await work()
  } finally {
    await client.query('select pg_advisory_unlock($1)', [SEED_LOCK_KEY]).catch(() => undefined)
    client.release()
  }
}

/**
 * Creates a document only when none with its natural key exists and fills a global only when never
 * saved, so running it again adds no duplicates and keeps every edit.
 */
export async function seed(payload: Payload): Promise<{ created: number }> {
  return withSeedLock(payload, async () => {
    let created = 0
    const count = (didCreate: boolean) => {
      if (didCreate) created += 1
    }

    for (const service of services) {
      count(
        await createUnlessPresent(
          payload,
          'services',
          { title: { equals: service.title } },
          service,
        ),
      )
    }
    for (const location of locations) {
      count(
        await createUnlessPresent(
          payload,
          'locations',
          { title: { equals: location.title } },
          location,
        ),
      )
    }
    for (const pkg of [...websitePackages, ...appPackages]) {
      const where: Where = {
        and: [{ category: { equals: pkg.category } }, { name: { equals: pkg.name } }],
      }
      count(await createUnlessPresent(payload, 'packages', where, pkg))
    }
    for (const { daysAgo, ...review } of reviews) {
      const where: Where = {
        and: [
          { reviewerName: { equals: review.reviewerName } },
          { business: { equals: review.business } },
        ],
      }
      const reviewDate = new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000).toISOString()
      count(
        await createUnlessPresent(payload, 'reviews', where, {
          ...review,
          reviewDate,
          source: 'owner',
        }),
      )
    }

    count(await fillGlobalIfNeverSaved(payload, 'header', header))
    count(await fillGlobalIfNeverSaved(payload, 'footer', footer))
    count(await fillGlobalIfNeverSaved(payload, 'shared-sections', sharedSections))
    count(await fillGlobalIfNeverSaved(payload, 'form-copy', formCopy))
    count(await fillGlobalIfNeverSaved(payload, 'review-copy', reviewCopy))
    count(await fillGlobalIfNeverSaved(payload, 'home-page', homePage))
    count(await fillGlobalIfNeverSaved(payload, 'website-design-page', websiteDesignPage))
    count(await fillGlobalIfNeverSaved(payload, 'app-development-page', appDevelopmentPage))
    count(await fillGlobalIfNeverSaved(payload, 'privacy-note', privacyNote))
    // Last, so a saved site-settings global means a seed once ran to the end (seedIfEmpty).
    count(await fillGlobalIfNeverSaved(payload, 'site-settings', siteSettings))

    if (created > 0) payload.logger.info(`Seed: added ${created} documents and globals`)
    return { created }
  })
}

/**
 * Only on a database never seeded, so content the owner deletes is not brought back by a restart.
 */
export async function seedIfEmpty(payload: Payload): Promise<void> {
  if (await isGlobalSaved(payload, 'site-settings')) return
  await seed(payload)
}
