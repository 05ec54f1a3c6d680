import { and, eq, inArray, isNull, lt, or, sql, type SQL } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'

import { transactionDrizzle } from './transaction'

/**
 * Each write is one conditional UPDATE of the email's own columns, which Payload has no call for;
 * its `update` writes back the whole document read, losing a staff edit made meanwhile.
 */

export type EmailRow = { collection: string; id: string; stateField: string }

function columnsOf(payload: Payload, email: EmailRow) {
  const table = payload.db.tables[email.collection.replace(/-/g, '_')]
  const key = (name: string) => `${email.stateField}_${name}`
  return { table, key, id: table.id, column: (name: string) => table[key(name)] }
}

const leaseEnd = (leaseSeconds: number): SQL => sql`now() + make_interval(secs => ${leaseSeconds})`

/** False when the email is sent, given up, gone, or claimed. */
export async function claimEmailRow(
  payload: Payload,
  email: EmailRow,
  token: string,
  leaseSeconds: number,
): Promise<boolean> {
  const { table, key, id, column } = columnsOf(payload, email)
  const rows = await payload.db.drizzle
    .update(table)
    .set({ [key('claimedBy')]: token, [key('claimedUntil')]: leaseEnd(leaseSeconds) })
    .where(
      and(
        eq(id, email.id),
        inArray(column('status'), ['queued', 'retrying']),
        or(isNull(column('claimedUntil')), lt(column('claimedUntil'), sql`now()`)),
      ),
    )
    .returning({ id })
  return rows.length > 0
}

/** Writes only while the email is still claimed as `token`, or always without one. */
async function write(
  payload: Payload,
  email: EmailRow,
  token: string | undefined,
  values: Record<string, unknown>,
) {
  const { table, key, id, column } = columnsOf(payload, email)
  const set = Object.fromEntries(Object.entries(values).map(([name, value]) => [key(name), value]))
  const claimed = token === undefined ? undefined : eq(column('claimedBy'), token)
  await payload.db.drizzle
    .update(table)
    .set(set)
    .where(and(eq(id, email.id), claimed))
}

export const renewEmailClaim = (
  payload: Payload,
  email: EmailRow,
  token: string,
  leaseSeconds: number,
) => write(payload, email, token, { claimedUntil: leaseEnd(leaseSeconds) })

/** Whoever holds the claim now: a sent email must never be sent again. */
export const recordEmailSent = (payload: Payload, email: EmailRow, attempts: number) =>
  write(payload, email, undefined, {
    status: 'sent',
    sentAt: sql`now()`,
    attempts,
    lastError: null,
    claimedBy: null,
    claimedUntil: null,
  })

/** Hands the email back: after a failed attempt, or with the status it ends in unsent. */
export const releaseEmailClaim = (
  payload: Payload,
  email: EmailRow,
  token: string,
  state: { status?: string; attempts?: number; lastError?: string } = {},
) => write(payload, email, token, { ...state, claimedBy: null, claimedUntil: null })

/** Marks the email queued only while unmarked and its document still has `status`. */
export async function queueEmailOnce(
  payload: Payload,
  req: PayloadRequest,
  email: EmailRow,
  status: string,
): Promise<boolean> {
  const { table, key, id, column } = columnsOf(payload, email)
  const marked = await (
    await transactionDrizzle(payload, req)
  )
    .update(table)
    .set({ [key('status')]: 'queued', [key('attempts')]: 0 })
    .where(and(eq(id, email.id), isNull(column('status')), eq(table.status, status)))
    .returning({ id })
  return marked.length > 0
}

/**
 * Payload's `updateJobs` with a `where` reads the jobs and then writes each, so a job renewed in
 * between would be handed back while it still runs.
 */
export async function releaseAbandonedJobs(payload: Payload, leaseSeconds: number) {
  const jobs = payload.db.tables.payload_jobs
  const released = await payload.db.drizzle
    .update(jobs)
    .set({ processing: false })
    .where(
      and(
        eq(jobs.processing, true),
        isNull(jobs.completedAt),
        lt(jobs.updatedAt, sql`now() - make_interval(secs => ${leaseSeconds})`),
      ),
    )
    .returning({ id: jobs.id })
  return released.length
}
