import net from 'node:net'

import { expect, test } from '@playwright/test'

import { parseMail, startSmtpCapture, type CapturedMail } from '../../scripts/lib/smtp-capture'
import { query } from './helpers/db'
import { startOwnServer, type OwnServer } from './helpers/own-server'

const stamp = Date.now().toString(36)
const owner = {
  username: `alertsowner${stamp}`,
  email: `alerts-owner-${stamp}@example.com`,
  password: 'Weeki-wachee-uptime-42',
}

/** Every message the spec's mail server has accepted, in the order it arrived. */
const received: CapturedMail[] = []
const alertMail = (mail: CapturedMail) =>
  mail.to.includes(owner.email) && /^(Site alert|Resolved): Email delivery/.test(mail.subject)
const alertSubjects = () => received.filter(alertMail).map((mail) => mail.subject)
const alert = 'Site alert: Email delivery is failing'
const recovery = 'Resolved: Email delivery is working again'

/**
 * The site's mail server, which the test takes down and brings back: while down, connecting is refused
 * and the connections the site holds open are cut, as when the owner's mail provider goes down.
 */
async function mailServer() {
  const capture = await startSmtpCapture(0, async (raw) => void received.push(await parseMail(raw)))
  const connections = new Set<net.Socket>()
  const front = net.createServer((site) => {
    const upstream = net.connect(capture.port, '127.0.0.1')
    // One side closed or cut closes the other.
    for (const socket of [site, upstream]) {
      connections.add(socket)
      socket.on('close', () => {
        connections.delete(socket)
        site.destroy()
        upstream.destroy()
      })
      socket.on('error', () => socket.destroy())
    }
    site.pipe(upstream).pipe(site)
  })
  let port = 0
  const listen = () => new Promise<void>((resolve) => front.listen(port, '127.0.0.1', resolve))
  await listen()
  port = (front.address() as net.AddressInfo).port
  const down = async () => {
    const closed = new Promise((resolve) => front.close(resolve))
    for (const socket of connections) socket.destroy()
    await closed
  }
  return {
    port,
    down,
    up: listen,
    close: async () => {
      if (front.listening) await down()
      await capture.close()
    },
  }
}

let server: OwnServer
let mail: Awaited<ReturnType<typeof mailServer>>

const emailCheck = async () =>
  (
    await query<{ status: string; incident: string }>(
      'SELECT status, incident FROM site_health_checks WHERE "check" = \'emailDelivery\'',
      [],
      server.databaseUri,
    )
  )[0]

/**
 * One run of the checks, queued as the scheduler queues the minute's run and waited for: the test
 * decides what each simulated minute sees instead of waiting for the clock's minute. A job that
 * completes is deleted; one that failed stays with its error.
 */
async function runChecks() {
  const [{ id }] = await query<{ id: string }>(
    "INSERT INTO payload_jobs (task_slug, input, wait_until) VALUES ('checkSiteHealth', '{}', now()) RETURNING id",
    [],
    server.databaseUri,
  )
  await expect
    .poll(
      async () => {
        const [job] = await query<{ has_error: boolean }>(
          'SELECT has_error FROM payload_jobs WHERE id = $1',
          [id],
          server.databaseUri,
        )
        return job ? (job.has_error ? 'failed' : 'queued') : 'done'
      },
      { timeout: 30_000, intervals: [250] },
    )
    .toBe('done')
}

/** As if `minutes` had passed since the email check's last run: its row's times are moved back. */
async function minutesPass(minutes: number) {
  await query(
    `UPDATE site_health_checks SET checked_at = checked_at - make_interval(mins => $1),
       updated_at = updated_at - make_interval(mins => $1), failing_since = failing_since - make_interval(mins => $1)
     WHERE "check" = 'emailDelivery'`,
    [minutes],
    server.databaseUri,
  )
}

