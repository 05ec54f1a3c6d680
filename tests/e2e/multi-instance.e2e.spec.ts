import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import pg from 'pg'

import { samples } from '../int/attachments.samples'
import { parseMail, type CapturedMail } from '../../scripts/lib/smtp-capture'
import { startMultiInstanceStack } from '../../scripts/lib/multi-instance/stack'
import { sendFrom } from '../../scripts/lib/send-from'
import { owner } from './helpers/accounts'
import { withScheduledNow } from './helpers/db'
import { e2e } from './helpers/environment'

/**
 * docs/operations.md, "Several servers": two instances, each on its own copy of the suite's build, behind Caddy, on one
 * PostgreSQL, sharing Redis and an S3-compatible bucket. Runs alone, after the rest of the suite.
 */
test.describe.configure({ mode: 'serial' })

let stack: Awaited<ReturnType<typeof startMultiInstanceStack>>
let ownerToken: string
const unique = `${Date.now()}`

test.beforeAll(async () => {
  test.setTimeout(180_000)
  stack = await startMultiInstanceStack({
    distDir: `${e2e.distDir}-stack`,
    buildFrom: e2e.distDir,
    // A dead instance's emails are taken up after this many seconds instead of a minute.
    env: { JOBS_LEASE_SECONDS: '5' },
    serverLog: process.env.E2E_SERVER_LOG === '1',
    log: (line) => console.log(`[multi-instance] ${line}`),
  })
  const [a] = stack.instances
  // Each instance prints a setup token of its own for the first account: A's opens registration on A.
  const setupToken = /with the setup token (\S+)/.exec(a.output())?.[1]
  const registered = await fetch(`${a.baseURL}/api/users/first-register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: owner.email,
      username: owner.username,
      password: owner.password,
      setupToken,
    }),
  })
  expect(registered.status, await registered.text()).toBe(200)
  ownerToken = await logIn(a.baseURL, owner)
})

test.afterAll(async () => {
  await stack?.stop()
})

type Answer = { status: number; servedBy: string; body: string }

/** A request from a chosen loopback address (127.0.0.2, ...), so that Caddy sees a different client. */
async function send(
  url: string,
  options: { method?: string; body?: string; from?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const answer = await sendFrom(url, options)
  return {
    status: answer.status,
    servedBy: String(answer.headers['x-served-by'] ?? ''),
    body: answer.text,
  }
}

async function logIn(baseURL: string, account: { email: string; password: string }) {
  const response = await fetch(`${baseURL}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { token: string }).token
}

const lead = (email: string, attachments = '[]') =>
  JSON.stringify({
    name: 'Ada Lovelace',
    email,
    phone: '',
    company: '',
    subject: 'Several servers',
    serviceType: 'PC/Mac Repair',
    budgetRange: '',
    servicesNeeded: '["PC/Mac Repair"]',
    preferredContactMethod: 'phone',
    desiredDate: null,
    preferredTime: '',
    urgency: 'normal',
    message: 'Sent through the load balancer by the multi-instance test.',
    attachments,
    subscribeToUpdates: false,
    agreeToContact: true,
  })

const sendLead = (email: string, from: string) =>
  send(`${stack.proxyURL}/api/contact`, { method: 'POST', body: lead(email), from })

async function query<T>(sql: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: stack.databaseUri })
  await client.connect()
  try {
    return (await client.query(sql, values)).rows as T[]
  } finally {
    await client.end()
  }
}

async function mailAbout(emails: string[]): Promise<CapturedMail[]> {
  const wanted = new Set(emails)
  const parsed = await Promise.all(stack.mail.map(parseMail))
  return parsed.filter(
    (mail) =>
      mail.to.some((to) => wanted.has(to)) ||
      [...wanted].some((email) => mail.replyTo.includes(email)),
  )
}

/** `<lead-id>.<kind>@host`, as the email job names each message, to `<lead-id>.<kind>`. */
const emailOfMessageId = (messageId: string) => messageId.replace(/^<|@.*$/g, '')

/** Once the instance is gone: the emails claimed and not yet recorded as sent, as `<lead-id>.<kind>`. */
async function emailsBeingSentOnceDown(instance: { running: boolean }) {
  await expect.poll(() => instance.running).toBe(false)
  const rows = await query<{ email: string }>(
    `SELECT id || '.notification' AS email FROM contact_submissions WHERE notification_email_claimed_by IS NOT NULL
     UNION ALL SELECT id || '.confirmation' FROM contact_submissions WHERE confirmation_email_claimed_by IS NOT NULL`,
  )
  return new Set(rows.map((row) => row.email))
}

