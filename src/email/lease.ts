import { randomUUID } from 'node:crypto'
import type { CollectionSlug, Payload } from 'payload'

import {
  claimEmailRow,
  recordEmailFailure,
  recordEmailSent,
  releaseEmailClaim,
  renewEmailClaim,
} from '@/db/email-lease'

export { releaseAbandonedJobs } from '@/db/email-lease'

/**
 * Each email (a lead's, a notice to the owner) is claimed by one runner before it is sent. Payload's own job claim reads the
 * free jobs, then marks them one by one, so two runners (two servers, or a server and `npm run jobs:run`)
 * can both start the same job; this claim is a single conditional UPDATE, which PostgreSQL applies to a
 * row once, so only one of them ever gets past it. A claim lapses after the lease, so an email held by a
 * process that died is taken up again; a live sender renews it while it waits on SMTP.
 *
 * The email's own columns are written by conditional UPDATEs (src/db/email-lease.ts); reads and the jobs'
 * own bookkeeping go through Payload.
 */

/**
 * One email whose delivery state is a group of fields on a document (status, attempts, sentAt, lastError,
 * claimedBy, claimedUntil): a lead's notification, its review request, a notice to the owner.
 */
export type EmailRef = {
  collection: CollectionSlug
  id: string
  /** The group field holding the delivery state. */
  stateField: string
  /** How the log names it: "the notification email of lead …". */
  name: string
}

type Claim = EmailRef & { token: string; jobId: string | number }

const inFlight = new Map<string, Claim>()

/** Claims the email for `leaseSeconds`; undefined when it is sent, given up, gone, or held by another runner. */
export async function claimEmail(
  payload: Payload,
  email: EmailRef,
  leaseSeconds: number,
  jobId: string | number,
) {
  const token = randomUUID()
  if (!(await claimEmailRow(payload, email, token, leaseSeconds))) return undefined
  const claim: Claim = { ...email, token, jobId }
  inFlight.set(token, claim)
  return claim
}

/** The email's delivery status, or undefined when its document no longer exists. */
export async function emailStatus(payload: Payload, email: EmailRef): Promise<string | undefined> {
  const doc = await payload.findByID({
    collection: email.collection,
    id: email.id,
    select: { [email.stateField]: { status: true } },
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  return (
    (doc as Record<string, unknown> | null)?.[email.stateField] as { status?: string } | undefined
  )?.status
}

/** Extends the claim and marks its job as alive, so neither is taken for abandoned while SMTP is slow. */
export async function renewClaim(payload: Payload, claim: Claim, leaseSeconds: number) {
  await renewEmailClaim(payload, claim, claim.token, leaseSeconds)
  await payload.db.updateJobs({
    id: claim.jobId,
    data: { updatedAt: new Date().toISOString() },
    returning: false,
  })
}

/** The email is out: recorded whoever holds the claim now, because it must never be sent again. */
export async function recordSent(payload: Payload, claim: Claim, attempts: number) {
  inFlight.delete(claim.token)
  await recordEmailSent(payload, claim, attempts)
}

/** A failed attempt: recorded and released, unless the claim lapsed and another runner has the email now. */
export async function recordFailure(
  payload: Payload,
  claim: Claim,
  state: { status: 'retrying' | 'failed'; attempts: number; lastError: string },
) {
  inFlight.delete(claim.token)
  await recordEmailFailure(payload, claim, claim.token, state)
}

/**
 * At shutdown, after the grace period: hands every email this process still holds, and its job, back to
 * the queue at once instead of leaving them to the lease.
 */
export async function releaseInFlightEmails(payload: Payload) {
  const claims = [...inFlight.values()]
  inFlight.clear()
  for (const claim of claims) {
    await releaseEmailClaim(payload, claim, claim.token)
    await payload.db.updateJobs({
      where: { and: [{ id: { equals: claim.jobId } }, { completedAt: { exists: false } }] },
      data: { processing: false },
      returning: false,
    })
  }
  return claims.length
}

/** Thrown while another runner holds the email: its job tries again after its back-off. */
export class EmailHeldElsewhere extends Error {}

type SendOnce = {
  leaseSeconds: number
  /** The task's attempts: the one past them records the email as failed after retries. */
  attempts: number
  /** Renders and sends the email; false when there is nothing to send (its document is gone). */
  send: () => Promise<boolean>
}

/**
 * One email sent at most once, by whichever job runs it: claimed before anything else, the claim kept
 * alive while SMTP is slow, and the outcome recorded. An email sent, given up or opted out, or whose
 * document is gone, is never claimed and never sent; one claimed by another runner throws EmailHeldElsewhere.
 */
export async function sendClaimedEmail(
  payload: Payload,
  email: EmailRef,
  job: { id: string | number; totalTried?: number | null },
  options: SendOnce,
) {
  const claim = await claimEmail(payload, email, options.leaseSeconds, job.id)
  if (!claim) {
    const status = await emailStatus(payload, email)
    if (status === 'queued' || status === 'retrying')
      throw new EmailHeldElsewhere(`${email.name} is being sent by another runner`)
    return
  }

  const renewal = setInterval(
    () => {
      renewClaim(payload, claim, options.leaseSeconds).catch((error: unknown) =>
        payload.logger.warn({ err: error, msg: 'Could not renew an email claim' }),
      )
    },
    (options.leaseSeconds * 1000) / 3,
  )
  const attempt = (job.totalTried ?? 0) + 1
  try {
    if (!(await options.send())) return
  } catch (error) {
    await recordFailure(payload, claim, {
      status: attempt > options.attempts ? 'failed' : 'retrying',
      attempts: attempt,
      lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
    }).catch((recordError: unknown) =>
      payload.logger.error({
        err: recordError,
        msg: `Could not record a failed attempt at ${email.name}`,
      }),
    )
    throw error
  } finally {
    clearInterval(renewal)
  }

  // The email is out: a failure to record it must not fail the task, or the retry would send it twice.
  await recordSent(payload, claim, attempt).catch((error: unknown) =>
    payload.logger.error({ err: error, msg: `Sent ${email.name} but could not record it` }),
  )
}
