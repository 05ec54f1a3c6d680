import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { getTableColumns, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'

import { preparedStatement, type PreparedStatement } from './prepared-statement'

type Row = Record<string, unknown>

const isPlainObject = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date)

/**
 * A document's values as the row of its Payload table: each value whose name is a column as it is (a JSON
 * field's object too), a group's fields in the columns Payload names after the group (`source_page`).
 * Answers the values that are no column (lists and relationships Payload keeps in tables of their own) apart.
 */
export function rowOf(payload: Payload, tableName: string, values: Row): { row: Row; rest: Row } {
  const columns = getTableColumns((payload.db as unknown as PostgresAdapter).tables[tableName])
  const row: Row = {}
  const rest: Row = {}
  const place = (prefix: string, entries: Row) => {
    for (const [name, value] of Object.entries(entries)) {
      const key = prefix + name
      if (value === undefined) continue
      if (key in columns) row[key] = value
      else if (isPlainObject(value)) place(`${key}_`, value)
      else rest[key] = value
    }
  }
  place('', values)
  return { row, rest }
}

const statements = new Map<string, PreparedStatement<never, Row>>()

/**
 * Inserts rows into one of Payload's tables as its database adapter does (a column left out takes its
 * default), through a prepared statement made once for each table, set of columns and number of rows. The
 * rows share their columns: those of the first row.
 */
export async function insertRows(payload: Payload, req: PayloadRequest | undefined, tableName: string, rows: Row[]): Promise<void> {
  if (rows.length === 0) return
  const keys = Object.keys(rows[0])
  const shape = `${tableName}(${keys.join(',')})*${rows.length}`
  let statement = statements.get(shape)
  if (!statement) {
    const adapter = payload.db as unknown as PostgresAdapter
    const placeholders = rows.map((_, index) => Object.fromEntries(keys.map((key) => [key, sql.placeholder(`${index}.${key}`)])))
    statement = preparedStatement(`insert_${statements.size}`, () => adapter.drizzle.insert(adapter.tables[tableName]).values(placeholders).getSQL())
    statements.set(shape, statement)
  }
  await statement.run(payload, req, Object.fromEntries(rows.flatMap((row, index) => keys.map((key) => [`${index}.${key}`, row[key]]))))
}
