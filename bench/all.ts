/**
 * `npm run bench`: every benchmark against one production server; `npm run bench -- <name>` runs one of them
 * alone (the names below), as its own file does when run directly.
 */
import { spawnSync } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'

import { emailDrain, emailDrainSmtp } from './email-drain'
import { firstLoadJs } from './first-load-js'
import { leadIntake, leadIntakeEnv } from './lead-intake'
import { lighthouseScores } from './lighthouse'
import { benchServer } from './stack'
import { loadTool, throughput } from './throughput'
import { visitsBurst } from './visits-burst'

const alone: Record<string, string> = {
  lighthouse: 'lighthouse.ts',
  js: 'first-load-js.ts',
  throughput: 'throughput.ts',
  intake: 'lead-intake.ts',
  email: 'email-drain.ts',
  visits: 'visits-burst.ts',
  // Not part of the whole run: it starts the several-instance stack behind Caddy.
  'multi-instance': 'multi-instance.ts',
}

const [name, ...rest] = process.argv.slice(2)
if (name) {
  const file = alone[name]
  if (!file) {
    console.error(`usage: npm run bench [-- ${Object.keys(alone).join(' | ')}]`)
    process.exit(2)
  }
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, file), ...rest],
    { stdio: 'inherit' },
  )
  process.exit(run.status ?? 1)
}

// Other work on the machine skews every figure: print the load next to each one.
const load = () =>
  `load average ${os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')} on ${os.cpus().length} cores`

// The server sends its lead emails to a local SMTP server, so the email drain measures real sends.
const smtp = await emailDrainSmtp()
const server = await benchServer({ ...leadIntakeEnv, ...smtp.env })
try {
  console.log(
    `\n1. Lighthouse, mobile defaults, median (lowest-highest) of each page's runs (${load()})`,
  )
  console.table(await lighthouseScores(server.baseURL))
  console.log(`\n1b. The same with throttling applied (devtools) instead of simulated (${load()})`)
  console.table(await lighthouseScores(server.baseURL, 'devtools'))
  console.log(`\n2. First-load JavaScript (gzip), the site's own share, HTML size (${load()})`)
  console.table(await firstLoadJs(server.baseURL))
  console.log(
    `\n3. Cached / against plain next start and nginx serving the same HTML, load from ${loadTool} (${load()})`,
  )
  console.table(await throughput(server))
  // Before the intake run, whose thousands of leads would leave their own email backlog behind.
  console.log(`\n4. Draining 1,000 queued lead emails to SMTP on 127.0.0.1 (${load()})`)
  if (process.env.BENCH_URL)
    console.log(
      'skipped: needs a server started by the benchmark, which sends to its own SMTP server',
    )
  else console.table(await emailDrain(server.baseURL, server.databaseUri!, smtp))
  console.log(`\n5. Lead intake, POST /api/contact (${load()})`)
  if (server.databaseUri)
    console.table(await leadIntake(server.baseURL, server.databaseUri, smtp.count))
  else console.log('skipped: set BENCH_DATABASE_URI with BENCH_URL so stored rows can be counted')
  console.log(`\n6. 100 page-view beacons at once beside a health check and a lead (${load()})`)
  console.table(await visitsBurst(server.baseURL))
} finally {
  await server.stop()
  await smtp.close()
}
