import pg from 'pg'

import { e2e } from './environment'

/** Reads the e2e database (or another, such as an own server's) directly, to check what a visitor's action stored. */
export async function query<Row extends pg.QueryResultRow = Record<string, unknown>>(
  sql: string,
  params: unknown[] = [],
  connectionString = e2e.databaseUri(),
) {
  const client = new pg.Client({ connectionString })
  await client.connect()
  try {
    return (await client.query<Row>(sql, params)).rows
  } finally {
    await client.end()
  }
}
