import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { transactionDrizzle } from './transaction'

/**
 * Locked, a free upload can be neither removed by the cleanup nor taken by another lead until the
 * transaction ends; Payload's find has no row lock.
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
