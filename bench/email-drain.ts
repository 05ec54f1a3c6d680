/**
 * Time for the server's job runner to send 1,000 queued lead emails to an SMTP server on 127.0.0.1: 500
 * service requests with their two email jobs are written in one transaction (as a backlog left by an SMTP
 * outage would be), then the clock runs until the last message is accepted.
 */
import pg from 'pg'

import { contactBody } from '../scripts/lib/lead-bodies'
import { parseMail, startSmtpCapture } from '../scripts/lib/smtp-capture'
import { benchServer } from './stack'

const LEADS = 500

/**
 * A local SMTP server counting what it accepts, and the server settings that send to it. With `dedupe`, it
 * also counts messages accepted twice: the same recipients and text (each lead's emails differ by the
 * visitor's address in them), as Message-ID and MIME boundaries differ on every send.
 */
export async function emailDrainSmtp({ dedupe = false } = {}) {
  let count = 0
  const seen = new Set<string>()
  let sentTwice = 0
  const waiters: Array<{ target: number; resolve: () => void }> = []
  const smtp = await startSmtpCapture(0, async (raw) => {
    count += 1
    for (const waiter of waiters) if (count >= waiter.target) waiter.resolve()
    if (!dedupe) return
    const mail = await parseMail(raw)
    const key = JSON.stringify([mail.to, mail.subject, mail.text])
    if (seen.has(key)) sentTwice += 1
    seen.add(key)
  })
  return {
    env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), SMTP_REQUIRE_TLS: 'false' },
    count: () => count,
    sentTwice: () => sentTwice,
    until: (target: number) =>
      new Promise<void>((resolve) =>
        count >= target ? resolve() : waiters.push({ target, resolve }),
      ),
    close: smtp.close,
  }
}

async function queueBacklog(databaseUri: string, templateId: string) {
  const client = new pg.Client({ connectionString: databaseUri })
  await client.connect()
  try {
    const { rows } = await client.query<{ column_name: string }>(
      "SELECT column_name FROM information_schema.columns WHERE table_name = 'contact_submissions' AND column_name <> 'id'",
    )
    const columns = rows.map(({ column_name }) => `"${column_name}"`).join(', ')
    await client.query('BEGIN')
    const { rows: leads } = await client.query<{ id: string }>(
      `INSERT INTO contact_submissions (${columns}) SELECT ${columns} FROM contact_submissions, generate_series(1, $2) WHERE id = $1 RETURNING id`,
      [templateId, LEADS],
    )
    await client.query(
      `INSERT INTO payload_jobs (input, task_slug, queue)
       SELECT jsonb_build_object('collection', 'contact-submissions', 'leadId', lead, 'kind', kind), 'sendLeadEmail', 'default'
       FROM unnest($1::uuid[]) AS lead, unnest(ARRAY['notification', 'confirmation']) AS kind`,
      [leads.map(({ id }) => id)],
    )
    await client.query(
      `UPDATE contact_submissions SET notification_email_status = 'queued', confirmation_email_status = 'queued',
         notification_email_attempts = 0, confirmation_email_attempts = 0, notification_email_sent_at = NULL, confirmation_email_sent_at = NULL
       WHERE id = ANY($1::uuid[])`,
      [leads.map(({ id }) => id)],
    )
    await client.query('COMMIT')
    return leads.length * 2
  } finally {
    await client.end()
  }
}

export async function emailDrain(
  baseURL: string,
  databaseUri: string,
  smtp: Awaited<ReturnType<typeof emailDrainSmtp>>,
) {
  const posted = await fetch(`${baseURL}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(
      contactBody({
        name: 'Backlog Visitor',
        email: 'backlog@example.com',
        subject: 'Backlog',
        message: 'A request copied into the email backlog of the benchmark.',
      }),
    ),
  })
  if (posted.status !== 201) throw new Error(`could not post the template lead: ${posted.status}`)
  const client = new pg.Client({ connectionString: databaseUri })
  await client.connect()
  const { rows } = await client.query<{ id: string }>(
    "SELECT id FROM contact_submissions WHERE name = 'Backlog Visitor' ORDER BY created_at DESC LIMIT 1",
  )
  await client.end()
  // Its own two emails first, so the backlog is measured alone.
  await smtp.until(smtp.count() + 2)
  await new Promise((resolve) => setTimeout(resolve, 1000))

  const before = smtp.count()
  const queued = await queueBacklog(databaseUri, rows[0].id)
  const started = Date.now()
  const timeout = new Promise<'timeout'>((resolve) =>
    setTimeout(() => resolve('timeout'), 10 * 60 * 1000).unref(),
  )
  const finished = await Promise.race([smtp.until(before + queued), timeout])
  const seconds = (Date.now() - started) / 1000
  return [
    {
      'queued emails': queued,
      delivered: smtp.count() - before,
      seconds:
        finished === 'timeout'
          ? `over ${seconds.toFixed(0)} (stopped)`
          : Number(seconds.toFixed(1)),
      'emails/s': Math.round((smtp.count() - before) / seconds),
    },
  ]
}

if (process.argv[1] === import.meta.filename) {
  if (process.env.BENCH_URL)
    throw new Error(
      'the email drain needs a server that sends to its own SMTP server: run it without BENCH_URL',
    )
  const smtp = await emailDrainSmtp()
  const server = await benchServer({ ...smtp.env, LEADS_RATE_LIMIT_MAX: '1000' })
  try {
    console.table(await emailDrain(server.baseURL, server.databaseUri!, smtp))
  } finally {
    await server.stop()
    await smtp.close()
  }
}
