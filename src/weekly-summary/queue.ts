import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { and, eq, isNull, ne, or } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { weeklySummaryTask } from './constants'
import { dueSummaryWeek } from './schedule'

export type WeeklySummaryInput = { week: string; userId: string }

/** Owners who keep the summary on and have not been sent this week's. */
async function ownersToSend(payload: Payload, week: string) {
  const { docs } = await payload.find({
    collection: 'users',
    // A comparison with an empty column is never true in SQL: each condition names the empty case.
    where: {
      and: [
        { role: { equals: 'owner' } },
        { or: [{ weeklySummary: { equals: true } }, { weeklySummary: { exists: false } }] },
        { or: [{ weeklySummarySentFor: { not_equals: week } }, { weeklySummarySentFor: { exists: false } }] },
      ],
    },
    select: { role: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs
}

/** At `now`, a job for each owner still due the summary of the week; none outside the sending day. */
export async function queueWeeklySummaries(payload: Payload, now: Date, timeZone: string): Promise<number> {
  const week = dueSummaryWeek(now, timeZone)
  if (!week) return 0
  const owners = await ownersToSend(payload, week)
  for (const owner of owners) await payload.jobs.queue({ task: weeklySummaryTask, input: { week, userId: String(owner.id) } })
  return owners.length
}

/*
 * The once-a-week claim: a single conditional UPDATE of the owner's marker (Payload has no compare-and-set),
 * so of two runners holding jobs for the same owner and week only one sends. Kept minimal: a summary whose
 * sender dies between the claim and the send is lost for that week rather than sent twice.
 */
const usersTable = (payload: Payload) => (payload.db as unknown as PostgresAdapter).tables.users

export async function claimWeeklySummary(payload: Payload, { week, userId }: WeeklySummaryInput): Promise<boolean> {
  const users = usersTable(payload)
  const rows = await (payload.db as unknown as PostgresAdapter).drizzle
    .update(users)
    .set({ weeklySummarySentFor: week })
    .where(and(eq(users.id, userId), or(isNull(users.weeklySummarySentFor), ne(users.weeklySummarySentFor, week))))
    .returning({ id: users.id })
  return rows.length > 0
}

/** A send that failed gives the week back, so the job's retry can claim it again. */
export async function releaseWeeklySummary(payload: Payload, { week, userId }: WeeklySummaryInput) {
  const users = usersTable(payload)
  await (payload.db as unknown as PostgresAdapter).drizzle
    .update(users)
    .set({ weeklySummarySentFor: null })
    .where(and(eq(users.id, userId), eq(users.weeklySummarySentFor, week)))
}
