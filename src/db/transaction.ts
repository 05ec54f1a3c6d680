import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

/**
 * The Drizzle handle of the request's open transaction (the pool when there is none), for the few
 * statements Payload's API has no call for: what runs on it commits or rolls back with the request.
 */
export async function transactionDrizzle(payload: Payload, req: PayloadRequest) {
  const adapter = payload.db as unknown as PostgresAdapter
  return adapter.sessions[String(await req.transactionID)]?.db ?? adapter.drizzle
}

