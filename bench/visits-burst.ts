/**
 * 100 page-view beacons sent at once beside a health check and a lead, against the production server: how
 * long the check and the lead take without a burst, during the beacons and during the floor's burst, and
 * how long each burst takes to be answered. Each request comes from a loopback address of its own, as
 * separate visitors' requests do.
 */
import { contactBody } from '../scripts/lib/lead-bodies'
import { sendFrom } from '../scripts/lib/send-from'
import { emailDrainSmtp } from './email-drain'
import { leadIntakeEnv } from './lead-intake'
import { benchServer } from './stack'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5)
const BEACONS = 100
const browser =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'

type Sent = { path: string; from: string; body?: unknown; headers?: Record<string, string> }

const send = (baseURL: string, { path, from, body, headers }: Sent) =>
  sendFrom(`${baseURL}${path}`, {
    from,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })

let leads = 0
/** A health check and a lead side by side, as a monitor and a visitor send them. */
async function healthAndLead(baseURL: string) {
  leads += 1
  const [health, lead] = await Promise.all([
    send(baseURL, { path: '/api/health', from: '127.0.0.1' }),
    send(baseURL, {
      path: '/api/contact',
      from: `127.0.2.${leads}`,
      headers: { 'idempotency-key': `burst-${Date.now()}-${leads}`.padEnd(16, '0') },
      body: contactBody({ subject: `Lead ${leads}`, email: `burst-${leads}@example.com` }),
    }),
  ])
  if (health.status !== 200 || lead.status !== 201)
    throw new Error(`health ${health.status}, lead ${lead.status}: ${lead.text.slice(0, 200)}`)
  return { health: Math.round(health.ms), lead: Math.round(lead.ms) }
}

/** 100 requests at once and, sent right after them, a health check and a lead. */
async function underBurst(baseURL: string, requests: (sent: number) => Sent) {
  const started = performance.now()
  const answers = Array.from({ length: BEACONS }, (_, sent) => send(baseURL, requests(sent)))
  const during = await healthAndLead(baseURL)
  const answered = await Promise.all(answers)
  return { during, answered, ms: Math.round(performance.now() - started) }
}

/**
 * The floor, in the same run: the same burst of GET /robots.txt, a static file that touches neither the
 * database nor the visit count. Whatever a request waits behind 100 of those is the server's own.
 */
export async function visitsBurst(baseURL: string) {
  await healthAndLead(baseURL)
  const rows = []
  for (let round = 0; round < ROUNDS; round += 1) {
    const quiet = await healthAndLead(baseURL)
    const beacons = await underBurst(baseURL, (sent) => ({
      path: '/api/visit',
      from: `127.1.${round}.${sent + 1}`,
      headers: { 'user-agent': browser, 'accept-language': 'en-US' },
      body: { path: '/', utmSource: 'burst' },
    }))
    const floor = await underBurst(baseURL, (sent) => ({
      path: '/robots.txt',
      from: `127.2.${round}.${sent + 1}`,
    }))
    rows.push({
      'health ms: quiet / beacons / floor': `${quiet.health} / ${beacons.during.health} / ${floor.during.health}`,
      'lead ms: quiet / beacons / floor': `${quiet.lead} / ${beacons.during.lead} / ${floor.during.lead}`,
      'burst answered ms: beacons / floor': `${beacons.ms} / ${floor.ms}`,
      'beacons counted': beacons.answered.filter(({ text }) => text === '{"counted":true}').length,
    })
  }
  return rows
}

if (process.argv[1] === import.meta.filename) {
  // The leads' emails go to an SMTP server on 127.0.0.1, as in `npm run bench`.
  const smtp = await emailDrainSmtp()
  const server = await benchServer({ ...leadIntakeEnv, ...smtp.env })
  try {
    console.table(await visitsBurst(server.baseURL))
  } finally {
    await server.stop()
    await smtp.close()
  }
}
