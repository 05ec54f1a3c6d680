/**
 * Gzip size of the JavaScript each public page loads before any interaction. Scripts marked nomodule (Next's
 * polyfills for browsers without ES modules) are left out, as every browser that runs the site skips them;
 * the inline scripts, which carry the React Server Components payload, are shown apart from the code.
 */
import { gzipSync } from 'node:zlib'

import { benchServer, publicPages } from './stack'

export async function firstLoadJs(baseURL: string) {
  const kilobytes = (bytes: number) => Math.round((bytes / 1024) * 10) / 10
  const rows: Array<{ page: string; scripts: number; scriptsGzipKB: number; inlineGzipKB: number; totalGzipKB: number }> = []
  for (const page of publicPages) {
    const html = await (await fetch(baseURL + page)).text()
    const tags = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map(([, attributes, body]) => ({ attributes, body }))
    const sources = [
      ...new Set(
        tags
          .filter((tag) => !/nomodule/i.test(tag.attributes))
          .flatMap((tag) => /\ssrc="([^"]+)"/.exec(tag.attributes)?.[1] ?? []),
      ),
    ]
    let bytes = 0
    for (const source of sources) {
      const body = Buffer.from(await (await fetch(new URL(source, baseURL))).arrayBuffer())
      bytes += gzipSync(body).length
    }
    const inline = tags
      .filter((tag) => !/\ssrc=|application\/ld\+json/.test(tag.attributes))
      .map((tag) => tag.body)
      .join('')
    const inlineBytes = gzipSync(Buffer.from(inline)).length
    rows.push({
      page,
      scripts: sources.length,
      scriptsGzipKB: kilobytes(bytes),
      inlineGzipKB: kilobytes(inlineBytes),
      totalGzipKB: kilobytes(bytes + inlineBytes),
    })
  }
  return rows
}

if (process.argv[1] === import.meta.filename) {
  const server = await benchServer()
  try {
    console.table(await firstLoadJs(server.baseURL))
  } finally {
    await server.stop()
  }
}
