import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { transactionDrizzle } from './transaction'

/**
 * Locks the uploads among `ids` that belong to no lead and answers their ids: locked, an upload can be
 * neither removed by the cleanup nor taken by another lead until the transaction ends. Payload's find has
 * no row lock (SELECT ... FOR UPDATE).
 */
export async function lockFreeUploads(
  payload: Payload,
  req: PayloadRequest,
  ids: readonly string[],
): Promise<string[]> {
  const db = await transactionDrizzle(payload, req)
  const { rows } = await db.execute<{ id: string }>(
    sql`select id from lead_attachments where id in ${ids} and lead_id is null for update`,
  )
  return rows.map((row) => String(row.id))
}
