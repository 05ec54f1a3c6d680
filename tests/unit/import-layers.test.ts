import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * The folders of src/ from the bottom up: a module imports from its own layer or below, never above, so a
 * domain folder can be read (and tested) without the ones built on it. docs/architecture.md names them.
 */
const layers: string[][] = [
  ['lib', 'config', 'payload-types'],
  ['db', 'redis', 'http', 'rate-limit', 'email', 'cache', 'seo', 'notices', 'health'],
  ['users', 'access'],
  ['content', 'globals', 'backup'],
  ['leads'],
  ['reviews', 'visits'],
  ['site-health', 'weekly-summary'],
  ['jobs', 'collections'],
  ['server', 'components', 'app', 'seed', 'proxy', 'instrumentation'],
]

const src = path.resolve(__dirname, '../../src')
/** A top-level name's layer, a file's without its extension; -1 for a name no layer holds. */
const layerOf = (topLevel: string) =>
  layers.findIndex((layer) => layer.includes(topLevel.replace(/\.(ts|tsx|mjs)$/, '')))

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [full] : []
  })
}

/** The top-level folder (or file) of src/ that an import names, or undefined for a package. */
function importedTopLevel(file: string, specifier: string): string | undefined {
  if (specifier.startsWith('@/')) return specifier.slice(2).split('/')[0]
  if (!specifier.startsWith('.')) return undefined
  const relative = path.relative(src, path.resolve(path.dirname(file), specifier))
  return relative.startsWith('..') ? undefined : relative.split(path.sep)[0]
}

const topLevelOf = (file: string) => path.relative(src, file).split(path.sep)[0]

describe('the layers of src/', () => {
  const files = sourceFiles(src)

  it('place every top-level folder and file of src/', () => {
    const unplaced = fs.readdirSync(src).filter((name) => layerOf(name) < 0)
    expect(unplaced).toEqual([])
  })

  it('are never imported upwards', () => {
    const upward: string[] = []
    for (const file of files) {
      const from = topLevelOf(file)
      const text = fs.readFileSync(file, 'utf8')
      for (const match of text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)) {
        const to = importedTopLevel(file, match[1])
        if (to && to !== from && layerOf(to) > layerOf(from))
          upward.push(`${path.relative(src, file)} imports ${match[1]}`)
      }
    }
    expect(upward).toEqual([])
  })

  it('finds the upward import it is there to refuse', () => {
    const from = layerOf('leads')
    expect(layerOf('reviews')).toBeGreaterThan(from)
    expect(layerOf('server')).toBeGreaterThan(from)
    expect(
      importedTopLevel(path.join(src, 'leads/email/email-ref.ts'), '../../reviews/constants'),
    ).toBe('reviews')
    expect(
      importedTopLevel(path.join(src, 'leads/email/email-ref.ts'), '@/reviews/constants'),
    ).toBe('reviews')
  })
})

/** Drizzle, imported or reached through Payload's adapter: SQL written by hand. */
const drizzleUse =
  /from\s*['"](?:drizzle-orm|@payloadcms\/drizzle|@payloadcms\/db-postgres\/drizzle)[^'"]*['"]|import\s*{[^}]*\bsql\b[^}]*}\s*from\s*['"]@payloadcms\/db-postgres['"]|\.drizzle\b|transactionDrizzle/

describe('SQL written by hand', () => {
  it('lives in src/db/ only', () => {
    const db = path.join(src, 'db') + path.sep
    const outside = sourceFiles(src)
      .filter((file) => !file.startsWith(db) && drizzleUse.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(src, file))
    expect(outside).toEqual([])
  })

  it('finds the uses it is there to refuse', () => {
    for (const use of [
      "import { and, eq } from '@payloadcms/db-postgres/drizzle'",
      "import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'",
      "import { sql } from 'drizzle-orm'",
      'await adapter.drizzle.execute(statement)',
      'const db = await transactionDrizzle(payload, req)',
    ])
      expect(use).toMatch(drizzleUse)
    expect("import type { PostgresAdapter } from '@payloadcms/db-postgres'").not.toMatch(drizzleUse)
  })
})
