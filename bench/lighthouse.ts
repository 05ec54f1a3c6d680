/** Lighthouse (mobile defaults) on each public page, in the same Chromium the tests use. */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { chromiumArgs, chromiumPath } from '../tests/helpers/chromium'
import { benchServer, publicPages } from './stack'

export async function lighthouseScores(baseURL: string) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...chromiumArgs],
  })
  const rows = []
  try {
    for (const page of publicPages) {
      const result = await lighthouse(baseURL + page, { port: chrome.port, output: 'json', logLevel: 'error' })
      if (!result) throw new Error(`Lighthouse returned nothing for ${page}`)
      const { categories, audits } = result.lhr
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
      const failing = Object.values(categories)
        .flatMap((category) => category.auditRefs)
        .filter((ref) => ref.weight > 0 && (audits[ref.id].score ?? 1) < 1)
        .map((ref) => `${ref.id} (${audits[ref.id].displayValue ?? audits[ref.id].score})`)
      if (failing.length > 0) console.error(`[lighthouse] ${page}: below full marks: ${failing.join(', ')}`)
      rows.push({
        page,
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
        'LCP ms': Math.round(audits['largest-contentful-paint'].numericValue ?? 0),
        CLS: Number((audits['cumulative-layout-shift'].numericValue ?? 0).toFixed(3)),
        'TBT ms': Math.round(audits['total-blocking-time'].numericValue ?? 0),
      })
    }
  } finally {
    chrome.kill()
  }
  return rows
}

if (process.argv[1] === import.meta.filename) {
  const server = await benchServer()
  try {
    console.table(await lighthouseScores(server.baseURL))
  } finally {
    await server.stop()
  }
}
