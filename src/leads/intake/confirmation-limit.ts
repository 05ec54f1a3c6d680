import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { preparedStatement } from '@/db/prepared-statement'

import { emailStateFieldName, leadCollections } from '../constants'
import { comparedAddress, leadTable, snakeCase } from '../tables'

/**
 * At most one confirmation email per address per hour, whatever is typed into the forms: the form cannot
 * be used to mail somebody again and again under the company's name. The team is still told of every lead.
 */
export const confirmationIntervalMs = 60 * 60 * 1000

/**
 * Whether a confirmation went (or is going) to an address within the hour, from either form: one
 * statement over both lead tables, compared on the exact address whatever its case. Each table's
 * confirmation address index (confirmation-index.ts) answers it without reading the hour's other leads.
 * Its values are the placeholders `address` and `since`.
 */
export function confirmationLookup() {
  const status = sql.identifier(snakeCase(`${emailStateFieldName.confirmation}Status`))
  const confirmations = leadCollections.map(
    (collection) =>
      sql`select 1 from ${leadTable(collection)} where ${comparedAddress(sql.identifier('email'))} = ${sql.placeholder('address')} and created_at > ${sql.placeholder('since')} and ${status} <> 'skipped'`,
  )
  return sql`select exists(${sql.join(confirmations, sql` union all `)}) as confirmed`
}

/**
 * Serialises the leads of one address until their transaction ends, so two sent at the same moment
 * cannot both see "no confirmation yet". The lookup is a statement of its own, after the lock: in
 * PostgreSQL's default isolation each statement sees what was committed before it began, so it sees the
 * lead of whoever held the lock before.
 */
const lockAddress = preparedStatement('lead_confirmation_lock', () => sql`select pg_advisory_xact_lock(hashtext(${sql.placeholder('key')}))`)

const confirmedWithinTheHour = preparedStatement<{ confirmed: boolean }, { address: string; since: string }>('lead_confirmation_lookup', confirmationLookup)

/** Inside the lead's transaction: whether this lead's visitor gets a confirmation email. */
export async function mayConfirm(payload: Payload, req: PayloadRequest, email: string): Promise<boolean> {
  const address = email.trim().toLowerCase()
  await lockAddress.run(payload, req, { key: `lead-confirmation:${address}` })
  const since = new Date(Date.now() - confirmationIntervalMs).toISOString()
  const [row] = await confirmedWithinTheHour.run(payload, req, { address, since })
  return row?.confirmed !== true
}
