/** Gzip size of the JavaScript each public page loads before any interaction. */
import { gzipSync } from 'node:zlib'

import { benchServer, publicPages } from './stack'

export async function firstLoadJs(baseURL: string) {
  const rows: Array<{ page: string; scripts: number; gzipKB: number }> = []
  for (const page of publicPages) {
    const html = await (await fetch(baseURL + page)).text()
    const sources = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]))]
    let bytes = 0
    for (const source of sources) {
      const body = Buffer.from(await (await fetch(new URL(source, baseURL))).arrayBuffer())
      bytes += gzipSync(body).length
    }
    const inline = [...html.matchAll(/<script(?![^>]*src=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]).join('')
    bytes += gzipSync(Buffer.from(inline)).length
    rows.push({ page, scripts: sources.length, gzipKB: Math.round((bytes / 1024) * 10) / 10 })
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
