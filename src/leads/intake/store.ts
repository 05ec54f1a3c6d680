import 'server-only'

import { randomUUID } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import { insertRows, rowOf } from '@/db/insert-rows'

import { attachUploadsToLead } from './attachments/link'
import { mayConfirm } from './confirmation-limit'
import { emailKinds, emailStateFieldName, leadEmailTask, type EmailKind, type LeadCollection } from '../constants'
import { inTransaction } from './endpoint'
import { leadTableName, snakeCase } from '../tables'

export type Stored = { collection: LeadCollection; data: Record<string, unknown>; attachmentIds?: string[] }

/**
 * The rows of a lead's lists that Payload keeps in tables of their own, by the collection's fields: a select
 * with several values in `<table>_<field>`, relationships in `<table>_rels`.
 */
function listRows(payload: Payload, collection: LeadCollection, leadId: string, lists: Record<string, unknown>) {
  const tableName = leadTableName(collection)
  const fields = payload.collections[collection].config.flattenedFields
  return Object.entries(lists).map(([name, values]) => {
    const field = fields.find((candidate) => candidate.name === name)
    if (!Array.isArray(values) || !field || !('hasMany' in field) || !field.hasMany) throw new Error(`${collection} has no list ${name}`)
    if (field.type === 'relationship' && typeof field.relationTo === 'string') {
      const relationTo = field.relationTo
      return { table: `${tableName}_rels`, rows: values.map((id, index) => ({ order: index + 1, parent: leadId, path: name, [`${relationTo}ID`]: id })) }
    }
    if (field.type === 'select') return { table: `${tableName}_${snakeCase(name)}`, rows: values.map((value, index) => ({ order: index + 1, parent: leadId, value })) }
    throw new Error(`${collection}.${name} is a list the intake does not write`)
  })
}

/**
 * The lead's email jobs, as rows Payload's job runner takes like any queued job: `payload.jobs.queue`
 * writes and reads back each job apart, four round trips on every lead.
 */
const emailJobs = (collection: LeadCollection, leadId: string, kinds: readonly EmailKind[]) =>
  kinds.map((kind) => ({ taskSlug: leadEmailTask, input: { collection, leadId, kind } }))

/**
 * The lead, its attachments' link to it and one job per email are written in one transaction: all exist,
 * or none does. The team is told of every lead; the visitor's confirmation is skipped when one already
 * went to the same address within the hour.
 *
 * The lead's rows are written as Payload's database adapter writes them, not through its create operation:
 * every value is already checked by the request's schema or set here, no hook acts on a new lead, and the
 * operation's field passes, its read-back of the row and Drizzle's building of each statement were most
 * of a lead's cost. The caller therefore sets every default the collection has;
 * tests/int/lead-intake.int.spec.ts compares the stored leads with Payload's create.
 */
export async function storeLead(payload: Payload, { collection, data, attachmentIds = [] }: Stored): Promise<void> {
  const tableName = leadTableName(collection)
  await inTransaction(payload, async (req: PayloadRequest) => {
    const confirm = await mayConfirm(payload, req, String(data.email))
    const leadId = randomUUID()
    const { row, rest } = rowOf(payload, tableName, {
      ...data,
      id: leadId,
      createdAt: new Date().toISOString(),
      [emailStateFieldName.confirmation]: { status: confirm ? 'queued' : 'skipped', attempts: 0 },
    })
    await insertRows(payload, req, tableName, [row])
    for (const list of listRows(payload, collection, leadId, rest)) await insertRows(payload, req, list.table, list.rows)
    await attachUploadsToLead(payload, req, leadId, attachmentIds)
    await insertRows(payload, req, 'payload_jobs', emailJobs(collection, leadId, emailKinds.filter((kind) => kind !== 'confirmation' || confirm)))
  })
}
