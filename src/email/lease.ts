import { randomUUID } from 'node:crypto'
import type { CollectionSlug, Payload } from 'payload'

import {
  claimEmailRow,
  recordEmailSent,
  releaseEmailClaim,
  renewEmailClaim,
} from '@/db/email-lease'

export { releaseAbandonedJobs } from '@/db/email-lease'

/**
 * Payload's job claim reads free jobs, then marks them one by one, so two runners can start the
 * same job: each email is claimed by one conditional UPDATE, which lapses if its process dies.
 */

/** An email whose delivery state is a group field on a document (status, attempts, claim...). */
export type EmailRef = {
  collection: CollectionSlug
  id: string
  stateField: string
  /** How the log names it: "the notification email of lead …". */
  name: string
}

type Claim = EmailRef & { token: string; jobId: string | number }

const inFlight = new Map<string, Claim>()

/** At shutdown: hands held emails and their jobs back now instead of leaving them to the lease. */
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
class EmailHeldElsewhere extends Error {}

type SendOnce = {
  leaseSeconds: number
  /** The task's attempts: the one past them records the email as failed after retries. */
  attempts: number
  /**
   * Renders and sends the email: true once sent, false when its document is gone, or the status an
   * email no longer needed ends in.
   */
  send: () => Promise<boolean | string>
}

async function emailStatus(payload: Payload, email: EmailRef): Promise<string | undefined> {
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

/** At most once, by whichever job runs it; one another runner holds throws EmailHeldElsewhere. */
export async function sendClaimedEmail(
  payload: Payload,
  email: EmailRef,
  job: { id: string | number; totalTried?: number | null },
  options: SendOnce,
) {
  const claim: Claim = { ...email, token: randomUUID(), jobId: job.id }
  if (!(await claimEmailRow(payload, email, claim.token, options.leaseSeconds))) {
    const status = await emailStatus(payload, email)
    if (status === 'queued' || status === 'retrying')
      throw new EmailHeldElsewhere(`${email.name} is being sent by another runner`)
    return
  }
  inFlight.set(claim.token, claim)

  // Marks the job alive too, so neither is taken for abandoned while SMTP is slow.
  const renew = async () => {
    await renewEmailClaim(payload, claim, claim.token, options.leaseSeconds)
    await payload.db.updateJobs({
      id: claim.jobId,
      data: { updatedAt: new Date().toISOString() },
      returning: false,
    })
  }
  const renewal = setInterval(
    () =>
      renew().catch((error: unknown) =>
        payload.logger.warn({ err: error, msg: 'Could not renew an email claim' }),
      ),
    (options.leaseSeconds * 1000) / 3,
  )
  const attempt = (job.totalTried ?? 0) + 1
  let outcome: boolean | string
  try {
    outcome = await options.send()
  } catch (error) {
    inFlight.delete(claim.token)
    // Not recorded when the claim lapsed and another runner has the email now.
    await releaseEmailClaim(payload, claim, claim.token, {
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
  inFlight.delete(claim.token)
  if (outcome !== true) {
    await releaseEmailClaim(payload, claim, claim.token, outcome ? { status: outcome } : {})
    return
  }

  // Recorded whoever holds the claim now, because a sent email must never be sent again; a failure
  // to record it must not fail the task, or the retry would send it twice.
  await recordEmailSent(payload, claim, attempt).catch((error: unknown) =>
    payload.logger.error({ err: error, msg: `Sent ${email.name} but could not record it` }),
  )
}
