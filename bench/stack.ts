import path from 'node:path'

import { startProductionStack } from '../scripts/lib/production-stack'

/**
 * The server a benchmark measures: BENCH_URL when given (a site you started yourself), otherwise a
 * production build on an embedded database of its own (`.data/bench`, build in `.next-bench`; set
 * BENCH_REUSE_BUILD=1 to skip the build when one exists). The server measured is a second one on the seeded
 * database, as after a deploy: the first start's migrations and seed stay in its own process, which answered
 * cached pages more slowly (docs/benchmarks.md).
 */
export async function benchServer(env: Record<string, string> = {}) {
  if (process.env.BENCH_URL)
    return {
      baseURL: process.env.BENCH_URL.replace(/\/$/, ''),
      databaseUri: process.env.BENCH_DATABASE_URI,
      stop: async () => {},
    }
  return startProductionStack({
    port: Number(process.env.BENCH_PORT ?? 3500),
    postgresPort: Number(process.env.BENCH_POSTGRES_PORT ?? 15920),
    dataDir: path.resolve('.data/bench'),
    distDir: benchDistDir,
    reuseBuild: process.env.BENCH_REUSE_BUILD === '1',
    log: (line) => console.error(`[bench] ${line}`),
    env,
    restartAfterSeed: true,
  })
}

export const benchDistDir = '.next-bench'

export const publicPages = ['/', '/website-design', '/app-development']
