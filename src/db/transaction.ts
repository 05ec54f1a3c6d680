import type { PostgresAdapter } from '@payloadcms/db-postgres'
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

/**
 * For the few statements Payload has no call for (a lock, an aggregate); without a transaction a
 * lock would hold for one statement and guard nothing, so that is an error.
 */
export async function transactionDrizzle(payload: Payload, req: PayloadRequest) {
  const adapter = payload.db as unknown as PostgresAdapter
  const transactionID = await req.transactionID
  const session = transactionID === undefined ? undefined : adapter.sessions[String(transactionID)]
  if (!session)
    throw new Error(
      'transactionDrizzle needs the request to be in a database transaction (see inTransaction)',
    )
  return session.db
}

export async function inTransaction<Result>(
  payload: Payload,
  work: (req: PayloadRequest) => Promise<Result>,
): Promise<Result> {
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
