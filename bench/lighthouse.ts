/**
 * Lighthouse (mobile defaults) on each public page and on its floor (the same HTML without scripts,
 * bench/script-free-floor.ts), in alternation in one run and the same Chromium the tests use, with simulated
 * and with applied throttling: the median of several runs of each, as one run on a shared machine says little.
 * The targets (lighthouseTargets) are against the floor of the same run, as figures from different runs of a
 * shared machine do not compare (docs/benchmarks.md).
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { chromiumArgs, chromiumPath } from '../scripts/lib/chromium'
import { scriptFreeFloor } from './script-free-floor'
import { benchServer, publicPages } from './stack'

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5)
export const lighthouseTargets = { performance: 98, lcpToFloor: 1.25 }

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
const spread = (values: number[], digits = 0) => {
  const round = (value: number) => Number(value.toFixed(digits))
  return `${round(median(values))} (${round(Math.min(...values))}-${round(Math.max(...values))})`
}

type Run = {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcp: number
  tbt: number
  cls: number
}

/**
 * `simulate` is Lighthouse's default: it loads the page at full speed and computes the metrics for a slow
 * phone from that load. `devtools` slows the browser's network and CPU for real while it loads, which shows
 * what the page waits for on such a phone.
 */
export type Throttling = 'simulate' | 'devtools'

async function measure(
  port: number,
  url: string,
  throttlingMethod: Throttling,
  label: string,
): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    throttlingMethod,
  })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { categories, audits } = result.lhr
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
  const failing = Object.values(categories)
    .flatMap((category) => category.auditRefs)
    .filter((ref) => ref.weight > 0 && (audits[ref.id].score ?? 1) < 1)
    .map((ref) => `${ref.id} (${audits[ref.id].displayValue ?? audits[ref.id].score})`)
  if (failing.length > 0)
    console.error(
      `[lighthouse ${throttlingMethod}] ${label}: below full marks: ${failing.join(', ')}`,
    )
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: audits['largest-contentful-paint'].numericValue ?? 0,
    tbt: audits['total-blocking-time'].numericValue ?? 0,
    cls: audits['cumulative-layout-shift'].numericValue ?? 0,
  }
}

/** Each page and its floor, run after run in alternation, so both see the same state of the machine. */
export async function lighthouseScores(baseURL: string, throttlingMethod: Throttling = 'simulate') {
  const floor = await scriptFreeFloor(baseURL, publicPages)
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...chromiumArgs],
  })
  const rows = []
  try {
    for (const page of publicPages) {
      const ours: Run[] = []
      const floors: Run[] = []
      for (let run = 1; run <= RUNS; run += 1) {
        ours.push(
          await measure(chrome.port, baseURL + page, throttlingMethod, `${page} run ${run}`),
        )
        floors.push(
          await measure(
            chrome.port,
            floor.baseURL + page,
            throttlingMethod,
            `${page} floor run ${run}`,
          ),
        )
      }
      const of = (runs: Run[], key: keyof Run) => runs.map((run) => run[key])
      rows.push({
        page,
        runs: RUNS,
        [`performance (min ${lighthouseTargets.performance})`]: spread(of(ours, 'performance')),
        'LCP ms': spread(of(ours, 'lcp')),
        'floor LCP ms': spread(of(floors, 'lcp')),
        [`LCP / floor (max ${lighthouseTargets.lcpToFloor})`]: Number(
          (median(of(ours, 'lcp')) / median(of(floors, 'lcp'))).toFixed(2),
        ),
        'TBT ms': spread(of(ours, 'tbt')),
        'floor TBT ms': spread(of(floors, 'tbt')),
        CLS: spread(of(ours, 'cls'), 3),
        'a11y / best practices / SEO': `${median(of(ours, 'accessibility'))} / ${median(of(ours, 'bestPractices'))} / ${median(of(ours, 'seo'))}`,
      })
    }
  } finally {
    chrome.kill()
    await floor.close()
  }
  return rows
}

if (process.argv[1] === import.meta.filename) {
  const server = await benchServer()
  try {
    console.log("Simulated throttling (Lighthouse's default):")
    console.table(await lighthouseScores(server.baseURL))
    console.log('With throttling applied (devtools):')
    console.table(await lighthouseScores(server.baseURL, 'devtools'))
  } finally {
    await server.stop()
  }
}
