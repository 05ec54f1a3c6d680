import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import { _internal_resetJobSystemGlobals, type Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { receiveContactRequest, receivePackageRequest } from '@/leads/intake'

import { captureSmtp, type SmtpCapture } from './helpers/smtp'
import { getTestPayload } from './helpers/test-payload'
import { contactBody, packageBody } from '../../scripts/lib/lead-bodies'

const teamAddress = 'team@example.com'
const siteHost = 'www.naturecoast.example'
const leaseSeconds = 1

/** How the SMTP server below answers the next messages. */
let smtpMode:
  | { kind: 'accept' }
  | { kind: 'stall'; release: Promise<void> }
  | { kind: 'reject'; message: string } = { kind: 'accept' }
/** How many messages reached the SMTP server, counted as each one arrives, before it is answered. */
let arrived = 0

describe('the lead email task', () => {
  let payload: Payload
  let smtp: SmtpCapture
  const database = () => (payload.db as unknown as PostgresAdapter).drizzle

  beforeAll(async () => {
    smtp = await captureSmtp({
      answer: async () => {
        arrived += 1
        const mode = smtpMode
        if (mode.kind === 'reject') return { message: mode.message, responseCode: 550 }
        if (mode.kind === 'stall') await mode.release
      },
    })
    process.env.SITE_URL = `https://${siteHost}`
    process.env.LEADS_NOTIFY_TO = teamAddress
    process.env.LEADS_RATE_LIMIT_MAX = '1000'
    process.env.JOBS_AUTORUN = 'false'
    process.env.JOBS_LEASE_SECONDS = String(leaseSeconds)
    payload = await getTestPayload()
  })

  /** Leaves each test only its own jobs to run, whatever an earlier test or test file left queued. */
  const clearJobs = () =>
    payload.delete({
      collection: 'payload-jobs',
      where: { id: { exists: true } },
      overrideAccess: true,
    })

  beforeAll(() => clearJobs())

  afterEach(async () => {
    smtpMode = { kind: 'accept' }
    smtp.received.length = 0
    vi.restoreAllMocks()
    _internal_resetJobSystemGlobals()
    await database().execute(sql`DROP TRIGGER IF EXISTS lead_email_test ON contact_submissions`)
    await clearJobs()
  })

  afterAll(async () => {
    await payload?.destroy()
    await smtp?.close()
  })

  const contactLead = async (email: string) => {
    const response = await receiveContactRequest(
      new Request('http://localhost/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(contactBody({ email })),
      }),
      payload,
    )
    expect(response.status).toBe(201)
    const { docs } = await payload.find({
      collection: 'contact-submissions',
      where: { email: { equals: email } },
      overrideAccess: true,
      depth: 0,
    })
    return docs[0]
  }

  /** The lead's jobs still in the queue: Payload deletes a job once it completes. */
  const jobsOf = async (leadId: string) =>
    (
      await payload.find({ collection: 'payload-jobs', overrideAccess: true, depth: 0, limit: 10 })
    ).docs.filter((job) => (job.input as { leadId?: string } | null)?.leadId === leadId)

  /** A database trigger on the lead's row: the database refusing a write, or the owner deleting the lead. */
  const onLeadUpdate = async (when: string, action: string) => {
    await database().execute(
      sql.raw(
        `CREATE OR REPLACE FUNCTION lead_email_test() RETURNS trigger AS $$ BEGIN ${action}; RETURN NEW; END $$ LANGUAGE plpgsql`,
      ),
    )
    await database().execute(
      sql.raw(
        `CREATE TRIGGER lead_email_test AFTER UPDATE ON contact_submissions FOR EACH ROW WHEN (${when}) EXECUTE FUNCTION lead_email_test()`,
      ),
    )
  }

  const runJobs = () => payload.jobs.run({ limit: 10, silent: true })

  it('names each email after its lead: Message-ID, To and Reply-To', async () => {
    const lead = await contactLead('named@example.org')
    expect(
      (
        await receivePackageRequest(
          new Request('http://localhost/api/package-purchase', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(packageBody()),
          }),
          payload,
        )
      ).status,
    ).toBe(201)
    const purchase = (
      await payload.find({ collection: 'package-purchases', overrideAccess: true, depth: 0 })
    ).docs[0]
    await runJobs()

    const byId = (id: string) => smtp.received.find((mail) => mail.messageId === id)
    const notification = byId(`<${lead.id}.notification@${siteHost}>`)
    expect(notification?.to).toEqual([teamAddress])
    expect(notification?.replyTo).toBe('"Ada Lovelace" <named@example.org>')
    const confirmation = byId(`<${lead.id}.confirmation@${siteHost}>`)
    expect(confirmation?.to).toEqual(['named@example.org'])
    expect(confirmation?.replyTo).toBe(teamAddress)
    expect(byId(`<${purchase.id}.notification@${siteHost}>`)?.replyTo).toBe(
      '"Grace Hopper" <grace@example.org>',
    )
    expect(smtp.received).toHaveLength(4)
  })

  it('sends nothing and ends its jobs for a lead deleted before its emails went out', async () => {
    const lead = await contactLead('deleted@example.org')
    await payload.delete({ collection: 'contact-submissions', id: lead.id, overrideAccess: true })
    expect(await jobsOf(lead.id)).toHaveLength(2)
    await runJobs()
    expect(smtp.received).toHaveLength(0)
    expect(await jobsOf(lead.id)).toHaveLength(0)
  })

  // The lead's two jobs run in either order; each order is run here, so neither is left to chance.
  it.each(['notification', 'confirmation'])(
    'sends nothing and ends its jobs for a lead deleted while its %s email was claimed first',
    async (first) => {
      const lead = await contactLead(`deleted-at-${first}@example.org`)
      const claimed = (email: string) =>
        `(OLD.${email}_email_claimed_by IS NULL AND NEW.${email}_email_claimed_by IS NOT NULL)`
      await onLeadUpdate(
        `${claimed('notification')} OR ${claimed('confirmation')}`,
        'DELETE FROM contact_submissions WHERE id = NEW.id',
      )
      const jobs = await jobsOf(lead.id)
      expect(jobs).toHaveLength(2)
      const firstJob = jobs.find((job) => (job.input as { kind: string }).kind === first)
      await payload.jobs.runByID({ id: firstJob!.id, silent: true })
      await runJobs()
      expect(smtp.received).toHaveLength(0)
      expect(await jobsOf(lead.id)).toHaveLength(0)
    },
  )

  it('never sends an email given up as failed, when its job runs again', async () => {
    const lead = await contactLead('given-up@example.org')
    await payload.db.updateOne({
      collection: 'contact-submissions',
      id: lead.id,
      data: { notificationEmail: { status: 'failed', attempts: 11 } },
      returning: false,
    })
    await runJobs()
    expect(smtp.received.map((mail) => mail.to)).toEqual([['given-up@example.org']])
    expect(await jobsOf(lead.id)).toHaveLength(0)
    const stored = await payload.findByID({
      collection: 'contact-submissions',
      id: lead.id,
      overrideAccess: true,
    })
    expect(stored.notificationEmail?.status).toBe('failed')
  })

  it('renews its claim while SMTP is slower than the lease, so a second runner does not send the email again', async () => {
    const lead = await contactLead('slow-smtp@example.org')
    const [job] = (await jobsOf(lead.id)).filter(
      (each) => (each.input as { kind: string }).kind === 'notification',
    )
    let release = () => {}
    smtpMode = { kind: 'stall', release: new Promise<void>((resolve) => (release = resolve)) }
    const before = arrived
    const first = payload.jobs.runByID({ id: job.id, silent: true })
    await expect.poll(() => arrived).toBe(before + 1)
    await new Promise((resolve) => setTimeout(resolve, leaseSeconds * 1000 * 2))
    // Running a job by id skips Payload's "not already processing" check, as a second server would race it.
    await payload.jobs.runByID({ id: job.id, silent: true })
    release()
    await first
    expect(smtp.received.filter((mail) => mail.to.includes(teamAddress))).toHaveLength(1)
  })

  it('says so in the log when it cannot renew its claim, and still sends the email once', async () => {
    const lead = await contactLead('unrenewed@example.org')
    await onLeadUpdate(
      'NEW.notification_email_claimed_by = OLD.notification_email_claimed_by AND NEW.notification_email_claimed_until > OLD.notification_email_claimed_until',
      `RAISE EXCEPTION 'the database refuses the renewal'`,
    )
    const warned = vi.spyOn(payload.logger, 'warn').mockImplementation(() => undefined)
    let release = () => {}
    smtpMode = { kind: 'stall', release: new Promise<void>((resolve) => (release = resolve)) }
    const run = runJobs()
    await expect.poll(() => warned.mock.calls.length).toBeGreaterThan(0)
    release()
    await run
    expect(warned).toHaveBeenCalledWith(
      expect.objectContaining({ msg: 'Could not renew an email claim' }),
    )
    expect(smtp.received.filter((mail) => mail.to.includes(teamAddress))).toHaveLength(1)
    expect(await jobsOf(lead.id)).toHaveLength(0)
  })

  it('does not send an email again when recording it failed, and says so in the log', async () => {
    const lead = await contactLead('unrecorded@example.org')
    await onLeadUpdate(
      `NEW.notification_email_status = 'sent'`,
      `RAISE EXCEPTION 'the database refuses the record'`,
    )
    const logged = vi.spyOn(payload.logger, 'error').mockImplementation(() => undefined)
    await runJobs()
    await runJobs()
    expect(smtp.received.filter((mail) => mail.to.includes(teamAddress))).toHaveLength(1)
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({
        msg: `Sent the notification email of lead ${lead.id} but could not record it`,
      }),
    )
    expect(await jobsOf(lead.id)).toHaveLength(0)
  })

  it('keeps the first 500 characters of a refusal as the last error, and logs a failure it cannot record', async () => {
    const refusal = `Mailbox unavailable ${'x'.repeat(600)}`
    smtpMode = { kind: 'reject', message: refusal }
    const first = await contactLead('refused@example.org')
    await runJobs()
    const stored = await payload.findByID({
      collection: 'contact-submissions',
      id: first.id,
      overrideAccess: true,
    })
    expect(stored.notificationEmail?.status).toBe('retrying')
    expect(stored.notificationEmail?.lastError).toHaveLength(500)
    expect(stored.notificationEmail?.lastError).toContain('Mailbox unavailable xxx')

    const second = await contactLead('refused-unrecorded@example.org')
    await onLeadUpdate(
      `NEW.notification_email_status = 'retrying'`,
      `RAISE EXCEPTION 'the database refuses the record'`,
    )
    const logged = vi.spyOn(payload.logger, 'error').mockImplementation(() => undefined)
    await runJobs()
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({
        msg: `Could not record a failed attempt at the notification email of lead ${second.id}`,
      }),
    )
    const [job] = (await jobsOf(second.id)).filter(
      (each) => (each.input as { kind: string }).kind === 'notification',
    )
    expect(job).toMatchObject({ hasError: false, totalTried: 1 })
  })

  it('leaves no timer running once its emails are sent', async () => {
    const timers = () =>
      process.getActiveResourcesInfo().filter((resource) => resource === 'Timeout').length
    await runJobs()
    const before = timers()
    for (let index = 0; index < 10; index += 1) await contactLead(`timers${index}@example.org`)
    for (let round = 0; round < 3; round += 1) await runJobs()
    expect(smtp.received).toHaveLength(20)
    expect(timers() - before).toBeLessThan(10)
  })
})
