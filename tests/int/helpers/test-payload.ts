import { randomBytes } from 'node:crypto'
import { getPayload, type Payload } from 'payload'
import pg from 'pg'
import { inject } from 'vitest'

/** The database URI this test file owns: a fresh database on the run's server. */
export function testDatabaseUri(): string {
  const url = new URL(inject('databaseServerUri'))
  url.pathname = `/${inject('databasePrefix')}${randomBytes(5).toString('hex')}`
  return url.toString()
}

/** A fresh database of this file's, copied from the run's template: the schema and the seed already in it. */
async function copyOfTemplate(): Promise<string> {
  const uri = testDatabaseUri()
  const client = new pg.Client({ connectionString: inject('databaseServerUri') })
  await client.connect()
  try {
    await client.query(
      `CREATE DATABASE "${new URL(uri).pathname.slice(1)}" TEMPLATE "${inject('templateDatabase')}"`,
    )
  } finally {
    await client.end()
  }
  return uri
}

/**
 * A Payload instance on a throwaway database with the schema and the first-run seed: a copy of the run's
 * template, or, where the test named a database of its own in DATABASE_URI, that one with the schema pushed.
 * Set any process.env settings (SMTP_HOST, ...) before the first call: the config reads them once.
 */
export async function getTestPayload(): Promise<Payload> {
  if (process.env.DATABASE_URI) process.env.PAYLOAD_TEST_PUSH = 'true'
  else process.env.DATABASE_URI = await copyOfTemplate()
  // The capture SMTP server of the tests (scripts/lib/smtp-capture.ts) offers no TLS.
  process.env.SMTP_REQUIRE_TLS ??= 'false'
  const { default: config } = await import('@payload-config')
  return getPayload({ config })
}
