import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { transactionDrizzle } from '@/db/transaction'

import { emailStateFieldName, leadCollections } from './constants'
import { comparedAddress, leadTable } from './tables'

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
  const db = await transactionDrizzle(payload, req)
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`lead-confirmation:${address}`}))`)
}

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`).replace(/-/g, '_')

/**
 * Whether a confirmation went (or is going) to this address within the hour, from either form: one
 * statement over both lead tables, compared on the exact address whatever its case. Each table's
 * confirmation address index (confirmation-index.ts) answers it without reading the hour's other leads.
 */
export function confirmationLookup(address: string, now = Date.now()) {
  const since = new Date(now - confirmationIntervalMs).toISOString()
  const status = sql.identifier(snakeCase(`${emailStateFieldName.confirmation}Status`))
  const confirmations = leadCollections.map(
    (collection) =>
      sql`select 1 from ${leadTable(collection)} where ${comparedAddress(sql.identifier('email'))} = ${address} and created_at > ${since} and ${status} <> 'skipped'`,
  )
  return sql`select exists(${sql.join(confirmations, sql` union all `)}) as confirmed`
}

async function confirmedWithinTheHour(payload: Payload, req: PayloadRequest, address: string): Promise<boolean> {
  const db = await transactionDrizzle(payload, req)
  const { rows } = await db.execute<{ confirmed: boolean }>(confirmationLookup(address))
  return rows[0]?.confirmed === true
}

/** Inside the lead's transaction: whether this lead's visitor gets a confirmation email. */
export async function mayConfirm(payload: Payload, req: PayloadRequest, email: string): Promise<boolean> {
  const address = email.trim().toLowerCase()
  await lockAddress(payload, req, address)
  return !(await confirmedWithinTheHour(payload, req, address))
}