/** Every lead of these visitors gave exactly one notification and one confirmation, and no message came twice. */
async function expectEachEmailOnce(emails: string[]) {
  await expect
    .poll(async () => (await mailAbout(emails)).length, { timeout: 60_000, intervals: [500] })
    .toBe(emails.length * 2)
  const mail = await mailAbout(emails)
  expect(new Set(mail.map((message) => message.messageId)).size).toBe(mail.length)
  for (const email of emails) {
    expect(
      mail.filter((message) => message.to.includes(email)),
      `confirmation to ${email}`,
    ).toHaveLength(1)
    expect(
      mail.filter((message) => message.replyTo.includes(email)),
      `notification about ${email}`,
    ).toHaveLength(1)
  }
}

test('a price saved through instance A shows on the page instance B serves at the next request', async () => {
  const [a, b] = stack.instances
  // B renders the page into the shared cache and then serves it from there.
  await send(`${b.baseURL}/website-design`)
  await expect
    .poll(async () => (await fetch(`${b.baseURL}/website-design`)).headers.get('x-nextjs-cache'), {
      timeout: 10_000,
    })
    .toBe('HIT')
  const before = await send(`${b.baseURL}/website-design`)
  const packages = (await (
    await fetch(`${a.baseURL}/api/packages?where[category][equals]=website&limit=1`, {
      headers: { authorization: `JWT ${ownerToken}` },
    })
  ).json()) as { docs: { id: number }[] }
  const price = 90_000 + (Date.now() % 9_000)
  const shown = `$${price.toLocaleString('en-US')}`
  expect(before.body.includes(shown)).toBe(false)

  const saved = await fetch(`${a.baseURL}/api/packages/${packages.docs[0].id}`, {
    method: 'PATCH',
    headers: { authorization: `JWT ${ownerToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ price, _status: 'published' }),
  })
  expect(saved.status, await saved.text()).toBe(200)

  expect((await send(`${b.baseURL}/website-design`)).body.includes(shown), `B shows ${shown}`).toBe(
    true,
  )
  expect(
    (await send(`${stack.proxyURL}/website-design`)).body.includes(shown),
    `the proxy shows ${shown}`,
  ).toBe(true)
  // The save expired the pages itself, in its own hooks: no server asks itself over HTTP.
  expect(a.output()).toContain('Revalidating content:packages')
  expect(`${a.output()}${b.output()}`).not.toContain('/api/revalidate')
  expect(
    (await fetch(`${a.baseURL}/api/revalidate`, { method: 'POST', body: '{"slug":"packages"}' }))
      .status,
  ).toBe(404)
})

test('50 leads through the proxy give 100 emails, none twice', async () => {
  const emails = Array.from({ length: 50 }, (_, index) => `many-${index}-${unique}@example.org`)
  const answers: Answer[] = []
  for (let start = 0; start < emails.length; start += 10) {
    answers.push(
      ...(await Promise.all(
        emails
          .slice(start, start + 10)
          .map((email, offset) => sendLead(email, `127.0.1.${start + offset + 1}`)),
      )),
    )
  }
  expect(
    answers.map((answer) => answer.status),
    answers.find((answer) => answer.status !== 201)?.body,
  ).toEqual(emails.map(() => 201))
  expect(new Set(answers.map((answer) => answer.servedBy)).size, 'both instances took leads').toBe(
    2,
  )
  await expectEachEmailOnce(emails)
})

test("one client's 11th lead in the window is refused whichever instance receives it", async () => {
  const from = '127.0.0.2'
  const answers: Answer[] = []
  for (let index = 0; index < 10; index += 1)
    answers.push(await sendLead(`limit-${index}-${unique}@example.org`, from))
  expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(201))
  expect(new Set(answers.map((answer) => answer.servedBy)).size, 'both instances counted').toBe(2)

  const refusedBy = new Set<string>()
  for (let index = 10; index < 14; index += 1) {
    const answer = await sendLead(`limit-${index}-${unique}@example.org`, from)
    expect(answer.status).toBe(429)
    refusedBy.add(answer.servedBy)
  }
  expect([...refusedBy].sort()).toEqual(
    stack.instances.map((instance) => `127.0.0.1:${instance.port}`).sort(),
  )
  // Another client behind the same proxy is not affected.
  expect((await sendLead(`limit-other-${unique}@example.org`, '127.0.0.3')).status).toBe(201)
})

test('an attachment uploaded through A is stored in the S3 bucket and downloaded by staff through B', async () => {
  const [a, b] = stack.instances
  const sample = samples.invoice
  const form = new FormData()
  form.append('files', new Blob([new Uint8Array(sample.bytes)], { type: sample.type }), sample.name)
  const uploaded = await fetch(`${a.baseURL}/api/contact/attachments`, {
    method: 'POST',
    body: form,
  })
  expect(uploaded.status, await uploaded.clone().text()).toBe(201)
  const { attachments } = (await uploaded.json()) as { attachments: unknown[] }
  const email = `files-${unique}@example.org`
  const sent = await send(`${a.baseURL}/api/contact`, {
    method: 'POST',
    body: lead(email, JSON.stringify(attachments)),
  })
  expect(sent.status, sent.body).toBe(201)

  const [stored] = await query<{ filename: string }>(
    'SELECT a.filename FROM lead_attachments a JOIN contact_submissions l ON l.id = a.lead_id WHERE l.email = $1',
    [email],
  )
  const inBucket = fs
    .readdirSync(path.join(stack.s3.directory, stack.s3.bucket), { recursive: true })
    .map(String)
  expect(
    inBucket.some((file) => file.includes(stored.filename)),
    'the object is in the bucket',
  ).toBe(true)

  const staff = {
    email: `staff-${unique}@example.com`,
    username: `staff${unique}`,
    password: 'Heron-tide-window-2025',
  }
  const created = await fetch(`${a.baseURL}/api/users`, {
    method: 'POST',
    headers: { authorization: `JWT ${ownerToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ ...staff, role: 'staff' }),
  })
  expect(created.status, await created.text()).toBe(201)
  const staffToken = await logIn(b.baseURL, staff)
  const download = await fetch(`${b.baseURL}/api/lead-attachments/file/${stored.filename}`, {
    headers: { authorization: `JWT ${staffToken}` },
  })
  expect(download.status).toBe(200)
  expect(
    download.headers.get('content-disposition'),
    'saved under the name sent, from the bucket too',
  ).toBe(
    `attachment; filename="${sample.name}"; filename*=UTF-8''${encodeURIComponent(sample.name)}`,
  )
  expect(Buffer.from(await download.arrayBuffer()).equals(sample.bytes)).toBe(true)
  expect(
    (await fetch(`${b.baseURL}/api/lead-attachments/file/${stored.filename}`)).status,
    'anonymous',
  ).toBeGreaterThanOrEqual(401)
})

