import { expect, test, type BrowserContext } from '@playwright/test'

import { owner } from './helpers/accounts'
import { createStaff } from './helpers/admin'
import { query } from './helpers/db'
import { e2e } from './helpers/environment'
import { readMail } from './helpers/mail'
import { sendFrom } from '../../scripts/lib/send-from'

/**
 * Password guessing against the built server. Different local addresses (127.0.24.2, 127.0.24.3, ...) are
 * different clients to a server on 127.0.0.1 with no proxy in front: the server counts the connection's
 * address, which its pipeline appends to X-Forwarded-For.
 */

/** The per-client limit of failed logins in the window (LOGIN_MAX_ATTEMPTS, not set by the global setup). */
const clientLimit = 5

/** A JSON POST from a chosen local address, timed from the request to the end of the answer. */
const postFrom = (from: string, pathname: string, body: unknown) =>
  sendFrom(`${e2e.baseURL}${pathname}`, { from, body: JSON.stringify(body) })

const logIn = (from: string, username: string, password: string) =>
  postFrom(from, '/api/users/login', { username, password })

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

test('six wrong passwords for the owner from one address: refused after the limit, and the owner still logs in from another', async () => {
  const guesses: number[] = []
  for (let guess = 0; guess < clientLimit + 1; guess += 1)
    guesses.push((await logIn('127.0.24.2', owner.username, `wrong-guess-${guess}`)).status)
  expect(guesses).toEqual([...Array(clientLimit).fill(401), 429])

  // The guessing address stays stopped, even with the right password.
  expect((await logIn('127.0.24.2', owner.username, owner.password)).status).toBe(429)

  const elsewhere = await logIn('127.0.24.3', owner.username, owner.password)
  expect(elsewhere.status, elsewhere.text).toBe(200)
  expect(JSON.parse(elsewhere.text).user.username).toBe(owner.username)
})

test('a burst of parallel guesses from one address gets through no more than the limit', async ({
  request,
}) => {
  const staff = await createStaff(request)
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, guess) =>
      logIn('127.0.24.4', staff.username, `parallel-guess-${guess}`),
    ),
  )
  const statuses = answers.map((answer) => answer.status)
  expect(statuses.filter((status) => status === 401)).toHaveLength(clientLimit)
  expect(statuses.filter((status) => status === 429)).toHaveLength(20 - clientLimit)
})

test('a wrong password for an existing account and an unknown account take about the same time and get the same answer', async ({
  request,
}) => {
  const staff = await createStaff(request)
  const known: number[] = []
  const unknown: number[] = []
  const bodies = new Set<string>()
  // Each from a fresh address, so no attempt is held longer for the ones before it.
  for (let round = 0; round < 3; round += 1) {
    const wrong = await logIn(`127.0.24.${10 + round}`, staff.username, 'Wrong-password-123')
    const nobody = await logIn(
      `127.0.24.${20 + round}`,
      `nobody-${round}-${Date.now()}`,
      'Wrong-password-123',
    )
    expect([wrong.status, nobody.status]).toEqual([401, 401])
    known.push(wrong.ms)
    unknown.push(nobody.ms)
    bodies.add(wrong.text).add(nobody.text)
  }
  expect(bodies.size, [...bodies].join('\n')).toBe(1)
  const ratio = median(known) / median(unknown)
  expect(
    ratio,
    `known ${known.map(Math.round).join(', ')} ms, unknown ${unknown.map(Math.round).join(', ')} ms`,
  ).toBeGreaterThan(0.5)
  expect(ratio).toBeLessThan(2)
})

test('forgot-password sends one email per account in minutes, answers every request alike, and stops a flooding address', async ({
  request,
}) => {
  const staff = await createStaff(request)
  const forgot = (from: string, email: string) =>
    postFrom(from, '/api/users/forgot-password', { email })
  const first = await forgot('127.0.24.30', staff.email)
  const second = await forgot('127.0.24.31', staff.email)
  const unknown = await forgot('127.0.24.32', `nobody-${Date.now()}@example.com`)
  expect([first.status, second.status, unknown.status]).toEqual([200, 200, 200])
  expect(new Set([first.text, second.text, unknown.text]).size).toBe(1)

  const resetMails = async () =>
    (await readMail()).filter((mail) => mail.to.some((to) => to.includes(staff.email)))
  await expect.poll(async () => (await resetMails()).length).toBe(1)
  // Every request queued a job: once none is left, a second email would be here by now.
  await expect
    .poll(
      async () =>
        (await query("select id from payload_jobs where task_slug = 'sendPasswordReset'")).length,
    )
    .toBe(0)
  expect(await resetMails()).toHaveLength(1)

  const flood: number[] = []
  for (let request = 0; request < clientLimit + 1; request += 1)
    flood.push((await forgot('127.0.24.33', `flood-${request}@example.com`)).status)
  expect(flood).toEqual([...Array(clientLimit).fill(200), 429])
})

