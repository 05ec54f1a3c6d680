import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

/**
 * What a page costs a phone before any interaction: every `<script src>` of its HTML, gzipped, without the
 * `nomodule` polyfills (no browser that runs the site loads them). The framework's share is the chunks that
 * every App Router page loads (the build manifest's `rootMainFiles`: React, the router, Turbopack's
 * runtime); the rest is the site's own code and the libraries it brings. The inline scripts, which carry the
 * React Server Components payload, are counted apart; the JSON-LD block is not JavaScript.
 */
export type FirstLoad = {
  page: string
  htmlBytes: number
  scripts: number
  totalGzipBytes: number
  frameworkGzipBytes: number | undefined
  ownGzipBytes: number | undefined
  inlineGzipBytes: number
}

export function frameworkChunks(distDir: string): Set<string> | undefined {
  const manifest = path.join(distDir, 'build-manifest.json')
  if (!fs.existsSync(manifest)) return undefined
  const { rootMainFiles } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as {
    rootMainFiles: string[]
  }
  return new Set(rootMainFiles.map((file) => `/_next/${file}`))
}

export async function measureFirstLoad(
  baseURL: string,
  page: string,
  framework?: Set<string>,
): Promise<FirstLoad> {
  const html = await (await fetch(baseURL + page)).text()
  const tags = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map(
    ([, attributes, body]) => ({ attributes, body }),
  )
  const sources = [
    ...new Set(
      tags
        .filter((tag) => !/nomodule/i.test(tag.attributes))
        .flatMap((tag) => /\ssrc="([^"]+)"/.exec(tag.attributes)?.[1] ?? []),
    ),
  ]
  let totalGzipBytes = 0
  let frameworkGzipBytes = 0
  for (const source of sources) {
    const bytes = gzipSync(
      Buffer.from(await (await fetch(new URL(source, baseURL))).arrayBuffer()),
    ).length
    totalGzipBytes += bytes
    if (framework?.has(new URL(source, baseURL).pathname)) frameworkGzipBytes += bytes
  }
  const inline = tags
    .filter((tag) => !/\ssrc=|application\/ld\+json/.test(tag.attributes))
    .map((tag) => tag.body)
    .join('')
  return {
    page,
    htmlBytes: Buffer.byteLength(html),
    scripts: sources.length,
    totalGzipBytes,
    frameworkGzipBytes: framework ? frameworkGzipBytes : undefined,
    ownGzipBytes: framework ? totalGzipBytes - frameworkGzipBytes : undefined,
    inlineGzipBytes: gzipSync(Buffer.from(inline)).length,
  }
}

/** Budgets: the whole first load of a page and the site's own part of it (gzip), and the HTML of `/` (the benchmark reports it). */
export const firstLoadBudget = { totalKB: 150, ownKB: 20, htmlKB: 60 }
