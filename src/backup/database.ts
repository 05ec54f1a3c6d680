import type pg from 'pg'

/** Payload keeps everything in the public schema. */
export const quoteTable = (name: string) => `"public"."${name.replace(/"/g, '""')}"`

export async function publicTables(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
  )
  return rows.map((row) => row.name)
}

/** The migrations a database has run, which a restore must match. */
export async function appliedMigrations(client: pg.Client, tables: string[]): Promise<string[]> {
  if (!tables.includes('payload_migrations')) return []
  const { rows } = await client.query<{ name: string }>(
    'SELECT name FROM payload_migrations ORDER BY name',
  )
  return rows.map((row) => row.name)
}
