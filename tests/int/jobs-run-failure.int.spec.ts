import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { receiveContactRequest } from '@/leads/intake'

import { contactBody } from '../../scripts/lib/lead-bodies'
import { runJobsProcess } from './helpers/processes'
import { captureSmtp, type SmtpCapture } from './helpers/smtp'
import { getTestPayload } from './helpers/test-payload'

/**
 * `npm run jobs:run` on a database whose jobs table it cannot use, as after a failed migration: it must end
 * with exit code 1 and say why, not as if the queue were empty (a cron entry would read that as done).
 */
describe('npm run jobs:run when its rounds keep failing', () => {
  let payload: Payload
  let smtp: SmtpCapture

  const queued = async () =>
    (
      await payload.find({
        collection: 'payload-jobs',
        where: { taskSlug: { equals: 'sendLeadEmail' } },
        overrideAccess: true,
      })
    ).docs

  beforeAll(async () => {
    smtp = await captureSmtp()
    process.env.JOBS_AUTORUN = 'false'
    payload = await getTestPayload()
  })

  afterAll(async () => {
    await payload?.destroy()
    await smtp?.close()
  })

  it('exits 1 with the database error and leaves the jobs queued; once the fault is mended, a run sends them and exits 0', async () => {
    const response = await receiveContactRequest(
      new Request('http://localhost/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(contactBody({ email: 'stuck@example.org' })),
      }),
      payload,
    )
    expect(response.status).toBe(201)
    expect(await queued()).toHaveLength(2)

    // Drizzle on Payload's connection: Payload has no call to rename a table, and this fault needs one.
    await payload.db.drizzle.execute(sql`ALTER TABLE payload_jobs RENAME TO payload_jobs_away`)
    let failed
    try {
      failed = await runJobsProcess()
    } finally {
      await payload.db.drizzle.execute(sql`ALTER TABLE payload_jobs_away RENAME TO payload_jobs`)
    }
    const output = failed.stdout + failed.stderr
    expect(failed.code, output).toBe(1)
    expect(output).toContain('gave up after 3 failed rounds in a row; the jobs stay queued')
    expect(output).toMatch(/payload_jobs" does not exist/)
    expect(smtp.received).toHaveLength(0)
    expect(await queued()).toHaveLength(2)

    const mended = await runJobsProcess()
    expect(mended.code, mended.stdout + mended.stderr).toBe(0)
    expect(smtp.received.map((mail) => mail.to).flat()).toContain('stuck@example.org')
    expect(smtp.received).toHaveLength(2)
    expect(await queued()).toHaveLength(0)
  }, 120_000)
})
