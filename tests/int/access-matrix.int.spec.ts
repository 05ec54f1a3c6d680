import { randomBytes } from 'node:crypto'
import { Forbidden, type CollectionSlug, type GlobalSlug, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'

import {
  collectionMatrix,
  globalMatrix,
  operations,
  roles,
  versionMatrix,
  versionOperations,
  type Cell,
  type Operation,
  type Role,
  type VersionOperation,
} from '../helpers/access-matrix'
import { createTestAccount } from './helpers/accounts'
import { getTestPayload } from './helpers/test-payload'

let payload: Payload
const users: Record<Role, User | undefined> = {
  anonymous: undefined,
  staff: undefined,
  owner: undefined,
}

const unique = () => randomBytes(4).toString('hex')

/** A valid new document for each collection, made fresh for every create and delete. */
async function sample(collection: string): Promise<Record<string, unknown>> {
  const clone = async (slug: CollectionSlug, key: string) => {
    const { docs } = await payload.find({ collection: slug, limit: 1, depth: 0 })
    // Array rows keep their own ids; a copy must not reuse them.
    const data = JSON.parse(
      JSON.stringify(docs[0], (name, value) =>
        ['id', 'createdAt', 'updatedAt'].includes(name) ? undefined : value,
      ),
    )
    return { ...data, [key]: `${String(data[key])} ${unique()}` }
  }
  switch (collection) {
    case 'users':
      return {
        email: `user-${unique()}@example.com`,
        username: `user-${unique()}`,
        password: 'Snook-tarpon-redfish-7',
        role: 'staff',
      }
    case 'services':
    case 'locations':
      return clone(collection, 'title')
    case 'packages':
      return clone(collection, 'name')
    case 'reviews':
      return clone(collection, 'reviewerName')
    case 'contact-submissions':
      return {
        name: 'Matrix Visitor',
        email: 'visitor@example.com',
        message: 'Hello',
        agreeToContact: true,
      }
    case 'package-purchases':
      return {
        packageName: 'Starter Website',
        customerName: 'Matrix Visitor',
        email: 'visitor@example.com',
      }
    case 'lead-attachments':
      return { originalName: `note-${unique()}.txt` }
    case 'payload-jobs':
      return {
        taskSlug: 'sendLeadEmail',
        input: { collection: 'contact-submissions', leadId: 'none', kind: 'notification' },
      }
    case 'site-notices':
      return {
        key: `matrix:${unique()}`,
        to: 'owner@example.com',
        subject: 'A notice',
        text: 'A notice',
        html: '<p>A notice</p>',
      }
    case 'site-health-checks':
      return { check: 'disk' }
    case 'site-visits':
      return { day: '2026-11-26', route: '/', source: `matrix-${unique()}`, views: 1, visitors: 1 }
    default:
      throw new Error(`no sample for ${collection}`)
  }
}

// Content hooks expire Next's cache, which does not exist outside a Next server. A fresh object each time:
// Payload keeps per-operation state in the context it is given.
const context = { disableRevalidate: true }
const freshContext = () => ({ disableRevalidate: true })

const textFile = () => {
  const data = Buffer.from(`A note ${unique()}\n`)
  return { data, mimetype: 'text/plain', name: `note-${unique()}.txt`, size: data.length }
}

const createDirectly = async (collection: string) => {
  // A check has one row (its name is unique): the row an earlier case made goes first.
  if (collection === 'site-health-checks')
    await payload.delete({ collection, where: { check: { equals: 'disk' } }, overrideAccess: true })
  return payload.create({
    collection: collection as CollectionSlug,
    data: (await sample(collection)) as never,
    overrideAccess: true,
    context,
    ...(collection === 'lead-attachments' ? { file: textFile() } : {}),
  })
}

/** 'allow' when the operation ran, 'deny' when Payload refused it, 'own' when a read returned only the caller. */
async function attempt(collection: string, operation: Operation, role: Role): Promise<Cell> {
  const user = users[role]
  const as = { overrideAccess: false, user, context } as const
  try {
    const slug = collection as CollectionSlug
    if (operation === 'create') {
      const file = collection === 'lead-attachments' ? { file: textFile() } : {}
      await payload.create({
        collection: slug,
        data: (await sample(collection)) as never,
        ...file,
        ...as,
      })
    }
    if (operation === 'read') {
      const { docs } = await payload.find({ collection: slug, depth: 0, limit: 100, ...as })
      if (collection === 'users' && docs.length === 1 && user && docs[0].id === user.id)
        return 'own'
    }
    if (operation === 'update' || operation === 'delete') {
      const target =
        collection === 'users' && role === 'staff'
          ? [user!, await createDirectly(collection)]
          : [await createDirectly(collection)]
      const results: Cell[] = []
      for (const doc of target) {
        try {
          if (operation === 'update')
            await payload.update({ collection: slug, id: doc.id, data: {}, ...as })
          else await payload.delete({ collection: slug, id: doc.id, ...as })
          results.push('allow')
        } catch (error) {
          if (!(error instanceof Forbidden)) throw error
          results.push('deny')
        }
      }
      if (results.length === 2 && results[0] === 'allow' && results[1] === 'deny') return 'own'
      return results[0]
    }
    return 'allow'
  } catch (error) {
    if (error instanceof Forbidden) return 'deny'
    throw error
  }
}

async function attemptGlobal(slug: string, operation: Operation, role: Role): Promise<Cell> {
  const as = { overrideAccess: false, user: users[role], context } as const
  try {
    if (operation === 'read') await payload.findGlobal({ slug: slug as GlobalSlug, ...as })
    if (operation === 'update')
      await payload.updateGlobal({ slug: slug as GlobalSlug, data: {}, ...as })
    return 'allow'
  } catch (error) {
    if (error instanceof Forbidden) return 'deny'
    throw error
  }
}

const denied = async (work: () => Promise<unknown>): Promise<Cell> => {
  try {
    await work()
    return 'allow'
  } catch (error) {
    if (error instanceof Forbidden) return 'deny'
    throw error
  }
}

/** A content document that is published, then has an unpublished draft on top and two versions to restore. */
async function documentWithDraft(collection: CollectionSlug) {
  const doc = await payload.create({
    collection,
    data: { ...(await sample(collection)), _status: 'published' } as never,
    overrideAccess: true,
    context: freshContext(),
  })
  await payload.update({
    collection,
    id: doc.id,
    data: {},
    draft: true,
    overrideAccess: true,
    context: freshContext(),
  })
  const { docs } = await payload.findVersions({
    collection,
    where: { parent: { equals: doc.id } },
    sort: 'createdAt',
    overrideAccess: true,
  })
  return { id: doc.id, firstVersion: docs[0].id }
}

async function attemptVersion(
  collection: CollectionSlug,
  operation: VersionOperation,
  role: Role,
): Promise<Cell> {
  const as = { overrideAccess: false, user: users[role], context: freshContext() } as const
  const { id, firstVersion } = await documentWithDraft(collection)
  switch (operation) {
    case 'readDrafts': {
      const { docs } = await payload.find({
        collection,
        where: { id: { equals: id } },
        draft: true,
        ...as,
      })
      return (docs[0] as { _status?: string } | undefined)?._status === 'draft' ? 'allow' : 'deny'
    }
    case 'readVersions':
      return denied(() => payload.findVersions({ collection, limit: 1, ...as }))
    case 'saveDraft':
      return denied(() => payload.update({ collection, id, data: {}, draft: true, ...as }))
    case 'publish':
      return denied(() =>
        payload.update({ collection, id, data: { _status: 'published' } as never, ...as }),
      )
    case 'restore':
      return denied(() => payload.restoreVersion({ collection, id: firstVersion, ...as }))
  }
}

async function attemptGlobalVersion(
  slug: GlobalSlug,
  operation: VersionOperation,
  role: Role,
): Promise<Cell> {
  const as = { overrideAccess: false, user: users[role], context: freshContext() } as const
  await payload.updateGlobal({
    slug,
    data: {},
    draft: true,
    overrideAccess: true,
    context: freshContext(),
  })
  switch (operation) {
    case 'readDrafts': {
      const doc = (await payload.findGlobal({ slug, draft: true, ...as })) as { _status?: string }
      return doc._status === 'draft' ? 'allow' : 'deny'
    }
    case 'readVersions':
      return denied(() => payload.findGlobalVersions({ slug, limit: 1, ...as }))
    case 'saveDraft':
      return denied(() => payload.updateGlobal({ slug, data: {}, draft: true, ...as }))
    case 'publish':
      return denied(() =>
        payload.updateGlobal({ slug, data: { _status: 'published' } as never, ...as }),
      )
    case 'restore': {
      const { docs } = await payload.findGlobalVersions({
        slug,
        sort: 'createdAt',
        limit: 1,
        overrideAccess: true,
      })
      return denied(() => payload.restoreGlobalVersion({ slug, id: docs[0].id, ...as }))
    }
  }
}

beforeAll(async () => {
  payload = await getTestPayload()
  users.owner = await createTestAccount(payload, 'owner')
  users.staff = await createTestAccount(payload, 'staff')
})

afterAll(async () => {
  await payload.destroy()
})

describe('the access matrix through the Local API (overrideAccess: false)', () => {
  for (const [collection, byRole] of Object.entries(collectionMatrix)) {
    for (const role of roles) {
      for (const operation of operations) {
        const expected = byRole[role][operation]
        it(`${collection}: ${role} ${operation} → ${expected}`, async () => {
          expect(await attempt(collection, operation, role)).toBe(expected)
        })
      }
    }
  }

  for (const [slug, byRole] of Object.entries(globalMatrix)) {
    for (const role of roles) {
      for (const operation of ['read', 'update'] as const) {
        const expected = byRole[role][operation]
        it(`global ${slug}: ${role} ${operation} → ${expected}`, async () => {
          expect(await attemptGlobal(slug, operation, role)).toBe(expected)
        })
      }
    }
  }

  for (const [kind, slugs] of Object.entries(versionMatrix)) {
    for (const [slug, byRole] of Object.entries(slugs)) {
      for (const role of roles) {
        for (const operation of versionOperations) {
          const expected = byRole[role][operation]
          it(`versions of ${slug}: ${role} ${operation} → ${expected}`, async () => {
            const actual =
              kind === 'globals'
                ? await attemptGlobalVersion(slug as GlobalSlug, operation, role)
                : await attemptVersion(slug as CollectionSlug, operation, role)
            expect(actual).toBe(expected)
          })
        }
      }
    }
  }

  it('covers drafts and history of every versioned collection and global', () => {
    const versioned = (entities: Array<{ slug: string; versions?: unknown }>) =>
      entities
        .filter((entity) => entity.versions)
        .map((entity) => entity.slug)
        .sort()
    expect(versioned(payload.config.collections)).toEqual(
      Object.keys(versionMatrix.collections).sort(),
    )
    expect(versioned(payload.config.globals)).toEqual(Object.keys(versionMatrix.globals).sort())
  })

  it('covers every collection and global the site has, so a new one cannot slip in unreviewed', () => {
    const internal = [
      'payload-locked-documents',
      'payload-preferences',
      'payload-migrations',
      'payload-kv',
    ]
    const configured = payload.config.collections
      .map((collection) => collection.slug)
      .filter((slug) => !internal.includes(slug))
    expect(configured.sort()).toEqual(Object.keys(collectionMatrix).sort())
    expect(payload.config.globals.map((global) => global.slug).sort()).toEqual(
      Object.keys(globalMatrix).sort(),
    )
  })
})
