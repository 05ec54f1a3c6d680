import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest, Where } from 'payload'

import { inTransaction, transactionDrizzle } from '@/db/transaction'

import { maxRowsPerDay, otherSources, siteVisitsCollection } from './constants'

export type CountedView = { day: string; route: string; source: string; firstOfDay: boolean }

const rowOf = (payload: Payload, req: PayloadRequest, where: Where) =>
  payload
    .find({
      collection: siteVisitsCollection,
      where,
      limit: 1,
      depth: 0,
      req,
      overrideAccess: true,
    })
    .then(({ docs }) => docs[0])

/**
 * Adds one view (and one visitor, on the visitor's first view of the day) to the day's row for its page and
 * source, through Payload. Payload has no atomic increment, so the row is read and written under a
 * transaction-scoped advisory lock on the day (SQL on Payload's own transaction, the one thing here Payload
 * has no call for): views arriving together wait for each other instead of losing one.
 */
export async function countView(payload: Payload, view: CountedView): Promise<void> {
  await inTransaction(payload, async (req) => {
    const db = await transactionDrizzle(payload, req)
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`site-visits:${view.day}`}))`)
    const sameDay: Where = { day: { equals: view.day } }
    const keyOf = (source: string): Where => ({
      and: [sameDay, { route: { equals: view.route } }, { source: { equals: source } }],
    })
    let source = view.source
    let row = await rowOf(payload, req, keyOf(source))
    if (!row) {
      const { totalDocs } = await payload.count({
        collection: siteVisitsCollection,
        where: sameDay,
        req,
        overrideAccess: true,
      })
      if (totalDocs >= maxRowsPerDay) {
        source = otherSources
        row = await rowOf(payload, req, keyOf(source))
      }
    }
    const added = view.firstOfDay ? 1 : 0
    if (row)
      await payload.update({
        collection: siteVisitsCollection,
        id: row.id,
        data: { views: row.views + 1, visitors: row.visitors + added },
        depth: 0,
        req,
        overrideAccess: true,
      })
    else
      await payload.create({
        collection: siteVisitsCollection,
        data: { day: view.day, route: view.route, source, views: 1, visitors: added },
        depth: 0,
        req,
        overrideAccess: true,
      })
  })
}
