import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { startProductionStack, type StackOptions } from '../../scripts/lib/production-stack'
import { startSmtpCapture } from '../../scripts/lib/smtp-capture'
import { owner } from './helpers/accounts'
import { e2e } from './helpers/environment'

/** The stack's settings; `tests/e2e/build.ts` builds with them ahead of the suite. */
export const stackOptions = (): StackOptions => ({
  port: e2e.port,
  postgresPort: e2e.postgresPort,
  dataDir: e2e.dataDir,
  distDir: e2e.distDir,
  reuseBuild: process.env.E2E_SKIP_BUILD === '1',
  serverLog: process.env.E2E_SERVER_LOG === '1',
  log: (line) => console.log(`[e2e] ${line}`),
  env: {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(e2e.smtpPort),
    // The capture server offers no TLS.
    SMTP_REQUIRE_TLS: 'false',
    EMAIL_FROM: 'Nature Coast Tech <site@example.com>',
    // Every browser in the suite is one client from 127.0.0.1: the per-client limit has its own test.
    LEADS_RATE_LIMIT_MAX: '1000',
    // Every page a test opens reports a view; the per-client limit of views has its own test.
    VISITS_RATE_LIMIT_MAX: '100000',
    // A won lead's review request goes out at once, not days later.
    REVIEW_REQUEST_DELAY_DAYS: '0',
    // Known to the tests (Playwright hands the setup's environment to its workers), which sign review links with it.
    PAYLOAD_SECRET: (process.env.E2E_PAYLOAD_SECRET ??= randomBytes(32).toString('hex')),
  },
})

/**
 * The stack the browser tests run against: a capture SMTP server writing each message to .data/e2e/mail,
 * and the production build of the site on an empty embedded database (see startProductionStack).
 */
export default async function globalSetup() {
  fs.rmSync(e2e.mailDir, { recursive: true, force: true })
  fs.mkdirSync(e2e.mailDir, { recursive: true })
  let mailCount = 0
  const smtp = await startSmtpCapture(e2e.smtpPort, (raw) => {
    mailCount += 1
    fs.writeFileSync(path.join(e2e.mailDir, `${String(mailCount).padStart(5, '0')}.eml`), raw)
  })

  const stack = await startProductionStack(stackOptions())

  const registered = await fetch(`${stack.baseURL}/api/users/first-register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: owner.email,
      username: owner.username,
      password: owner.password,
      setupToken: stack.setupToken,
    }),
  })
  if (!registered.ok)
    throw new Error(
      `could not create the owner account: ${registered.status} ${await registered.text()}`,
    )

  return async () => {
    await stack.stop()
    await smtp.close()
  }
}
