import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { transactionDrizzle } from '@/db/transaction'

import { emailKeyFieldName, emailStateFieldName, leadCollections } from '../constants'
import { emailKeyOf } from '../email-address'
import { leadTable, snakeCase } from '../tables'

/**
 * At most one confirmation email per address per hour, whatever is typed into the forms: the form cannot
 * be used to mail somebody again and again under the company's name. The team is still told of every lead.
 */
export const confirmationIntervalMs = 60 * 60 * 1000

/**
 * Whether a confirmation went (or is going) to an address since a time, from either form: one statement
 * over both lead tables, compared on the leads' email key (emailKeyOf), so whatever the case or padding
 * of the address. Each table's index on the key and the time (leadAddressIndexes) answers it without
 * reading the hour's other leads. Drizzle, as Payload's `where` cannot ask two collections at once.
 */
export function confirmationLookup(email: string, since: Date) {
  const status = sql.identifier(snakeCase(`${emailStateFieldName.confirmation}Status`))
  const key = sql.identifier(snakeCase(emailKeyFieldName))
  const confirmations = leadCollections.map(
    (collection) =>
      sql`select 1 from ${leadTable(collection)} where ${key} = ${emailKeyOf(email)} and created_at > ${since.toISOString()} and ${status} <> 'skipped'`,
  )
  return sql`select exists(${sql.join(confirmations, sql` union all `)}) as confirmed`
}

/**
 * Inside the lead's transaction: whether this lead's visitor gets a confirmation email.
 *
 * The leads of one address are serialised until their transaction ends, so two sent at the same moment
 * cannot both see "no confirmation yet": a transaction-scoped advisory lock, for which Payload has no call.
 * The lookup is a statement of its own, after the lock: in PostgreSQL's default isolation each statement
 * sees what was committed before it began, so it sees the lead of whoever held the lock before.
 */
export async function mayConfirm(
  payload: Payload,
  req: PayloadRequest,
  email: string,
): Promise<boolean> {
  const db = await transactionDrizzle(payload, req)
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`lead-confirmation:${emailKeyOf(email)}`}))`,
  )
  const { rows } = await db.execute<{ confirmed: boolean }>(
    confirmationLookup(email, new Date(Date.now() - confirmationIntervalMs)),
  )
  return rows[0]?.confirmed !== true
}
