/**
 * POST /api/contact at a fixed concurrency: throughput, latency, and that every 2xx left a stored lead. Run
 * on its own, it first measures Payload's bare create of the same lead in this process (the Local API on the
 * server's database, at the same concurrency: no route in the product serves a benchmark), and prints both
 * and their ratio.
 */
import { randomBytes } from 'node:crypto'

import autocannon from 'autocannon'
import type { RequiredDataFromCollectionSlug } from 'payload'
import pg from 'pg'

import { contactBody } from '../scripts/lib/lead-bodies'
import { emailDrainSmtp } from './email-drain'
import { benchServer } from './stack'

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 30)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10)

const lead = contactBody({
  name: 'Benchmark Visitor',
  subject: 'Benchmark',
  message: 'A request sent by the lead-intake benchmark.',
})

// Each request from another visitor, as real traffic is: one address would have its confirmations limited.
// Each carries its own Idempotency-Key, as the site's forms send one with every submit.
let sent = 0
const runId = Date.now().toString(36)
const nextRequest = (request: autocannon.Request) => {
  sent += 1
  return {
    ...request,
    headers: { ...request.headers, 'idempotency-key': `bench-${runId}-${sent}`.padEnd(16, '0') },
    body: JSON.stringify({ ...lead, email: `bench-${runId}-${sent}@example.com` }),
  }
}

/** The same lead as the document the intake makes of it, for Payload's create to store as it is. */
const storedLead = {
  ...lead,
  servicesNeeded: JSON.parse(String(lead.servicesNeeded)) as unknown,
  attachments: [],
  desiredDate: `${String(lead.desiredDate)}T12:00:00.000Z`,
  status: 'new',
  notificationEmail: { status: 'queued', attempts: 0 },
  confirmationEmail: { status: 'queued', attempts: 0 },
}
/** Payload's own create of the stored lead, nothing around it, from this process on the server's database. */
async function bareCreate(databaseUri: string) {
  Object.assign(process.env, { DATABASE_URI: databaseUri, JOBS_AUTORUN: 'false' })
  process.env.PAYLOAD_SECRET ??= randomBytes(32).toString('hex')
  const [{ getPayload }, { default: config }] = await Promise.all([
    import('payload'),
    import('@payload-config'),
  ])
  const payload = await getPayload({ config })
  const latencies: number[] = []
  const endAt = Date.now() + DURATION_SECONDS * 1000
  const worker = async () => {
    while (Date.now() < endAt) {
      sent += 1
      const started = performance.now()
      const data = {
        ...storedLead,
        email: `bare-${runId}-${sent}@example.com`,
      } as unknown as RequiredDataFromCollectionSlug<'contact-submissions'>
      await payload.create({
        collection: 'contact-submissions',
        data,
        overrideAccess: true,
        depth: 0,
      })
      latencies.push(performance.now() - started)
    }
  }
  await Promise.all(Array.from({ length: CONNECTIONS }, worker))
  await payload.destroy()
  latencies.sort((a, b) => a - b)
  const at = (share: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))])
  return {
    connections: CONNECTIONS,
    seconds: DURATION_SECONDS,
    'req/s': Math.round(latencies.length / DURATION_SECONDS),
    'p50 ms': at(0.5),
    'p99 ms': at(0.99),
    created: latencies.length,
  }
}

async function countLeads(databaseUri: string) {
  const client = new pg.Client({ connectionString: databaseUri })
  await client.connect()
  const { rows } = await client.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM contact_submissions',
  )
  await client.end()
  return rows[0].count
}

/** `emailsSent` counts what the benchmark's SMTP server accepted: the queue must keep draining meanwhile. */
export async function leadIntake(baseURL: string, databaseUri: string, emailsSent?: () => number) {
  const before = await countLeads(databaseUri)
  const emailsBefore = emailsSent?.() ?? 0
  const result = await autocannon({
    url: `${baseURL}/api/contact`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [{ setupRequest: nextRequest }],
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
  })
  // Requests still in flight when the run stops are cut off by the client, but the server may still store
  // them: wait for those, then every 2xx must have its row and no more rows than requests were cut off.
  await new Promise((resolve) => setTimeout(resolve, 2000))
  const stored = (await countLeads(databaseUri)) - before
  const ok = result['2xx']
  const cutOff = Math.max(0, result.requests.sent - ok - result.non2xx - result.errors)
  return [
    {
      connections: CONNECTIONS,
      seconds: DURATION_SECONDS,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      '2xx': ok,
      'other answers': result.non2xx,
      errors: result.errors,
      'cut off at the end': cutOff,
      'rows added': stored,
      'nothing lost':
        stored < ok
          ? `NO (${ok - stored} missing)`
          : stored - ok > cutOff
            ? `NO (${stored - ok - cutOff} unexplained)`
            : 'yes',
      ...(emailsSent && { 'emails sent meanwhile': emailsSent() - emailsBefore }),
    },
  ]
}

/** The rate limits protect the form from abuse; the benchmark is one client sending far more on purpose. */
export const leadIntakeEnv = {
  LEADS_RATE_LIMIT_MAX: '100000000',
  LEADS_SITE_RATE_LIMIT_CLIENTS: '100000000',
  JOBS_AUTORUN: 'true',
}

if (process.argv[1] === import.meta.filename) {
  // The emails go to an SMTP server on 127.0.0.1 while the leads arrive, as in `npm run bench`.
  const smtp = await emailDrainSmtp({ dedupe: true })
  const server = await benchServer({ ...leadIntakeEnv, ...smtp.env })
  try {
    if (!server.databaseUri)
      throw new Error('set BENCH_DATABASE_URI with BENCH_URL so stored rows can be counted')
    // The bare create first, while the runner has nothing to send; then the intake, its emails sending beside.
    const bare = await bareCreate(server.databaseUri)
    const [intake] = await leadIntake(server.baseURL, server.databaseUri, smtp.count)
    // The runner keeps sending after the run: give it the time to send what was queued, then count repeats.
    await new Promise((resolve) => setTimeout(resolve, 5000))
    console.table({ "Payload's bare create": bare, 'the intake': intake })
    console.log(
      `emails accepted twice by the SMTP server (same recipients and text), ${smtp.count()} accepted in all: ${smtp.sentTwice()}`,
    )
    console.table({
      'intake / bare create': {
        'p50 ratio': Number((intake['p50 ms'] / bare['p50 ms']).toFixed(2)),
        'p99 ratio': Number((intake['p99 ms'] / bare['p99 ms']).toFixed(2)),
        'req/s ratio': Number((intake['req/s'] / bare['req/s']).toFixed(2)),
      },
    })
  } finally {
    await server.stop()
    await smtp.close()
  }
}