test('an instance killed with kill -9 mid-run loses no lead that got 201, and the proxy skips it until its health is back', async () => {
  test.setTimeout(120_000)
  const [a, b] = stack.instances
  const emails = Array.from({ length: 40 }, (_, index) => `crash-${index}-${unique}@example.org`)
  const answers: Array<Answer | undefined> = []
  let sent = 0
  let beingSentAtKill: Promise<Set<string>> | undefined
  const worker = async () => {
    while (sent < emails.length) {
      const index = sent++
      if (index === 12) {
        b.kill()
        beingSentAtKill = emailsBeingSentOnceDown(b)
      }
      answers[index] = await sendLead(emails[index], `127.0.2.${index + 1}`).catch(() => undefined)
    }
  }
  await Promise.all(Array.from({ length: 4 }, worker))
  expect(b.running).toBe(false)

  const accepted = emails.filter((_, index) => answers[index]?.status === 201)
  const tally = answers
    .map((answer, index) => `${index}:${answer?.status ?? 'cut'}@${answer?.servedBy ?? '-'}`)
    .join(' ')
  console.log(
    `[multi-instance] kill -9 mid-run: ${accepted.length} of ${emails.length} leads got 201: ${tally}`,
  )
  // The leads B answered before the kill are among those the check below holds to: B's own work is what is at stake.
  expect(
    answers
      .slice(0, 8)
      .filter((answer) => answer?.status === 201 && answer.servedBy === `127.0.0.1:${b.port}`)
      .length,
    tally,
  ).toBeGreaterThan(0)
  const stored = await query<{ email: string }>(
    'SELECT email FROM contact_submissions WHERE email = ANY($1)',
    [accepted],
  )
  expect(stored.map((row) => row.email).sort()).toEqual([...accepted].sort())
  // Whatever B held mid-send is taken up by A once its lease lapses: every accepted lead's two emails arrive.
  await expect
    .poll(
      async () => new Set((await mailAbout(accepted)).map((message) => message.messageId)).size,
      { timeout: 60_000, intervals: [500] },
    )
    .toBe(accepted.length * 2)

  const whileDown = await Promise.all(
    Array.from({ length: 8 }, () => send(`${stack.proxyURL}/api/health`)),
  )
  expect(whileDown.map((answer) => [answer.status, answer.servedBy])).toEqual(
    whileDown.map(() => [200, `127.0.0.1:${a.port}`]),
  )
  // Once the proxy knows B is down, a visitor's lead is not cut off: A takes every one. One after another, as
  // visitors arrive: a burst that held A's health answer past Caddy's timeout would leave no instance in the
  // rotation, and Debian's Caddy answers a POST 503 then (docs/operations.md, "Several servers").
  const later: Answer[] = []
  for (let index = 0; index < 6; index++)
    later.push(await sendLead(`crash-later-${index}-${unique}@example.org`, `127.0.3.${index + 1}`))
  expect(later.map((answer) => [answer.status, answer.servedBy])).toEqual(
    later.map(() => [201, `127.0.0.1:${a.port}`]),
  )

  // An email whose SMTP server had taken it while B was killed, before B could record it, is sent again by A
  // once B's claim lapses: nothing tells a crash before the send from one after it. Only those may come twice.
  const everyMessage = await Promise.all(stack.mail.map(parseMail))
  const copies = new Map<string, number>()
  for (const { messageId } of everyMessage) copies.set(messageId, (copies.get(messageId) ?? 0) + 1)
  const inFlight = await beingSentAtKill!
  const repeated = [...copies].filter(([, count]) => count > 1)
  expect(
    repeated.filter(
      ([messageId, count]) => count > 2 || !inFlight.has(emailOfMessageId(messageId)),
    ),
    'sent twice',
  ).toEqual([])

  await b.start()
  await expect
    .poll(async () => (await send(`${stack.proxyURL}/api/health`)).servedBy, {
      timeout: 20_000,
      intervals: [250],
    })
    .toBe(`127.0.0.1:${b.port}`)
})

