import type { Payload } from 'payload'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { serverEnv, type ServerEnv } from '@/config/env'
import { emailDeliveryCheck } from '@/site-health/checks/email-delivery'
import type { SiteCheckName } from '@/site-health/constants'
import { runSiteHealthChecks } from '@/site-health/run'

import { parseMail, startSmtpCapture, type CapturedMail } from '../../scripts/lib/smtp-capture'
import { siteHealthPayload } from './helpers/site-health'

/**
 * The checks' incidents on a moved clock, against real Payload, Postgres and SMTP: the checks job on a
 * built server runs this same function each minute and adds nothing to what is decided here.
 */
const start = Date.now()
const minutes = (count: number) => new Date(start + count * 60_000)

describe('an incident is one alert and one recovery, in that order', () => {
  let payload: Payload
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>
  let smtpPort = 0
  const received: CapturedMail[] = []
  const capture = async () =>
    startSmtpCapture(smtpPort, async (raw) => void received.push(await parseMail(raw)))

  const settings = (overrides: Partial<ServerEnv>) =>
    Object.defineProperty({ ...serverEnv(), ...overrides }, 'publicUrl', {
      value: serverEnv().publicUrl,
    }) as ServerEnv
  /** Read after the start: the settings are read once, and the test database is named then. */
  let diskFull: ServerEnv

  const subjects = () => received.map((mail) => mail.subject)
  const state = async (check: SiteCheckName) =>
    (
      await payload.find({
        collection: 'site-health-checks',
        where: { check: { equals: check } },
        overrideAccess: true,
      })
    ).docs[0]
  const deliver = async () => {
    for (let round = 0; round < 10; round += 1)
      if ((await payload.jobs.run({ silent: true })).noJobsRemaining) return
  }
  /** A run of the checks, then of the queue, as the job runner does each minute. */
  const minute = async (at: number, env?: ServerEnv) => {
    await runSiteHealthChecks(payload, { env, now: minutes(at) })
    await deliver()
  }

  beforeAll(async () => {
    smtp = await capture()
    smtpPort = smtp.port
    payload = await siteHealthPayload(smtpPort)
    diskFull = settings({ ALERT_DISK_FREE_PERCENT: 100 })
  })

  // Each test starts from checks never failed and an empty inbox.
  beforeEach(async () => {
    for (const collection of ['site-health-checks', 'site-notices', 'payload-jobs'] as const)
      await payload.delete({ collection, where: { id: { exists: true } }, overrideAccess: true })
    received.length = 0
  })

  afterAll(async () => {
    await payload?.destroy()
    await smtp?.close()
  })

  it('a check flipping every minute for ten minutes is one incident with two emails, and so is a failure within the hour after', async () => {
    for (let at = 0; at < 10; at += 1) await minute(at, at % 2 ? undefined : diskFull)
    for (const at of [10, 11, 12]) await minute(at)
    expect((await state('disk')).status).toBe('ok')
    expect(subjects()).toEqual([
      'Site alert: Disk space is failing',
      'Resolved: Disk space is working again',
    ])

    // Forty minutes on, a few more failed minutes: the same incident, nothing more to read.
    for (const at of [50, 51, 52, 53]) await minute(at, diskFull)
    await minute(57)
    expect((await state('disk')).incident).toBe(1)
    expect(subjects()).toHaveLength(2)

    // Past the hour it is a new incident, which alerts once it has failed a few minutes.
    await minute(120, diskFull)
    expect((await state('disk')).incident).toBe(2)
    expect(subjects()).toHaveLength(2)
    await minute(123, diskFull)
    expect(subjects()).toHaveLength(3)
  })

  it('a check failing for a minute or two shows in the state but sends nothing', async () => {
    await minute(0, diskFull)
    await minute(1, diskFull)
    expect((await state('disk')).status).toBe('failing')
    for (const at of [2, 3, 4, 5]) await minute(at)
    expect((await state('disk')).status).toBe('ok')
    expect(subjects()).toEqual([])
  })

  it('mail down for a few minutes: the alert, then the recovery, in that order and once each', async () => {
    await smtp.close()
    // The alert's first attempt fails, and its retry is spaced out past the recovery.
    for (const at of [0, 1, 2, 3]) await minute(at)
    expect((await state('emailDelivery')).status).toBe('failing')
    smtp = await capture()
    for (const at of [4, 5, 6]) await minute(at)
    expect((await state('emailDelivery')).status).toBe('ok')
    await payload.update({
      collection: 'payload-jobs',
      where: { completedAt: { exists: false } },
      data: { waitUntil: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    await deliver()
    expect(subjects()).toEqual([
      'Site alert: Email delivery is failing',
      'Resolved: Email delivery is working again',
    ])
  })

  it('a recovery that could not be queued keeps the incident open, and the next run queues it', async () => {
    for (const at of [0, 3]) await minute(at, diskFull)
    const create = payload.create.bind(payload)
    const failOnce = vi.spyOn(payload, 'create').mockImplementationOnce((async (options) => {
      if (options.collection === 'site-notices') throw new Error('The database went away')
      return create(options)
    }) as typeof payload.create)
    await expect(minute(6)).rejects.toThrow(/went away/)
    failOnce.mockRestore()
    expect((await state('disk')).status).toBe('failing')

    await minute(7)
    expect((await state('disk')).status).toBe('ok')
    expect(subjects()).toEqual([
      'Site alert: Disk space is failing',
      'Resolved: Disk space is working again',
    ])
  })

  it('the email check logs in to SMTP once a quarter hour while mail works, and every run while it fails', async () => {
    let logins = 0
    const counting = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onConnect: (_session, callback) => {
        logins += 1
        callback()
      },
    })
    await new Promise<void>((resolve) => counting.listen(0, '127.0.0.1', resolve))
    const { port } = counting.server.address() as { port: number }
    try {
      const env = settings({ SMTP_PORT: port })
      const quarter = new Date(Math.ceil(start / 900_000) * 900_000)
      const at = (minute: number) => new Date(quarter.getTime() + minute * 60_000)
      const run = (minute: number, last: { status: 'ok' | 'failing'; checkedAt: Date }) =>
        emailDeliveryCheck({
          payload,
          env,
          now: at(minute),
          watchedSince: at(0),
          last: { status: last.status, checkedAt: last.checkedAt.toISOString() },
        })
      for (let minute = 1; minute < 15; minute += 1)
        expect(await run(minute, { status: 'ok', checkedAt: at(minute - 1) })).toEqual({ ok: true })
      expect(logins).toBe(0)
      await run(15, { status: 'ok', checkedAt: at(14) })
      expect(logins).toBe(1)
      await run(16, { status: 'failing', checkedAt: at(15) })
      await run(17, { status: 'failing', checkedAt: at(16) })
      expect(logins).toBe(3)
    } finally {
      await new Promise<void>((resolve) => counting.close(() => resolve()))
    }
  })
})
