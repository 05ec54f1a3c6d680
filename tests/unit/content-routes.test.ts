import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { contentSlugs, routesShowing } from '@/content/routes'
import { livePreviewContent, previewContent } from '@/content/versions'

/**
 * A save expires the pages that show its content (src/content/routes.ts), and the admin's Preview opens one
 * of them. Which pages show what is read here from the pages' own source: the content getters each cached
 * page or its section components call (src/content/queries.ts), and those of the layout and the shell every
 * page is rendered in.
 */

const frontend = path.join('src', 'app', '(frontend)')

/** The getters of src/content/queries.ts, by name: the slug each reads. */
function gettersBySlug() {
  const source = fs.readFileSync('src/content/queries.ts', 'utf8')
  return new Map(
    [
      ...source.matchAll(/export const (get\w+) = (?:globalQuery|collectionQuery)\('([\w-]+)'/g),
    ].map(([, getter, slug]) => [getter, slug]),
  )
}

/** The slugs a file reads, and those of the section components it imports (a shared page body). */
function slugsReadBy(file: string): string[] {
  const getters = gettersBySlug()
  const source = fs.readFileSync(file, 'utf8')
  const sections = [...source.matchAll(/from '@\/(components\/sections\/\w+)'/g)].map(
    ([, module]) => `src/${module}.tsx`,
  )
  return [
    ...[...source.matchAll(/\b(get\w+)\(/g)].flatMap(([, name]) =>
      getters.has(name) ? [getters.get(name)!] : [],
    ),
    ...sections.flatMap(slugsReadBy),
  ]
}

/** The pages Next caches: every page without a dynamic segment, by route. */
function cachedPages() {
  return fs
    .readdirSync(frontend, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'page.tsx' && !file.includes('['))
    .map((file) => ({
      route: `/${path.dirname(file)}`.replace(/\/\.$/, '/'),
      file: path.join(frontend, file),
    }))
}

/** The routes whose render reads `slug`: its own page, or the layout and shell around every page. */
function routesReading(slug: string) {
  const everywhere = [
    ...slugsReadBy(path.join(frontend, 'layout.tsx')),
    ...slugsReadBy('src/components/SiteShell.tsx'),
  ]
  return cachedPages()
    .filter(({ file }) => [...everywhere, ...slugsReadBy(file)].includes(slug))
    .map(({ route }) => route)
    .sort()
}

describe('the pages a save of content expires', () => {
  it("finds the site's cached pages and the content each reads", () => {
    expect(
      cachedPages()
        .map(({ route }) => route)
        .sort(),
    ).toEqual(['/', '/app-development', '/privacy', '/website-design'])
    expect(routesReading('packages')).toEqual(['/app-development', '/website-design'])
  })

  it.each(contentSlugs)('are the pages that read it: %s', (slug) => {
    expect([...routesShowing(slug)].sort()).toEqual(routesReading(slug))
  })

  it('include the pages that read content without a table entry of its own (the form copy)', () => {
    const unlisted = [...gettersBySlug().values()].filter((slug) => !contentSlugs.includes(slug))
    expect(unlisted).toContain('form-copy')
    for (const slug of unlisted)
      expect(routesShowing(slug), slug).toEqual(expect.arrayContaining(routesReading(slug)))
  })

  it.each(contentSlugs)("the admin's Preview opens a page that reads it: %s", (slug) => {
    const url = new URL(previewContent(slug)(), 'http://site.test')
    expect(url.pathname).toBe('/api/preview')
    expect(routesReading(slug)).toContain(url.searchParams.get('path'))
  })

  it("the live preview beside the form opens the same page, a package its category's", () => {
    const { url } = livePreviewContent('packages')
    const pathOf = (category: string) =>
      new URL(
        url({ data: { category } } as unknown as Parameters<typeof url>[0]),
        'http://site.test',
      ).searchParams.get('path')
    expect(pathOf('website')).toBe('/website-design')
    expect(pathOf('app')).toBe('/app-development')
  })
})
