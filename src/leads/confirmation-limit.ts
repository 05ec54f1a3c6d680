import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { emailStateFieldName, leadCollections, type LeadCollection } from './constants'

/**
 * At most one confirmation email per address per hour, whatever is typed into the forms: the form cannot
 * be used to mail somebody again and again under the company's name. The team is still told of every lead.
 */
export const confirmationIntervalMs = 60 * 60 * 1000

/**
 * Serialises the leads of one address until their transaction ends, so two sent at the same moment
 * cannot both see "no confirmation yet".
 */
async function lockAddress(payload: Payload, req: PayloadRequest, address: string) {
  const adapter = payload.db as unknown as PostgresAdapter
  const db = adapter.sessions[String(await req.transactionID)]?.db ?? adapter.drizzle
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`lead-confirmation:${address}`}))`)
}

async function confirmedWithinTheHour(payload: Payload, req: PayloadRequest, collection: LeadCollection, address: string): Promise<boolean> {
  const since = new Date(Date.now() - confirmationIntervalMs).toISOString()
  const { docs } = await payload.find({
    collection,
    // `like` is case-insensitive (and matches parts too): the exact address is compared below.
    where: {
      and: [
        { email: { like: address } },
        { createdAt: { greater_than: since } },
        { [`${emailStateFieldName.confirmation}.status`]: { not_equals: 'skipped' } },
      ],
    },
    limit: 100,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { email: true },
    req,
  })
  return docs.some((doc) => doc.email.trim().toLowerCase() === address)
}

/** Inside the lead's transaction: whether this lead's visitor gets a confirmation email. */
export async function mayConfirm(payload: Payload, req: PayloadRequest, email: string): Promise<boolean> {
  const address = email.trim().toLowerCase()
  await lockAddress(payload, req, address)
  for (const collection of leadCollections) {
    if (await confirmedWithinTheHour(payload, req, collection, address)) return false
  }
  return true
}
