import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { confirmationLookup } from '@/db/leads'
import { emailKeyOf } from '@/leads/email-address'
import { confirmationIntervalMs } from '@/leads/intake/confirmation-limit'
import { receiveContactRequest, receivePackageRequest } from '@/leads/intake'

import { captureSmtp, type SmtpCapture } from './helpers/smtp'
import { getTestPayload } from './helpers/test-payload'
import { contactBody, packageBody } from '../../scripts/lib/lead-bodies'

const teamAddress = 'team@example.com'
const minute = 60 * 1000

/**
 * The forms must not become a way to mail somebody again and again under the company's name: one
 * confirmation per address per hour, while the team hears of every lead.
 */
describe('the confirmation email limit', () => {
  let payload: Payload
  let smtp: SmtpCapture

  const post = (path: string, body: Record<string, unknown>) =>
    new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  const contact = async (email: string) =>
    expect(
      (await receiveContactRequest(post('/api/contact', contactBody({ email })), payload)).status,
    ).toBe(201)
  const packageRequest = async (email: string) =>
    expect(
      (await receivePackageRequest(post('/api/package-purchase', packageBody({ email })), payload))
        .status,
    ).toBe(201)

  /** Runs the queued email jobs and answers how many emails went to the visitor and to the team. */
  async function mailsSent(visitor: string) {
    for (let round = 0; round < 3; round += 1) await payload.jobs.run({ limit: 50, silent: true })
    const toVisitor = smtp.received.filter((mail) =>
      mail.to.some((address) => address.toLowerCase() === visitor),
    )
    const aboutVisitor = smtp.received.filter(
      (mail) => mail.to.includes(teamAddress) && mail.replyTo.toLowerCase().includes(visitor),
    )
    return { visitor: toVisitor.length, team: aboutVisitor.length }
  }

  /** Moves every lead of an address back in time, as if it had been sent that long ago. */
  async function sentAgo(address: string, ms: number) {
    const at = new Date(Date.now() - ms).toISOString()
    const db = (payload.db as unknown as PostgresAdapter).drizzle
    for (const table of ['contact_submissions', 'package_purchases'])
      await db.execute(
        sql`update ${sql.identifier(table)} set created_at = ${at} where lower(trim(email)) = ${address}`,
      )
  }

  beforeAll(async () => {
    smtp = await captureSmtp()
    process.env.SMTP_REQUIRE_TLS = 'false'
    process.env.LEADS_NOTIFY_TO = teamAddress
    process.env.JOBS_AUTORUN = 'false'
    process.env.LEADS_RATE_LIMIT_MAX = '100000'
    payload = await getTestPayload()
  })

  afterAll(async () => {
    await payload?.destroy()
    await smtp?.close()
  })

  it('is one hour', () => {
    expect(confirmationIntervalMs).toBe(60 * minute)
  })

  it('sends no second confirmation within the hour, whatever the case and spaces of the address, but tells the team of each lead', async () => {
    await contact('repeat@example.org')
    expect(await mailsSent('repeat@example.org')).toEqual({ visitor: 1, team: 1 })

    await sentAgo('repeat@example.org', 59 * minute)
    await contact('  Repeat@EXAMPLE.org  ')
    await packageRequest('REPEAT@example.org')
    expect(await mailsSent('repeat@example.org')).toEqual({ visitor: 1, team: 3 })
  })

  it('confirms again once the hour since the last confirmation has passed', async () => {
    await packageRequest('later@example.org')
    expect(await mailsSent('later@example.org')).toEqual({ visitor: 1, team: 1 })

    await sentAgo('later@example.org', 61 * minute)
    await contact('Later@Example.org')
    expect(await mailsSent('later@example.org')).toEqual({ visitor: 2, team: 2 })

    // The new confirmation starts a new hour.
    await contact('later@example.org')
    expect(await mailsSent('later@example.org')).toEqual({ visitor: 2, team: 3 })
  })

  it('sends one confirmation when several leads from one address arrive at the same moment', async () => {
    await Promise.all(
      ['burst@example.org', 'Burst@example.org', ' burst@example.org', 'BURST@example.org'].map(
        (email) => contact(email),
      ),
    )
    expect(await mailsSent('burst@example.org')).toEqual({ visitor: 1, team: 4 })
  })

  it('counts each address apart', async () => {
    await contact('first@example.org')
    await contact('second@example.org')
    expect(await mailsSent('first@example.org')).toMatchObject({ visitor: 1 })
    expect(await mailsSent('second@example.org')).toMatchObject({ visitor: 1 })
  })

  // Under a flood each lead asks this once: reading all of the hour's leads made every lead slower than the last.
  it("finds an address through its index, not by reading the hour's other leads", async () => {
    await contact('template@example.org')
    const db = (payload.db as unknown as PostgresAdapter).drizzle
    const { rows: columns } = await db.execute<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_name = 'contact_submissions' and column_name not in ('id', 'email', 'email_key')`,
    )
    const copied = sql.join(
      columns.map(({ column_name }) => sql.identifier(column_name)),
      sql`, `,
    )
    await db.execute(sql`
      insert into contact_submissions (email, email_key, ${copied})
      select 'flood-' || n || '@example.org', 'flood-' || n || '@example.org', ${copied} from contact_submissions, generate_series(1, 3000) as n
      where email = 'template@example.org'`)
    await db.execute(sql`analyze contact_submissions`)

    const { rows } = await db.execute<{ 'QUERY PLAN': unknown }>(
      sql`explain (format json) ${confirmationLookup(emailKeyOf('template@example.org'), new Date(Date.now() - confirmationIntervalMs))}`,
    )
    const plan = JSON.stringify(rows[0]['QUERY PLAN'])
    const { rows: indexes } = await db.execute<{ indexname: string }>(
      sql`select indexname from pg_indexes where tablename = 'contact_submissions' and indexdef like '%(email_key, created_at)'`,
    )
    expect(indexes).toHaveLength(1)
    expect(plan).toContain(`"Index Name":"${indexes[0].indexname}"`)
    expect(plan).not.toMatch(/"Node Type":"Seq Scan"[^}]*"Relation Name":"contact_submissions"/)
  })
})
