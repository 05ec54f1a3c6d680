import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'

import { serverEnv } from '@/config/env'

import { clearSharedPages, sharedPagesGeneration } from './redis-page-cache'

/**
 * The pages and data Next keeps outlive the server that rendered them: in the build folder, and in Redis with
 * several instances. Each published change and each restore gives the database's content a new generation
 * id, kept in Payload's key-value store. A start whose caches were filled from another generation (a
 * restored backup, another database, the build's own database, or edits whose expiries Next kept only in
 * the stopped server's memory) drops them first, so its first page view is rendered from its database.
 */

const generationKey = 'content-generation'

type Generation = { id: string }

/** Marks the database's content as changed: caches filled before are dropped at the next start. */
export async function startContentGeneration(payload: Payload) {
  const id = randomUUID()
  await payload.kv.set(generationKey, { id } satisfies Generation)
  return id
}

async function contentGeneration(payload: Payload) {
  return (
    (await payload.kv.get<Generation>(generationKey))?.id ?? (await startContentGeneration(payload))
  )
}

const markerFile = () => path.join(serverEnv().NEXT_DIST_DIR, 'content-generation')

function diskGeneration() {
  try {
    return fs.readFileSync(markerFile(), 'utf8').trim()
  } catch {
    return undefined
  }
}

/**
 * Removes a file or folder that another server on the same build folder may be writing into. Removed in
 * place, a folder that gains a file meanwhile fails the removal (ENOTEMPTY) and with it this server's
 * start; moved aside first, in one step, it takes no new files, which then land in a folder of their own.
 */
function dropTree(target: string) {
  const aside = `${target}.dropped-${randomUUID()}`
  try {
    fs.renameSync(target, aside)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
    throw error
  }
  fs.rmSync(aside, { recursive: true, force: true })
}

/**
 * Next's copies in the build folder: pages rendered by a server, cached query results, and the routes the
 * build prerendered (named by Next's prerender manifest), which Next renders again when asked for.
 */
function clearDiskPages(generation: string) {
  const distDir = serverEnv().NEXT_DIST_DIR
  dropTree(path.join(distDir, 'server', 'route-cache'))
  dropTree(path.join(distDir, 'cache', 'fetch-cache'))
  const manifest = path.join(distDir, 'prerender-manifest.json')
  if (fs.existsSync(manifest)) {
    const { routes } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as {
      routes: Record<string, unknown>
    }
    for (const route of Object.keys(routes)) {
      const base = path.join(distDir, 'server', 'app', route === '/' ? 'index' : route)
      for (const suffix of ['.html', '.rsc', '.meta', '.body', '.segments'])
        dropTree(`${base}${suffix}`)
    }
  }
  if (fs.existsSync(distDir)) fs.writeFileSync(markerFile(), generation)
}

/** Drops every cached page and query result, in the build folder and in Redis, and marks them as of this generation. */
export async function clearRenderedPages(generation: string) {
  clearDiskPages(generation)
  await clearSharedPages(generation)
}

/** At a server's start, before its first request: drops the caches filled from other content than its database's. */
export async function dropPagesOfOtherContent(payload: Payload) {
  const generation = await contentGeneration(payload)
  if (diskGeneration() !== generation) clearDiskPages(generation)
  try {
    if (serverEnv().REDIS_URL && (await sharedPagesGeneration()) !== generation)
      await clearSharedPages(generation)
  } catch (error) {
    payload.logger.warn({
      err: error,
      msg: 'Could not check the shared page cache against the database: it may serve pages of other content until an edit',
    })
  }
}
