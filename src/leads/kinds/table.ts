import type { Field } from 'payload'

import { asSent } from '../admin/fields'
import { labelOf, type Option } from '../options'

/** A collection field without name and label, which the table gives it. */
type WithoutName<F> = F extends unknown ? Omit<F, 'name' | 'label'> : never

/** One field a visitor sends, as the admin, the team's email and the CSV export show it. */
export type LeadField = {
  name: string
  label: string
  /** The value reads as its option's label (a list as its labels). */
  options?: readonly Option[]
  /** How the value reads when it is neither its text nor its option's label. */
  reads?: (value: unknown) => string
  /** Its collection field; without a type, a select of `options`, or else a text field. */
  field?: Partial<WithoutName<Field>>
  row?: string
  /** False for a field only the admin shows, not the email or the CSV. */
  listed?: false
}

export function readLeadField(field: LeadField, doc: object): string {
  const value = (doc as Record<string, unknown>)[field.name]
  if (field.reads) return field.reads(value)
  if (field.options) {
    const options = field.options
    return Array.isArray(value)
      ? value.map((item) => labelOf(options, String(item))).join(', ')
      : labelOf(options, value == null ? undefined : String(value))
  }
  return value == null ? '' : String(value)
}

export const leadFieldRows = (
  fields: readonly LeadField[],
  doc: object,
): [label: string, value: string][] =>
  listedFields(fields).map((field) => [field.label, readLeadField(field, doc)])

export const listedFields = (fields: readonly LeadField[]) =>
  fields.filter((field) => field.listed !== false)

function collectionField({ name, label, options, field }: LeadField): Field {
  const select = options && {
    type: 'select',
    options: options.map(({ value, label }) => ({ value, label })),
  }
  const base = field?.type ? {} : (select ?? { type: 'text' })
  return asSent({ ...base, ...field, name, label } as Field)
}

export function leadCollectionFields(fields: readonly LeadField[]): Field[] {
  const rows: { row?: string; fields: LeadField[] }[] = []
  for (const field of fields) {
    const last = rows.at(-1)
    if (field.row && last?.row === field.row) last.fields.push(field)
    else rows.push({ row: field.row, fields: [field] })
  }
  return rows.map((row) =>
    row.fields.length > 1
      ? { type: 'row', fields: row.fields.map(collectionField) }
      : collectionField(row.fields[0]),
  )
}

export const yesNo = (value: unknown) => (value ? 'Yes' : 'No')

/** A calendar day is stored at noon UTC. */
export const day = (value: unknown) => (typeof value === 'string' ? value.slice(0, 10) : '')

export const count = (value: unknown) => String(Array.isArray(value) ? value.length : 0)

export const dollars = (value: unknown) =>
  typeof value === 'number' ? `$${value.toLocaleString('en-US')}` : ''