test('with Redis gone, both instances still serve pages from their own memory and say so in the log; the owner gets one alert, and one recovery once it is back', async () => {
  test.setTimeout(480_000)
  await stack.stopRedis()
  for (const instance of stack.instances) {
    for (const page of ['/', '/website-design'])
      expect((await send(`${instance.baseURL}${page}`)).status, `${instance.name} ${page}`).toBe(
        200,
      )
  }
  expect((await send(`${stack.proxyURL}/app-development`)).status).toBe(200)
  for (const instance of stack.instances) {
    await expect
      .poll(() => instance.output(), { timeout: 10_000 })
      .toContain('Page cache: Redis unreachable')
  }
  // The lead limits count in each process meanwhile: a lead is still accepted.
  expect((await sendLead(`no-redis-${unique}@example.org`, '127.0.0.4')).status).toBe(201)

  // The site's check runs through the shared job queue: one alert from the two servers.
  const toOwner = async (subject: string) =>
    (await Promise.all(stack.mail.map(parseMail))).filter(
      (mail) => mail.to.includes(owner.email) && mail.subject === subject,
    )
  // A check alerts after three minutes of failing, and recovers after three of passing
  // (src/db/site-health.ts): its row's clock is moved back so the next run decides.
  const threeMinutesPass = () =>
    query(
      `UPDATE site_health_checks SET failing_since = failing_since - interval '3 minutes',
       updated_at = updated_at - interval '3 minutes' WHERE "check" = 'servers' AND status = 'failing'`,
    )
  const once = async (subject: string) => {
    await threeMinutesPass()
    return (await toOwner(subject)).length
  }
  const alert = 'Site alert: Shared servers is failing'
  await withScheduledNow(
    'checkSiteHealth',
    { baseURL: stack.proxyURL, token: ownerToken, databaseUri: stack.databaseUri },
    expect.poll(() => once(alert), { timeout: 200_000, intervals: [2000] }).toBeGreaterThan(0),
  )
  const [sent] = await toOwner(alert)
  expect(sent.text).toContain('Redis')

  await stack.restartRedis()
  const recovery = 'Resolved: Shared servers is working again'
  await withScheduledNow(
    'checkSiteHealth',
    { baseURL: stack.proxyURL, token: ownerToken, databaseUri: stack.databaseUri },
    expect.poll(() => once(recovery), { timeout: 200_000, intervals: [2000] }).toBeGreaterThan(0),
  )
  expect(await toOwner(alert)).toHaveLength(1)
  expect(await toOwner(recovery)).toHaveLength(1)
})
