/**
 * Lighthouse (mobile defaults) on each public page, in the same Chromium the tests use: the median and the
 * spread (lowest to highest) of several runs, as one run on a shared machine says little.
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { chromiumArgs, chromiumPath } from '../scripts/lib/chromium'
import { benchServer, publicPages } from './stack'

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)
export const lighthouseTargets = { lcpMs: 1500, tbtMs: 100 }

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
const spread = (values: number[], digits = 0) => {
  const round = (value: number) => Number(value.toFixed(digits))
  return `${round(median(values))} (${round(Math.min(...values))}-${round(Math.max(...values))})`
}

type Run = { performance: number; accessibility: number; bestPractices: number; seo: number; lcp: number; tbt: number; cls: number }

/**
 * `simulate` is Lighthouse's default: it loads the page at full speed and computes the metrics for a slow
 * phone from that load. `devtools` slows the browser's network and CPU for real while it loads, which shows
 * what the page waits for on such a phone (on loopback, the simulation may count scripts the first paint did
 * not need: docs/benchmarks.md).
 */
export type Throttling = 'simulate' | 'devtools'

export async function lighthouseScores(baseURL: string, throttlingMethod: Throttling = 'simulate') {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...chromiumArgs],
  })
  const rows = []
  try {
    for (const page of publicPages) {
      const runs: Run[] = []
      for (let run = 0; run < RUNS; run += 1) {
        const result = await lighthouse(baseURL + page, { port: chrome.port, output: 'json', logLevel: 'error', throttlingMethod })
        if (!result) throw new Error(`Lighthouse returned nothing for ${page}`)
        const { categories, audits } = result.lhr
        const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
        const failing = Object.values(categories)
          .flatMap((category) => category.auditRefs)
          .filter((ref) => ref.weight > 0 && (audits[ref.id].score ?? 1) < 1)
          .map((ref) => `${ref.id} (${audits[ref.id].displayValue ?? audits[ref.id].score})`)
        if (failing.length > 0) console.error(`[lighthouse ${throttlingMethod}] ${page} run ${run + 1}: below full marks: ${failing.join(', ')}`)
        runs.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcp: audits['largest-contentful-paint'].numericValue ?? 0,
          tbt: audits['total-blocking-time'].numericValue ?? 0,
          cls: audits['cumulative-layout-shift'].numericValue ?? 0,
        })
      }
      const of = (key: keyof Run) => runs.map((run) => run[key])
      rows.push({
        page,
        runs: RUNS,
        performance: spread(of('performance')),
        [`LCP ms (max ${lighthouseTargets.lcpMs})`]: spread(of('lcp')),
        [`TBT ms (max ${lighthouseTargets.tbtMs})`]: spread(of('tbt')),
        CLS: spread(of('cls'), 3),
        'a11y / best practices / SEO': `${median(of('accessibility'))} / ${median(of('bestPractices'))} / ${median(of('seo'))}`,
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
    console.log('With throttling applied (devtools):')
    console.table(await lighthouseScores(server.baseURL, 'devtools'))
  } finally {
    await server.stop()
  }
}
