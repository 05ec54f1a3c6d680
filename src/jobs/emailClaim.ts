import { randomUUID } from 'node:crypto'
import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { EmailKind, LeadCollection } from '@/leads/constants'
import { leadTable } from '@/leads/tables'


/**
 * Each email (lead × kind) is claimed by one runner before it is sent. Payload's own job claim reads the
 * free jobs, then marks them one by one, so two runners (two servers, or a server and `npm run jobs:run`)
 * can both start the same job; this claim is a single conditional UPDATE, which PostgreSQL applies to a
 * row once, so only one of them ever gets past it. A claim lapses after the lease, so an email held by a
 * process that died is taken up again; a live sender renews it while it waits on SMTP.
 */

export type EmailRef = { collection: LeadCollection; leadId: string; kind: EmailKind }

type Claim = EmailRef & { token: string; jobId: string | number }

const inFlight = new Map<string, Claim>()

const database = (payload: Payload) => (payload.db as unknown as PostgresAdapter).drizzle

const column = (kind: EmailKind, name: string) => sql.identifier(`${kind}_email_${name}`)

/** Claims the email for `leaseSeconds`; undefined when it is sent, given up, gone, or held by another runner. */
export async function claimEmail(payload: Payload, email: EmailRef, leaseSeconds: number, jobId: string | number) {
  const token = randomUUID()
  const { rows } = await database(payload).execute(sql`
    UPDATE ${leadTable(email.collection)}
    SET ${column(email.kind, 'claimed_by')} = ${token},
        ${column(email.kind, 'claimed_until')} = now() + make_interval(secs => ${leaseSeconds})
    WHERE id = ${email.leadId}
      AND ${column(email.kind, 'status')} IN ('queued', 'retrying')
      AND (${column(email.kind, 'claimed_until')} IS NULL OR ${column(email.kind, 'claimed_until')} < now())
    RETURNING id`)
  if (rows.length === 0) return undefined
  const claim: Claim = { ...email, token, jobId }
  inFlight.set(token, claim)
  return claim
}

/** The email's delivery status, or undefined when the lead no longer exists. */
export async function emailStatus(payload: Payload, email: EmailRef): Promise<string | undefined> {
  const { rows } = await database(payload).execute(sql`
    SELECT ${column(email.kind, 'status')} AS status FROM ${leadTable(email.collection)} WHERE id = ${email.leadId}`)
  return rows[0]?.status as string | undefined
}

/** Extends the claim and marks its job as alive, so neither is taken for abandoned while SMTP is slow. */
export async function renewClaim(payload: Payload, claim: Claim, leaseSeconds: number) {
  await database(payload).execute(sql`
    UPDATE ${leadTable(claim.collection)}
    SET ${column(claim.kind, 'claimed_until')} = now() + make_interval(secs => ${leaseSeconds})
    WHERE id = ${claim.leadId} AND ${column(claim.kind, 'claimed_by')} = ${claim.token}`)
  await database(payload).execute(sql`UPDATE payload_jobs SET updated_at = now() WHERE id = ${claim.jobId} AND processing`)
}

/** The email is out: recorded whoever holds the claim now, because it must never be sent again. */
export async function recordSent(payload: Payload, claim: Claim, attempts: number) {
  inFlight.delete(claim.token)
  await database(payload).execute(sql`
    UPDATE ${leadTable(claim.collection)}
    SET ${column(claim.kind, 'status')} = 'sent', ${column(claim.kind, 'sent_at')} = now(),
        ${column(claim.kind, 'attempts')} = ${attempts}, ${column(claim.kind, 'last_error')} = NULL,
        ${column(claim.kind, 'claimed_by')} = NULL, ${column(claim.kind, 'claimed_until')} = NULL
    WHERE id = ${claim.leadId}`)
}

/** A failed attempt: recorded and released, unless the claim lapsed and another runner has the email now. */
export async function recordFailure(payload: Payload, claim: Claim, state: { status: 'retrying' | 'failed'; attempts: number; lastError: string }) {
  inFlight.delete(claim.token)
  await database(payload).execute(sql`
    UPDATE ${leadTable(claim.collection)}
    SET ${column(claim.kind, 'status')} = ${state.status}, ${column(claim.kind, 'attempts')} = ${state.attempts},
        ${column(claim.kind, 'last_error')} = ${state.lastError},
        ${column(claim.kind, 'claimed_by')} = NULL, ${column(claim.kind, 'claimed_until')} = NULL
    WHERE id = ${claim.leadId} AND ${column(claim.kind, 'claimed_by')} = ${claim.token}`)
}

/**
 * At shutdown, after the grace period: hands every email this process still holds, and its job, back to
 * the queue at once instead of leaving them to the lease.
 */
export async function releaseInFlightEmails(payload: Payload) {
  const claims = [...inFlight.values()]
  inFlight.clear()
  for (const claim of claims) {
    await database(payload).execute(sql`
      UPDATE ${leadTable(claim.collection)}
      SET ${column(claim.kind, 'claimed_by')} = NULL, ${column(claim.kind, 'claimed_until')} = NULL
      WHERE id = ${claim.leadId} AND ${column(claim.kind, 'claimed_by')} = ${claim.token}`)
    await database(payload).execute(sql`UPDATE payload_jobs SET processing = false WHERE id = ${claim.jobId} AND completed_at IS NULL`)
  }
  return claims.length
}

/** Jobs marked running whose runner stopped renewing them (it died): back to the queue. */
export async function releaseAbandonedJobs(payload: Payload, leaseSeconds: number) {
  const { rows } = await database(payload).execute(sql`
    UPDATE payload_jobs SET processing = false
    WHERE processing AND completed_at IS NULL AND updated_at < now() - make_interval(secs => ${leaseSeconds})
    RETURNING id`)
  return rows.length
}
