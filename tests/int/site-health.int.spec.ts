import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { runNightlyBackup } from '@/backup/schedule'
import { serverEnv, type ServerEnv } from '@/config/env'
import { queueNotice } from '@/notices/queue'
import { backupsCheck } from '@/site-health/checks/backups'
import { serversCheck } from '@/site-health/checks/servers'
import type { SiteCheckName } from '@/site-health/constants'
import { runSiteHealthChecks } from '@/site-health/run'

import { s3Credentials, startRedis, startS3 } from '../../scripts/lib/multi-instance/services'
import { parseMail, startSmtpCapture, type CapturedMail } from '../../scripts/lib/smtp-capture'
import { freePort } from '../helpers/ports'
import { runJobsProcess } from './helpers/processes'
import { siteHealthPayload } from './helpers/site-health'

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'site-health-'))
const minutes = (count: number) => new Date(Date.now() + count * 60_000)

describe('the site checks itself and tells the owner once per incident', () => {
  let payload: Payload
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>
  let smtpPort = 0
  const received: CapturedMail[] = []
  const capture = async () =>
    startSmtpCapture(smtpPort, async (raw) => void received.push(await parseMail(raw)))

  /** This process's settings with a few changed, as a server started with them would have them. */
  const settings = (overrides: Partial<ServerEnv>) =>
    Object.defineProperty({ ...serverEnv(), ...overrides }, 'publicUrl', {
      value: serverEnv().publicUrl,
    }) as ServerEnv

  const mails = (subject: string) => received.filter((mail) => mail.subject === subject)
  const alertKeys = async (check: SiteCheckName) =>
    (
      await payload.find({
        collection: 'site-notices',
        where: { key: { like: `alert:${check}:` } },
        overrideAccess: true,
        pagination: false,
      })
    ).docs
      .map((doc) => doc.key)
      .sort()
  const state = async (check: SiteCheckName) =>
    (
      await payload.find({
        collection: 'site-health-checks',
        where: { check: { equals: check } },
        overrideAccess: true,
      })
    ).docs[0]

  /** Runs the queue until it is empty (bounded): the notices go out. */
  const deliver = async () => {
    for (let round = 0; round < 10; round += 1)
      if ((await payload.jobs.run({ silent: true })).noJobsRemaining) return
  }

  /** A failed email's retry waits out Payload's back-off; the test brings it forward instead of waiting. */
  const retryNow = async () => {
    await payload.update({
      collection: 'payload-jobs',
      where: {
        and: [
          { completedAt: { exists: false } },
          { waitUntil: { greater_than: new Date().toISOString() } },
        ],
      },
      data: { waitUntil: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    await deliver()
  }

  beforeAll(async () => {
    smtp = await capture()
    smtpPort = smtp.port
    payload = await siteHealthPayload(smtpPort)
  })

  // Each test starts from checks never failed: one within the hour after another's incident would join it.
  beforeEach(async () => {
    for (const collection of ['site-health-checks', 'site-notices'] as const)
      await payload.delete({ collection, where: { id: { exists: true } }, overrideAccess: true })
  })

  /** As if three minutes had passed since the checks' last failure: alerts and recoveries are due. */
  const threeMinutesPass = () =>
    (payload.db as unknown as PostgresAdapter).drizzle.execute(
      sql`update site_health_checks set failing_since = failing_since - interval '3 minutes', updated_at = updated_at - interval '3 minutes'`,
    )

  afterAll(async () => {
    await payload?.destroy()
    await smtp?.close()
    fs.rmSync(folder, { recursive: true, force: true })
  })

  it('disk: a threshold above the free space alerts the owner once, however often and by however many runners it is checked, and once on recovery', async () => {
    const full = settings({ ALERT_DISK_FREE_PERCENT: 100 })
    await Promise.all([
      runSiteHealthChecks(payload, { env: full }),
      runSiteHealthChecks(payload, { env: full }),
    ])
    await runSiteHealthChecks(payload, { env: full, now: minutes(1) })
    await deliver()
    expect(mails('Site alert: Disk space is failing')).toHaveLength(0)
    // Three minutes in a row: the alert is due.
    await runSiteHealthChecks(payload, { env: full, now: minutes(3) })
    const failing = await state('disk')
    expect(failing.status).toBe('failing')
    expect(failing.problem).toMatch(/nearly full/)
    expect(failing.action).toMatch(/Free space on the server/)
    await deliver()
    const [alert] = mails('Site alert: Disk space is failing')
    expect(mails('Site alert: Disk space is failing')).toHaveLength(1)
    expect(alert.to).toEqual(['owner@example.org'])
    expect(alert.text).toContain('What to do: Free space on the server')
    expect(alert.text).toContain('/admin/site-health')

    // Passing for three minutes in a row ends the incident.
    await Promise.all([
      runSiteHealthChecks(payload, { now: minutes(6) }),
      runSiteHealthChecks(payload, { now: minutes(6) }),
    ])
    await runSiteHealthChecks(payload, { now: minutes(7) })
    await deliver()
    expect((await state('disk')).status).toBe('ok')
    expect(mails('Resolved: Disk space is working again')).toHaveLength(1)
    expect(mails('Site alert: Disk space is failing')).toHaveLength(1)
    expect(await alertKeys('disk')).toEqual(['alert:disk:recovered:1', 'alert:disk:start:1'])
  })

  it('disk, with two job-runner processes on one database: one alert, then one recovery email', async () => {
    const before = {
      alerts: mails('Site alert: Disk space is failing').length,
      recoveries: mails('Resolved: Disk space is working again').length,
    }
    // Two checks due at once, as when two servers' schedules overlap; each runner takes what it can and runs
    // the queue until it is empty. (A runner's own schedule queues the next minute's check for later.)
    const queueChecks = () =>
      Promise.all([
        payload.jobs.queue({ task: 'checkSiteHealth', input: {} }),
        payload.jobs.queue({ task: 'checkSiteHealth', input: {} }),
      ])
    await runSiteHealthChecks(payload, { env: settings({ ALERT_DISK_FREE_PERCENT: 100 }) })
    await threeMinutesPass()
    await queueChecks()
    const failingRuns = await Promise.all([
      runJobsProcess({ ALERT_DISK_FREE_PERCENT: '100' }),
      runJobsProcess({ ALERT_DISK_FREE_PERCENT: '100' }),
    ])
    expect(
      failingRuns.map((run) => run.code),
      failingRuns.map((run) => run.stderr).join('\n'),
    ).toEqual([0, 0])
    expect((await state('disk')).status).toBe('failing')
    expect(mails('Site alert: Disk space is failing')).toHaveLength(before.alerts + 1)

    await threeMinutesPass()
    await queueChecks()
    const recoveredRuns = await Promise.all([runJobsProcess({}), runJobsProcess({})])
    expect(recoveredRuns.map((run) => run.code)).toEqual([0, 0])
    expect((await state('disk')).status).toBe('ok')
    expect(mails('Resolved: Disk space is working again')).toHaveLength(before.recoveries + 1)
    expect(mails('Site alert: Disk space is failing')).toHaveLength(before.alerts + 1)
  }, 420_000)

  it('email delivery: an unreachable SMTP server fails the check at once (log, state), and both emails arrive once it is back', async () => {
    await smtp.close()
    await runSiteHealthChecks(payload)
    const failing = await state('emailDelivery')
    expect(failing.status).toBe('failing')
    expect(failing.problem).toMatch(
      /^The site cannot reach its mail server, so customers and staff get no email\. Detail: .*127\.0\.0\.1/,
    )
    // The alert cannot go out while SMTP is down: its first attempt fails, and the next minute adds no second one.
    await runSiteHealthChecks(payload, { now: minutes(3) })
    await deliver()
    await runSiteHealthChecks(payload, { now: minutes(4) })
    expect(await alertKeys('emailDelivery')).toEqual(['alert:emailDelivery:start:1'])

    smtp = await capture()
    await runSiteHealthChecks(payload, { now: minutes(7) })
    expect((await state('emailDelivery')).status).toBe('ok')
    // The recovery takes the alert waiting for its retry with it, first.
    await deliver()
    const health = received.filter((mail) => /^(Site alert|Resolved): Email/.test(mail.subject))
    expect(health.map((mail) => mail.subject)).toEqual([
      'Site alert: Email delivery is failing',
      'Resolved: Email delivery is working again',
    ])
    await retryNow()
    expect(mails('Site alert: Email delivery is failing')).toHaveLength(1)
    expect(mails('Resolved: Email delivery is working again')).toHaveLength(1)
  })

  it('email delivery: an SMTP server refusing the login is named, with the password as what to check', async () => {
    const refusing = new SMTPServer({
      authOptional: false,
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onAuth: (_auth, _session, callback) =>
        callback(new Error('Authentication credentials invalid')),
    })
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve))
    const { port } = refusing.server.address() as { port: number }
    try {
      const expired = settings({
        SMTP_PORT: port,
        SMTP_USER: 'site',
        SMTP_PASS: 'expired-password',
      })
      await runSiteHealthChecks(payload, { env: expired })
      await runSiteHealthChecks(payload, { env: expired, now: minutes(3) })
      const failing = await state('emailDelivery')
      expect(failing.problem).toMatch(/^The mail server refuses the site's password/)
      expect(failing.action).toMatch(/Check the password of the site's email account/)
    } finally {
      await new Promise<void>((resolve) => refusing.close(() => resolve()))
    }
    await runSiteHealthChecks(payload, { now: minutes(6) })
    await deliver()
    expect((await state('emailDelivery')).status).toBe('ok')
    expect(await alertKeys('emailDelivery')).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^alert:emailDelivery:start:/),
        expect.stringMatching(/^alert:emailDelivery:recovered:/),
      ]),
    )
  })

  it('email delivery: an email the server keeps refusing fails the check once it has waited past the delay, and recovers once it is out', async () => {
    await smtp.close()
    const refusing = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, _session, callback) => {
        stream.resume()
        stream.on('end', () =>
          callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 450 })),
        )
      },
    })
    await new Promise<void>((resolve) => refusing.listen(smtpPort, '127.0.0.1', resolve))
    try {
      await queueNotice(payload, {
        key: 'refused',
        to: 'owner@example.org',
        subject: 'Refused notice',
        text: 'Refused',
        html: '<p>Refused</p>',
      })
      await deliver()
      await runSiteHealthChecks(payload, { now: minutes(5) })
      expect((await state('emailDelivery')).status).toBe('ok')
      await runSiteHealthChecks(payload, { now: minutes(16) })
      const failing = await state('emailDelivery')
      expect(failing.status).toBe('failing')
      expect(failing.problem).toMatch(
        /^An email has not gone out, .* Detail: .*Mailbox unavailable/,
      )
      await runSiteHealthChecks(payload, { now: minutes(19) })
    } finally {
      await new Promise<void>((resolve) => refusing.close(() => resolve()))
    }

    smtp = await capture()
    await retryNow()
    // The refused notice's own job found it being sent by an alert's, queued after it: it finds it sent at its retry.
    await retryNow()
    await runSiteHealthChecks(payload, { now: minutes(22) })
    await deliver()
    expect((await state('emailDelivery')).status).toBe('ok')
    expect(mails('Refused notice')).toHaveLength(1)
    const keys = await alertKeys('emailDelivery')
    const incident = keys.filter((key) => key.startsWith('alert:emailDelivery:start:')).length
    expect(keys).toEqual(
      expect.arrayContaining([
        `alert:emailDelivery:start:${incident}`,
        `alert:emailDelivery:recovered:${incident}`,
      ]),
    )
  })

  it('backups: a backup folder the site cannot write fails the check, and the next good night recovers it', async () => {
    const notAFolder = path.join(folder, 'a-file')
    fs.writeFileSync(notAFolder, '')
    const nightly = (backupDir: string) => settings({ BACKUP_AT: '03:00', backupDir })
    await runNightlyBackup(payload, nightly(path.join(notAFolder, 'backups')), minutes(-60))
    await runSiteHealthChecks(payload, { env: nightly(path.join(notAFolder, 'backups')) })
    const failing = await state('backups')
    expect(failing.status).toBe('failing')
    expect(failing.problem).toMatch(/The last nightly backup failed/)
    await runSiteHealthChecks(payload, {
      env: nightly(path.join(notAFolder, 'backups')),
      now: minutes(3),
    })
    await deliver()
    expect(mails('Site alert: Nightly backups is failing')).toHaveLength(1)

    const good = nightly(path.join(folder, 'backups'))
    await runNightlyBackup(payload, good, minutes(0))
    expect(fs.readdirSync(path.join(folder, 'backups'))).toHaveLength(1)
    await runSiteHealthChecks(payload, { env: good, now: minutes(6) })
    await deliver()
    expect((await state('backups')).status).toBe('ok')
    expect(mails('Resolved: Nightly backups is working again')).toHaveLength(1)
    expect(mails('Site alert: Nightly backups is failing')).toHaveLength(1)

    // Twenty-seven hours without another good night is a missed backup.
    const later = await backupsCheck({
      payload,
      env: good,
      now: minutes(27 * 60),
      watchedSince: new Date(),
    })
    expect(later).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/No nightly backup has succeeded since/),
    })
  }, 120_000)

  it('jobs: a held queue fails the check once its oldest job has waited past the delay, and recovers when the queue runs', async () => {
    // The clock moves forward here: the queue holds only this test's job, not a check scheduled for later.
    await payload.delete({
      collection: 'payload-jobs',
      where: { completedAt: { exists: false } },
      overrideAccess: true,
    })
    // Another test's moved clock may have seen its own retry as a waiting job: this test counts its own emails.
    await runSiteHealthChecks(payload)
    await deliver()
    const before = {
      alerts: mails('Site alert: Background tasks is failing').length,
      recoveries: mails('Resolved: Background tasks is working again').length,
    }
    await queueNotice(payload, {
      key: 'held',
      to: 'owner@example.org',
      subject: 'Held notice',
      text: 'Held',
      html: '<p>Held</p>',
    })
    await runSiteHealthChecks(payload, { now: minutes(5) })
    expect((await state('jobs')).status).toBe('ok')
    await runSiteHealthChecks(payload, { now: minutes(16) })
    const failing = await state('jobs')
    expect(failing.status).toBe('failing')
    expect(failing.action).toMatch(/JOBS_AUTORUN/)
    await runSiteHealthChecks(payload, { now: minutes(19) })

    await deliver()
    expect(mails('Held notice')).toHaveLength(1)
    expect(mails('Site alert: Background tasks is failing')).toHaveLength(before.alerts + 1)
    await runSiteHealthChecks(payload, { now: minutes(22) })
    await deliver()
    expect((await state('jobs')).status).toBe('ok')
    expect(mails('Resolved: Background tasks is working again')).toHaveLength(before.recoveries + 1)
    expect(mails('Site alert: Background tasks is failing')).toHaveLength(before.alerts + 1)
  })

  it('several servers: a stopped Redis fails the check, and a running one recovers it', async () => {
    const port = Number(process.env.TEST_REDIS_PORT ?? 6391)
    const shared = settings({ REDIS_URL: `redis://127.0.0.1:${port}` })
    const before = {
      alerts: mails('Site alert: Shared servers is failing').length,
      recoveries: mails('Resolved: Shared servers is working again').length,
    }
    await runSiteHealthChecks(payload, { env: shared })
    expect((await state('servers')).problem).toMatch(
      /^The site's servers cannot reach the cache they share/,
    )
    await runSiteHealthChecks(payload, { env: shared, now: minutes(3) })
    await deliver()
    expect(mails('Site alert: Shared servers is failing')).toHaveLength(before.alerts + 1)

    const redis = await startRedis(folder, port, () => {})
    try {
      await runSiteHealthChecks(payload, { env: shared, now: minutes(4) })
      await runSiteHealthChecks(payload, { env: shared, now: minutes(6) })
    } finally {
      await redis.stop()
    }
    await deliver()
    expect((await state('servers')).status).toBe('ok')
    expect(mails('Resolved: Shared servers is working again')).toHaveLength(before.recoveries + 1)
    expect(mails('Site alert: Shared servers is failing')).toHaveLength(before.alerts + 1)
  }, 60_000)

  it('several servers: a stopped S3 file store fails the check, and the same store started again recovers it', async () => {
    const port = await freePort()
    const shared = settings({
      S3_BUCKET: 'lead-attachments',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: true,
      S3_ACCESS_KEY_ID: s3Credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3Credentials.secretAccessKey,
    })
    const quiet = () => {}
    let s3 = await startS3(folder, port, 'lead-attachments', quiet)
    try {
      // Whatever an earlier incident left: this test starts from a working store and counts its own emails.
      await runSiteHealthChecks(payload, { env: shared })
      await deliver()
      expect((await state('servers')).status).toBe('ok')
      const before = {
        alerts: mails('Site alert: Shared servers is failing').length,
        recoveries: mails('Resolved: Shared servers is working again').length,
      }

      await s3.stop()
      await runSiteHealthChecks(payload, { env: shared })
      await runSiteHealthChecks(payload, { env: shared, now: minutes(3) })
      const failing = await state('servers')
      expect(failing.status).toBe('failing')
      expect(failing.problem).toMatch(
        /^Files attached to leads cannot be saved .* Detail: connect ECONNREFUSED/,
      )
      expect(failing.action).toMatch(/^Check S3_ENDPOINT and its keys/)
      await deliver()
      const alerts = mails('Site alert: Shared servers is failing')
      expect(alerts).toHaveLength(before.alerts + 1)
      expect(alerts.at(-1)!.text).toContain('What to do: Check S3_ENDPOINT and its keys')

      s3 = await startS3(folder, port, 'lead-attachments', quiet)
      await runSiteHealthChecks(payload, { env: shared, now: minutes(4) })
      await runSiteHealthChecks(payload, { env: shared, now: minutes(6) })
      await deliver()
      expect((await state('servers')).status).toBe('ok')
      expect(mails('Resolved: Shared servers is working again')).toHaveLength(before.recoveries + 1)
      expect(mails('Site alert: Shared servers is failing')).toHaveLength(before.alerts + 1)

      // A bucket the store does not have, or keys it refuses, are the same failure in the owner's words.
      const check = (overrides: Partial<ServerEnv>) =>
        serversCheck({
          payload,
          env: { ...shared, ...overrides },
          now: new Date(),
          watchedSince: new Date(),
        })
      expect(await check({ S3_BUCKET: 'no-such-bucket' })).toMatchObject({
        ok: false,
        problem: expect.stringContaining('it has no bucket named "no-such-bucket"'),
      })
      expect(await check({ S3_ACCESS_KEY_ID: 'NOT-THE-KEY' })).toMatchObject({
        ok: false,
        problem: expect.stringContaining("it refuses the site's keys"),
      })
    } finally {
      await s3.stop()
    }
  }, 60_000)

  it('several servers: an S3 endpoint that takes the connection and never answers fails the check within its timeout', async () => {
    const blackHole = net.createServer(() => {})
    await new Promise<void>((resolve) => blackHole.listen(0, '127.0.0.1', resolve))
    const { port } = blackHole.address() as net.AddressInfo
    const env = settings({
      S3_BUCKET: 'lead-attachments',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: true,
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    })
    const started = Date.now()
    try {
      const result = await serversCheck({
        payload,
        env,
        now: new Date(),
        watchedSince: new Date(),
      })
      expect(result).toMatchObject({
        ok: false,
        problem: expect.stringContaining('nothing came back within 2 seconds'),
      })
      expect(Date.now() - started).toBeLessThan(10_000)
    } finally {
      blackHole.close()
    }
  }, 30_000)
})
