import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { transactionDrizzle } from './transaction'

/** The statements of a lead's intake that Payload's Local API has no call for, on the lead's transaction. */

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

/**
 * Whether a confirmation went (or is going) to an address since a time, from either form: one statement
 * over both lead tables, which Payload's `where` cannot ask at once, answered by each table's index on
 * (email_key, created_at).
 */
export function confirmationLookup(emailKey: string, since: Date) {
  const confirmations = ['contact_submissions', 'package_purchases'].map(
    (table) =>
      sql`select 1 from ${sql.identifier(table)} where email_key = ${emailKey} and created_at > ${since.toISOString()} and confirmation_email_status <> 'skipped'`,
  )
  return sql`select exists(${sql.join(confirmations, sql` union all `)}) as confirmed`
}

/**
 * Inside a lead's transaction: whether a confirmation went to the address since `since`, with the leads of
 * that address taken one after another until the transaction ends, so two sent together cannot both find
 * none. A transaction-scoped advisory lock, as the window slides and no unique index can hold it; the
 * lookup is a statement of its own after it, so it sees what the lock's previous holder committed.
 */
export async function confirmedSince(
  payload: Payload,
  req: PayloadRequest,
  emailKey: string,
  since: Date,
): Promise<boolean> {
  const db = await transactionDrizzle(payload, req)
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`lead-confirmation:${emailKey}`}))`)
  const { rows } = await db.execute<{ confirmed: boolean }>(confirmationLookup(emailKey, since))
  return rows[0]?.confirmed === true
}
