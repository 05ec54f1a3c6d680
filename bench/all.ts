/** Every benchmark against one production server: `npm run bench`. */
import os from 'node:os'

import { firstLoadJs } from './first-load-js'
import { leadIntake, leadIntakeEnv } from './lead-intake'
import { lighthouseScores } from './lighthouse'
import { benchServer } from './stack'
import { throughput } from './throughput'

// Other work on the machine skews every figure: print the load next to each one.
const load = () => `load average ${os.loadavg().map((value) => value.toFixed(2)).join(' ')} on ${os.cpus().length} cores`

const server = await benchServer(leadIntakeEnv)
try {
  console.log(`\n1. Lighthouse, mobile defaults, median (lowest-highest) of each page's runs (${load()})`)
  console.table(await lighthouseScores(server.baseURL))
  console.log(`\n2. First-load JavaScript (gzip), the site's own share, HTML size (${load()})`)
  console.table(await firstLoadJs(server.baseURL))
  console.log(`\n3. Cached / against nginx serving the same HTML (${load()})`)
  console.table(await throughput(server.baseURL))
  console.log(`\n4. Lead intake, POST /api/contact (${load()})`)
  if (server.databaseUri) console.table(await leadIntake(server.baseURL, server.databaseUri))
  else console.log('skipped: set BENCH_DATABASE_URI with BENCH_URL so stored rows can be counted')
} finally {
  await server.stop()
}
