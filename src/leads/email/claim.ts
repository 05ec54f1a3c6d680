import { randomUUID } from 'node:crypto'
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { preparedStatement, type PreparedStatement } from '@/db/prepared-statement'
import { emailKinds, leadCollections, reviewEmailKind, type EmailKind, type LeadCollection } from '@/leads/constants'
import { leadTable, leadTableName } from '@/leads/tables'

/**
 * Each email (lead × kind) is claimed by one runner before it is sent. Payload's own job claim reads the
 * free jobs, then marks them one by one, so two runners (two servers, or a server and `npm run jobs:run`)
 * can both start the same job; this claim is a single conditional UPDATE, which PostgreSQL applies to a
 * row once, so only one of them ever gets past it. A claim lapses after the lease, so an email held by a
 * process that died is taken up again; a live sender renews it while it waits on SMTP.
 */

/** The lead emails, and the review request a won lead gets later, whose state has the same columns. */
const claimedKinds = [...emailKinds, reviewEmailKind] as const
type ClaimedKind = EmailKind | typeof reviewEmailKind

export type EmailRef = { collection: LeadCollection; leadId: string; kind: ClaimedKind }

type Claim = EmailRef & { token: string; jobId: string | number }

const inFlight = new Map<string, Claim>()

const { placeholder } = sql

type Identifier = ReturnType<typeof sql.identifier>

/**
 * One statement for each lead table and email, as their columns differ by name: `column('status')` is the
 * email's status column. Prepared, as the runner runs them for every email while leads may be arriving.
 */
function emailStatements<Row extends Record<string, unknown>>(name: string, build: (table: Identifier, column: (name: string) => Identifier) => SQL) {
  const statements = new Map<string, PreparedStatement<Row, Record<string, unknown>>>()
  for (const collection of leadCollections) {
    for (const kind of claimedKinds) {
      const column = (columnName: string) => sql.identifier(`${kind}_email_${columnName}`)
      statements.set(`${collection}:${kind}`, preparedStatement(`email_${name}_${leadTableName(collection)}_${kind}`, () => build(leadTable(collection), column)))
    }
  }
  return (email: EmailRef) => statements.get(`${email.collection}:${email.kind}`) as PreparedStatement<Row, Record<string, unknown>>
}

const claimStatement = emailStatements<{ id: string }>(
  'claim',
  (table, column) => sql`
    UPDATE ${table}
    SET ${column('claimed_by')} = ${placeholder('token')},
        ${column('claimed_until')} = now() + make_interval(secs => ${placeholder('leaseSeconds')})
    WHERE id = ${placeholder('leadId')}
      AND ${column('status')} IN ('queued', 'retrying')
      AND (${column('claimed_until')} IS NULL OR ${column('claimed_until')} < now())
    RETURNING id`,
)

const statusStatement = emailStatements<{ status: string }>(
  'status',
  (table, column) => sql`SELECT ${column('status')} AS status FROM ${table} WHERE id = ${placeholder('leadId')}`,
)

const renewStatement = emailStatements(
  'renew',
  (table, column) => sql`
    UPDATE ${table}
    SET ${column('claimed_until')} = now() + make_interval(secs => ${placeholder('leaseSeconds')})
    WHERE id = ${placeholder('leadId')} AND ${column('claimed_by')} = ${placeholder('token')}`,
)

const sentStatement = emailStatements(
  'sent',
  (table, column) => sql`
    UPDATE ${table}
    SET ${column('status')} = 'sent', ${column('sent_at')} = now(),
        ${column('attempts')} = ${placeholder('attempts')}, ${column('last_error')} = NULL,
        ${column('claimed_by')} = NULL, ${column('claimed_until')} = NULL
    WHERE id = ${placeholder('leadId')}`,
)

const failureStatement = emailStatements(
  'failure',
  (table, column) => sql`
    UPDATE ${table}
    SET ${column('status')} = ${placeholder('status')}, ${column('attempts')} = ${placeholder('attempts')},
        ${column('last_error')} = ${placeholder('lastError')},
        ${column('claimed_by')} = NULL, ${column('claimed_until')} = NULL
    WHERE id = ${placeholder('leadId')} AND ${column('claimed_by')} = ${placeholder('token')}`,
)

const releaseStatement = emailStatements(
  'release',
  (table, column) => sql`
    UPDATE ${table}
    SET ${column('claimed_by')} = NULL, ${column('claimed_until')} = NULL
    WHERE id = ${placeholder('leadId')} AND ${column('claimed_by')} = ${placeholder('token')}`,
)

const jobAlive = preparedStatement('email_job_alive', () => sql`UPDATE payload_jobs SET updated_at = now() WHERE id = ${placeholder('jobId')} AND processing`)

const jobReleased = preparedStatement('email_job_released', () => sql`UPDATE payload_jobs SET processing = false WHERE id = ${placeholder('jobId')} AND completed_at IS NULL`)