/** Waits until no notice email is queued or waiting for its retry, making each retry due at once. */
async function noticesSettled() {
  await expect
    .poll(
      async () =>
        (
          await query(
            "UPDATE payload_jobs SET wait_until = now() WHERE task_slug = 'sendNotice' AND completed_at IS NULL AND has_error IS NOT TRUE RETURNING id",
            [],
            server.databaseUri,
          )
        ).length,
      { timeout: 30_000, intervals: [500] },
    )
    .toBe(0)
}

test.describe.configure({ mode: 'serial', timeout: 120_000 })

test.beforeAll(async ({ request }) => {
  mail = await mailServer()
  server = await startOwnServer({
    name: 'site-health-alerts',
    portOffset: 15,
    env: {
      JOBS_AUTORUN: 'true',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(mail.port),
      SMTP_REQUIRE_TLS: 'false',
    },
  })
  const registered = await request.post(`${server.baseURL}/api/users/first-register`, {
    data: { ...owner, setupToken: server.setupToken },
  })
  expect(registered.ok(), await registered.text()).toBe(true)
  await runChecks()
  expect(await emailCheck()).toMatchObject({ status: 'ok', incident: '0' })
})

test.afterAll(async () => {
  await server?.stop()
  await mail?.close()
})

test('with mail down for a while and back, the owner gets one alert, then one recovery, in that order', async () => {
  await mail.down()
  // The test login is due once a quarter hour while mail works: the next quarter comes.
  await minutesPass(15)
  await runChecks()
  expect(await emailCheck()).toMatchObject({ status: 'failing', incident: '1' })

  // Three minutes of failure: the alert is queued, and its first send finds no mail server.
  await minutesPass(3)
  await runChecks()
  await expect
    .poll(
      async () =>
        (
          await query<{ delivery_status: string }>(
            "SELECT delivery_status FROM site_notices WHERE key = 'alert:emailDelivery:start:1'",
            [],
            server.databaseUri,
          )
        )[0]?.delivery_status,
      { timeout: 30_000, intervals: [250] },
    )
    .toBe('retrying')

  // Mail is back well before the alert's retry; one run that passes is not yet a recovery.
  await mail.up()
  await runChecks()
  expect(await emailCheck()).toMatchObject({ status: 'failing', incident: '1' })
  await minutesPass(3)
  await runChecks()
  expect(await emailCheck()).toMatchObject({ status: 'ok', incident: '1' })

  await expect.poll(alertSubjects, { timeout: 30_000 }).toHaveLength(2)
  expect(alertSubjects()).toEqual([alert, recovery])
  // The alert's own retry, once due, sends nothing more.
  await noticesSettled()
  expect(alertSubjects()).toEqual([alert, recovery])
})

test('a check flipping every minute for ten minutes is one incident with two emails', async () => {
  // An hour on, a new failure is a new incident.
  await minutesPass(61)
  const before = received.length
  const since = () =>
    received
      .slice(before)
      .filter(alertMail)
      .map((mail) => mail.subject)

  for (let minute = 0; minute < 10; minute += 1) {
    await (minute % 2 === 0 ? mail.down() : mail.up())
    await runChecks()
    expect(await emailCheck(), `minute ${minute}`).toMatchObject({
      status: 'failing',
      incident: '2',
    })
    await minutesPass(1)
  }
  // Mail stays up: three minutes after the last failure the incident ends.
  for (let minute = 10; (await emailCheck()).status === 'failing'; minute += 1) {
    expect(minute, 'minutes until the recovery').toBeLessThan(13)
    await runChecks()
    await minutesPass(1)
  }
  expect(await emailCheck()).toMatchObject({ status: 'ok', incident: '2' })

  await expect.poll(since, { timeout: 30_000 }).toHaveLength(2)
  await noticesSettled()
  expect(since()).toEqual([alert, recovery])
  const notices = await query<{ key: string }>(
    "SELECT key FROM site_notices WHERE key LIKE 'alert:emailDelivery:%' ORDER BY created_at",
    [],
    server.databaseUri,
  )
  expect(notices.map((notice) => notice.key)).toEqual([
    'alert:emailDelivery:start:1',
    'alert:emailDelivery:recovered:1',
    'alert:emailDelivery:start:2',
    'alert:emailDelivery:recovered:2',
  ])
})