test('an attack that trips the account limit holds back new browsers, never one that has signed in before; the reset email still goes out', async ({
  browser,
  request,
}) => {
  const account = await createStaff(request)
  const signIn = (context: BrowserContext) =>
    context.request.post('/api/users/login', {
      data: { username: account.username, password: account.password },
    })

  const known = await browser.newContext()
  const first = await signIn(known)
  expect(first.status()).toBe(200)
  await known.clearCookies({ name: 'payload-token' })

  // Twelve addresses, five wrong passwords each: past LOGIN_MAX_ATTEMPTS_PER_ACCOUNT (50 by default).
  const attackers = Array.from({ length: 12 }, (_, index) => `127.0.29.${2 + index}`)
  await Promise.all(
    attackers.map(async (from) => {
      for (let guess = 0; guess < clientLimit; guess += 1)
        await logIn(from, account.username, `attack-guess-${guess}`)
    }),
  )

  const fresh = await browser.newContext()
  expect((await signIn(fresh)).status()).toBe(429)

  const again = await signIn(known)
  expect(again.status(), await again.text()).toBe(200)
  expect((await again.json()).user.username).toBe(account.username)

  const reset = await postFrom('127.0.29.20', '/api/users/forgot-password', {
    email: account.email,
  })
  expect(reset.status).toBe(200)
  await expect
    .poll(
      async () =>
        (await readMail()).filter((mail) => mail.to.some((to) => to.includes(account.email)))
          .length,
    )
    .toBe(1)
  // The answers that set the device cookie are kept by no shared cache.
  expect([first.headers()['cache-control'], again.headers()['cache-control']]).toEqual([
    'private, no-store',
    'private, no-store',
  ])
  await Promise.all([known.close(), fresh.close()])
})

/**
 * Payload's own handler sent the email before answering: an account's answer took the SMTP exchange longer
 * (64 against 5 ms, medians of five). The medians are printed (docs/benchmarks.md keeps the latest); the
 * check is on the fastest of each five, as a loaded machine only ever adds to a time, and a median of five
 * on a busy 2-core machine moves by more than 10 ms by itself.
 */
test('forgot-password answers a known and an unknown address in the same time', async ({
  request,
}) => {
  const staff = await createStaff(request)
  const known: number[] = []
  const unknown: number[] = []
  // Each from a fresh address (no client limit reached); an unmeasured first of each, then in turns, each side
  // first every other round.
  await postFrom('127.0.24.40', '/api/users/forgot-password', { email: staff.email })
  await postFrom('127.0.24.50', '/api/users/forgot-password', {
    email: `nobody-first-${Date.now()}@example.com`,
  })
  for (let round = 0; round < 5; round += 1) {
    const mine = () =>
      postFrom(`127.0.24.${41 + round}`, '/api/users/forgot-password', { email: staff.email })
    const nobody = () =>
      postFrom(`127.0.24.${51 + round}`, '/api/users/forgot-password', {
        email: `nobody-${round}-${Date.now()}@example.com`,
      })
    const [a, b] =
      round % 2 === 0
        ? [await mine(), await nobody()]
        : await nobody().then(async (other) => [await mine(), other])
    expect([a.status, b.status]).toEqual([200, 200])
    expect(a.text).toBe(b.text)
    known.push(a.ms)
    unknown.push(b.ms)
  }
  const figures = `known ${known.map(Math.round).join(', ')} ms (median ${median(known).toFixed(1)}), unknown ${unknown.map(Math.round).join(', ')} ms (median ${median(unknown).toFixed(1)})`
  console.log(`forgot-password against the built server: ${figures}`)
  expect(Math.abs(Math.min(...known) - Math.min(...unknown)), figures).toBeLessThan(10)
})
