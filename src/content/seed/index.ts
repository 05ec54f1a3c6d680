import type {
  CollectionSlug,
  DataFromCollectionSlug,
  DataFromGlobalSlug,
  GlobalSlug,
  Payload,
  Where,
} from 'payload'

import { contactFormCopy, packageFormCopy } from '@/content/globals/FormCopy/defaults'
import { privacyNoteDefaults } from '@/content/globals/PrivacyNote/defaults'
import { reviewEmailCopy, reviewPageCopy } from '@/reviews/globals/ReviewCopy/defaults'
import { withAdvisoryLock } from '@/db/advisory-lock'

import { locations } from './data/locations'
import { appPackages, websitePackages } from './data/packages'
import { appDevelopmentPage, homePage, websiteDesignPage } from './data/pages'
import { reviews } from './data/reviews'
import { services } from './data/services'
import { footer, header, sharedSections, siteSettings } from './data/site'

const context = { disableRevalidate: true }
// Any fixed number: the lock keeps concurrent starts (build workers, instances) from seeding twice.
const SEED_LOCK_KEY = 4_803_152
const DAY_MS = 24 * 60 * 60 * 1000

export type Seed<T> = Omit<T, 'id' | 'createdAt' | 'updatedAt'>

/** Each document with the natural key that finds it again. */
const documents = <T extends CollectionSlug>(
  collection: T,
  items: Seed<DataFromCollectionSlug<T>>[],
  key: (item: Seed<DataFromCollectionSlug<T>>) => Where,
) => items.map((data) => ({ collection, data, where: key(data) }))

const seededDocuments = () => [
  ...documents('services', services, ({ title }) => ({ title: { equals: title } })),
  ...documents('locations', locations, ({ title }) => ({ title: { equals: title } })),
  ...documents('packages', [...websitePackages, ...appPackages], ({ category, name }) => ({
    category: { equals: category },
    name: { equals: name },
  })),
  ...documents(
    'reviews',
    // Dated relative to the day of seeding so a fresh site does not show years-old reviews.
    reviews.map(({ daysAgo, ...review }) => ({
      ...review,
      reviewDate: new Date(Date.now() - daysAgo * DAY_MS).toISOString(),
      source: 'owner' as const,
    })),
    ({ reviewerName, business }) => ({
      reviewerName: { equals: reviewerName },
      business: { equals: business },
    }),
  ),
]

const globals: { [T in GlobalSlug]?: Seed<DataFromGlobalSlug<T>> } = {
  header,
  footer,
  'shared-sections': sharedSections,
  'form-copy': { contactForm: contactFormCopy, packageForm: packageFormCopy },
  'review-copy': { email: reviewEmailCopy, page: reviewPageCopy },
  'home-page': homePage,
  'website-design-page': websiteDesignPage,
  'app-development-page': appDevelopmentPage,
  'privacy-note': privacyNoteDefaults,
  // Last, so a saved site-settings global means a seed once ran to the end (seedIfEmpty).
  'site-settings': siteSettings,
}

async function isGlobalSaved(payload: Payload, slug: GlobalSlug) {
  const stored = await payload.db.findGlobal({ slug })
  return Boolean(stored && 'id' in stored && stored.id)
}

/** Safe to run again: it adds no duplicates and keeps every edit. */
export async function seed(payload: Payload): Promise<{ created: number }> {
  return withAdvisoryLock(payload, SEED_LOCK_KEY, async () => {
    let created = 0
    for (const { collection, data, where } of seededDocuments()) {
      if ((await payload.count({ collection, where, overrideAccess: true })).totalDocs > 0) continue
      await payload.create({
        collection,
        data: { ...data, _status: 'published' } as never,
        context,
        overrideAccess: true,
      })
      created += 1
    }
    for (const [slug, data] of Object.entries(globals) as [GlobalSlug, object][]) {
      if (await isGlobalSaved(payload, slug)) continue
      await payload.updateGlobal({
        slug,
        data: { ...data, _status: 'published' } as never,
        context,
        overrideAccess: true,
      })
      created += 1
    }
    if (created > 0) payload.logger.info(`Seed: added ${created} documents and globals`)
    return { created }
  })
}

/** Only on a never-seeded database, so a restart does not bring back content the owner deleted. */
export async function seedIfEmpty(payload: Payload): Promise<void> {
  if (await isGlobalSaved(payload, 'site-settings')) return
  await seed(payload)
}
