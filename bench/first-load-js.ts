/**
 * Gzip size of the JavaScript each public page loads before any interaction, the site's own share of it and
 * the HTML's size, against the budgets (see scripts/lib/first-load-js.ts for what is counted).
 */
import { firstLoadBudget, frameworkChunks, measureFirstLoad } from '../scripts/lib/first-load-js'
import { benchDistDir, benchServer, publicPages } from './stack'

const kilobytes = (bytes: number | undefined) =>
  bytes === undefined ? 'n/a' : Math.round((bytes / 1024) * 10) / 10

export async function firstLoadJs(baseURL: string) {
  const framework = process.env.BENCH_URL ? undefined : frameworkChunks(benchDistDir)
  const rows = []
  for (const page of publicPages) {
    const load = await measureFirstLoad(baseURL, page, framework)
    rows.push({
      page,
      scripts: load.scripts,
      [`first-load JS KB (max ${firstLoadBudget.totalKB})`]: kilobytes(load.totalGzipBytes),
      'framework KB': kilobytes(load.frameworkGzipBytes),
      [`site's own KB (max ${firstLoadBudget.ownKB})`]: kilobytes(load.ownGzipBytes),
      'inline RSC payload KB': kilobytes(load.inlineGzipBytes),
      [`HTML KB (max ${firstLoadBudget.htmlKB} on /)`]: kilobytes(load.htmlBytes),
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
