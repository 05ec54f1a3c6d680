import { randomBytes } from 'node:crypto'
import { getPayload, type Payload } from 'payload'
import { inject } from 'vitest'

/** The database URI this test file owns: a fresh database on the run's server. */
export function testDatabaseUri(): string {
  const url = new URL(inject('databaseServerUri'))
  url.pathname = `/${inject('databasePrefix')}${randomBytes(5).toString('hex')}`
  return url.toString()
}

/**
 * A Payload instance on a throwaway database with the schema pushed and the first-run seed applied.
 * Set any process.env settings (SMTP_HOST, ...) before the first call: the config reads them once.
 */
export async function getTestPayload(): Promise<Payload> {
  process.env.DATABASE_URI ??= testDatabaseUri()
  process.env.PAYLOAD_TEST_PUSH = 'true'
  // The capture SMTP server of the tests (scripts/lib/smtp-capture.ts) offers no TLS.
  process.env.SMTP_REQUIRE_TLS ??= 'false'
  const { default: config } = await import('@payload-config')
  return getPayload({ config })
}
