import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'

/**
 * The Drizzle handle of the request's open transaction (the pool when there is none), for the few
 * statements Payload's API has no call for: what runs on it commits or rolls back with the request.
 */
export async function transactionDrizzle(payload: Payload, req: PayloadRequest) {
  const adapter = payload.db as unknown as PostgresAdapter
  return adapter.sessions[String(await req.transactionID)]?.db ?? adapter.drizzle
}


/** Runs `work` in one database transaction: everything it writes is committed together, or nothing is. */
export async function inTransaction<Result>(payload: Payload, work: (req: PayloadRequest) => Promise<Result>): Promise<Result> {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const result = await work(req)
    await commitTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req as PayloadRequest)
    throw error
  }
}
