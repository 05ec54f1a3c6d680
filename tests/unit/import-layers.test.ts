import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * The folders of src/ from the bottom up: the shared platform never imports a feature, and nothing but the
 * routes imports the routes. Features (one folder each) may use one another. docs/architecture.md names them.
 */
const layers: string[][] = [
  ['lib', 'config', 'payload-types'],
  ['db', 'email', 'server/http', 'server/rate-limit'],
  ['server/jobs'],
  [
    'users',
    'content',
    'backup',
    'leads',
    'visits',
    'reviews',
    'notices',
    'site-health',
    'components',
  ],
  ['app', 'server', 'proxy', 'instrumentation'],
]

const root = path.resolve(__dirname, '../..')
const src = path.join(root, 'src')
const config = path.join(root, 'payload.config.ts')

/** A part's layer (a top-level name of src/, a file's without its extension); -1 for one no layer holds. */
const layerOf = (part: string) =>
  layers.findIndex((layer) => layer.includes(part.replace(/\.(ts|tsx|mjs)$/, '')))

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [full] : []
  })
}

const specifiers = (file: string) =>
  [...fs.readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map(
    (match) => match[1],
  )

/** The file an import names, or undefined for a package. */
function resolveImport(file: string, specifier: string): string | undefined {
  if (specifier === '@payload-config') return config
  let base: string
  if (specifier.startsWith('@/')) base = path.join(src, specifier.slice(2))
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(file), specifier)
  else return undefined
  const candidates = ['', '.ts', '.tsx', '.mjs', '/index.ts', '/index.tsx'].map((ext) => base + ext)
  return candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile())
}

/** The part of src/ a file belongs to: its top-level folder, or a sub-folder a layer names apart. */
function partOf(file: string) {
  const [top, sub] = path.relative(src, file).split(path.sep)
  return layerOf(`${top}/${sub}`) >= 0 ? `${top}/${sub}` : top
}

/** Every file payload.config.ts loads, itself included. */
function configClosure(): Set<string> {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const specifier of specifiers(file)) {
      const target = resolveImport(file, specifier)
      if (target && target !== config && target.startsWith(src)) visit(target)
    }
  }
  visit(config)
  return seen
}

describe('the layers of src/', () => {
  const files = sourceFiles(src)

  it('place every top-level folder and file of src/', () => {
    const unplaced = fs.readdirSync(src).filter((name) => layerOf(name) < 0)
    expect(unplaced).toEqual([])
  })

  it('are never imported upwards', () => {
    const upward: string[] = []
    for (const file of files) {
      const from = partOf(file)
      for (const specifier of specifiers(file)) {
        const target = resolveImport(file, specifier)
        if (!target?.startsWith(src)) continue
        const to = partOf(target)
        if (to !== from && layerOf(to) > layerOf(from))
          upward.push(`${path.relative(src, file)} imports ${specifier}`)
      }
    }
    expect(upward).toEqual([])
  })

  it('never load the whole config from a module the config loads (a cycle Payload meets at start)', () => {
    const inCycle = [...configClosure()].filter((file) =>
      specifiers(file).some((specifier) => specifier === '@payload-config'),
    )
    expect(inCycle.map((file) => path.relative(root, file))).toEqual([])
  })

  it('finds the imports it is there to refuse', () => {
    const lead = path.join(src, 'leads/intake/index.ts')
    expect(layerOf('app')).toBeGreaterThan(layerOf('leads'))
    expect(layerOf('leads')).toBeGreaterThan(layerOf('db'))
    expect(resolveImport(lead, '@payload-config')).toBe(config)
    expect(partOf(resolveImport(path.join(src, 'db/pool.ts'), '@/leads/intake')!)).toBe('leads')
    expect(configClosure().has(path.join(src, 'leads/intake/index.ts'))).toBe(false)
  })
})

/** Drizzle or pg's pool, imported or reached through Payload's adapter: SQL written by hand. */
const drizzleUse =
  /from\s*['"](?:drizzle-orm|@payloadcms\/drizzle|@payloadcms\/db-postgres\/drizzle)[^'"]*['"]|import\s*{[^}]*\bsql\b[^}]*}\s*from\s*['"]@payloadcms\/db-postgres['"]|\.drizzle\b|\.pool\.(?:connect|query)\b|transactionDrizzle/

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
      'const client = await payload.db.pool.connect()',
    ])
      expect(use).toMatch(drizzleUse)
    expect("import type { PostgresAdapter } from '@payloadcms/db-postgres'").not.toMatch(drizzleUse)
  })
})