const abandonedJobsReleased = preparedStatement<{ id: string }, { leaseSeconds: number }>(
  'email_abandoned_jobs_released',
  () => sql`
    UPDATE payload_jobs SET processing = false
    WHERE processing AND completed_at IS NULL AND updated_at < now() - make_interval(secs => ${placeholder('leaseSeconds')})
    RETURNING id`,
)

/** Claims the email for `leaseSeconds`; undefined when it is sent, given up, gone, or held by another runner. */
export async function claimEmail(payload: Payload, email: EmailRef, leaseSeconds: number, jobId: string | number) {
  const token = randomUUID()
  const rows = await claimStatement(email).run(payload, undefined, { token, leaseSeconds, leadId: email.leadId })
  if (rows.length === 0) return undefined
  const claim: Claim = { ...email, token, jobId }
  inFlight.set(token, claim)
  return claim
}

/** The email's delivery status, or undefined when the lead no longer exists. */
export async function emailStatus(payload: Payload, email: EmailRef): Promise<string | undefined> {
  const [row] = await statusStatement(email).run(payload, undefined, { leadId: email.leadId })
  return row?.status
}

/** Extends the claim and marks its job as alive, so neither is taken for abandoned while SMTP is slow. */
export async function renewClaim(payload: Payload, claim: Claim, leaseSeconds: number) {
  await renewStatement(claim).run(payload, undefined, { leaseSeconds, leadId: claim.leadId, token: claim.token })
  await jobAlive.run(payload, undefined, { jobId: claim.jobId })
}

/** The email is out: recorded whoever holds the claim now, because it must never be sent again. */
export async function recordSent(payload: Payload, claim: Claim, attempts: number) {
  inFlight.delete(claim.token)
  await sentStatement(claim).run(payload, undefined, { attempts, leadId: claim.leadId })
}

/** A failed attempt: recorded and released, unless the claim lapsed and another runner has the email now. */
export async function recordFailure(payload: Payload, claim: Claim, state: { status: 'retrying' | 'failed'; attempts: number; lastError: string }) {
  inFlight.delete(claim.token)
  await failureStatement(claim).run(payload, undefined, { ...state, leadId: claim.leadId, token: claim.token })
}

/**
 * At shutdown, after the grace period: hands every email this process still holds, and its job, back to
 * the queue at once instead of leaving them to the lease.
 */
export async function releaseInFlightEmails(payload: Payload) {
  const claims = [...inFlight.values()]
  inFlight.clear()
  for (const claim of claims) {
    await releaseStatement(claim).run(payload, undefined, { leadId: claim.leadId, token: claim.token })
    await jobReleased.run(payload, undefined, { jobId: claim.jobId })
  }
  return claims.length
}

/** Jobs marked running whose runner stopped renewing them (it died): back to the queue. */
export async function releaseAbandonedJobs(payload: Payload, leaseSeconds: number) {
  return (await abandonedJobsReleased.run(payload, undefined, { leaseSeconds })).length
}

/** Thrown while another runner holds the email: its job tries again after its back-off. */
export class EmailHeldElsewhere extends Error {}

type SendOnce = {
  leaseSeconds: number
  /** The task's attempts: the one past them records the email as failed after retries. */
  attempts: number
  /** Renders and sends the email; false when there is nothing to send (its lead is gone). */
  send: () => Promise<boolean>
}

/**
 * One email sent at most once, by whichever job runs it: claimed before anything else, the claim kept
 * alive while SMTP is slow, and the outcome recorded. An email sent, given up or opted out, or of a lead
 * that is gone, is never claimed and never sent; one claimed by another runner throws EmailHeldElsewhere.
 */
export async function sendClaimedEmail(payload: Payload, email: EmailRef, job: { id: string | number; totalTried?: number | null }, options: SendOnce) {
  const claim = await claimEmail(payload, email, options.leaseSeconds, job.id)
  if (!claim) {
    const status = await emailStatus(payload, email)
    if (status === 'queued' || status === 'retrying') throw new EmailHeldElsewhere(`The ${email.kind} email of lead ${email.leadId} is being sent by another runner`)
    return
  }

  const renewal = setInterval(() => {
    renewClaim(payload, claim, options.leaseSeconds).catch((error: unknown) => payload.logger.warn({ err: error, msg: 'Could not renew an email claim' }))
  }, (options.leaseSeconds * 1000) / 3)
  const attempt = (job.totalTried ?? 0) + 1
  try {
    if (!(await options.send())) return
  } catch (error) {
    await recordFailure(payload, claim, {
      status: attempt > options.attempts ? 'failed' : 'retrying',
      attempts: attempt,
      lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
    }).catch((recordError: unknown) => payload.logger.error({ err: recordError, msg: 'Could not record a failed lead email' }))
    throw error
  } finally {
    clearInterval(renewal)
  }

  // The email is out: a failure to record it must not fail the task, or the retry would send it twice.
  await recordSent(payload, claim, attempt).catch((error: unknown) =>
    payload.logger.error({ err: error, msg: `Sent the ${email.kind} email of lead ${email.leadId} but could not record it` }),
  )
}
