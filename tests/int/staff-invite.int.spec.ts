import type { Payload, SanitizedConfig } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { siteContact } from '@/leads/email/site-contact'
import { passwordRule } from '@/users/password-policy'
import { passwordLinkLifetimeMs, passwordResetTask } from '@/users/password-reset'

import { sendRest } from './helpers/rest'
import { captureSmtp, type SmtpCapture } from './helpers/smtp'
import { getTestPayload } from './helpers/test-payload'

let payload: Payload
let config: Promise<SanitizedConfig>
let smtp: SmtpCapture
let ownerToken = ''

const owner = {
  email: 'olivia@example.com',
  username: 'olivia',
  name: 'Olivia Marsh',
  password: 'Crystal-river-keys-1',
  role: 'owner',
} as const

async function rest(path: string, body: unknown, token?: string) {
  const response = await sendRest(config, path, { body, token })
  return { status: response.status, body: await response.json() }
}

const inviteJobs = async () =>
  (
    await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: passwordResetTask }, completedAt: { exists: false } },
      overrideAccess: true,
    })
  ).docs
const runJobs = () => payload.jobs.run({ limit: 10, silent: true })
const linkToken = (html: string) => /\/admin\/reset\/([0-9a-f]+)"/.exec(html)?.[1]

/** The owner adds an account over REST, as the admin's create form does. */
const addStaff = (data: Record<string, unknown>) =>
  rest('users', { role: 'staff', ...data }, ownerToken)

beforeAll(async () => {
  smtp = await captureSmtp()
  process.env.JOBS_AUTORUN = 'false'
  process.env.LOGIN_MAX_ATTEMPTS = '1000'
  payload = await getTestPayload()
  config = (await import('@payload-config')).default
  await payload.create({ collection: 'users', data: owner })
  ownerToken = (await rest('users/login', { email: owner.email, password: owner.password })).body
    .token
})

afterAll(async () => {
  await payload?.destroy()
  await smtp?.close()
})

describe('inviting staff by email', () => {
  it('creates an account without a password, queues one invitation, and its link sets the password and signs the person in', async () => {
    const created = await addStaff({ email: 'sam@example.com', name: 'Sam Reyes' })
    expect(created.status).toBe(201)
    const jobs = await inviteJobs()
    expect(jobs.map((job) => job.input)).toEqual([
      { email: 'sam@example.com', username: '', invitedBy: owner.name },
    ])
    // Nothing goes out before the job runs; nobody knows the password the account was made with.
    expect(smtp.received).toHaveLength(0)
    const guess = await rest('users/login', { email: 'sam@example.com', password: '' })
    expect(guess.status).not.toBe(200)

    await runJobs()
    expect(await inviteJobs()).toHaveLength(0)
    expect(smtp.received).toHaveLength(1)
    const [mail] = smtp.received
    const { businessName } = await siteContact(payload)
    expect(mail.to).toEqual(['sam@example.com'])
    expect(mail.subject).toBe(`${owner.name} invited you to the ${businessName} admin`)
    expect(mail.html).toContain('Hello Sam Reyes,')
    expect(mail.html).toContain(`${owner.name} has given you an account`)
    expect(mail.html).toMatch(
      /The link works until [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} [AP]M [A-Z]{3,4}\./,
    )
    expect(mail.html).toContain(passwordRule)
    const token = linkToken(mail.html)
    expect(token).toMatch(/^[0-9a-f]{40}$/)

    const weak = await rest('users/reset-password', { token, password: 'sam-reyes-1' })
    expect(weak.status).toBe(400)
    expect(weak.body.errors[0].data.errors[0].message).toContain(passwordRule)
    const reset = await rest('users/reset-password', { token, password: 'Weeki-wachee-canoe-33' })
    expect(reset.status).toBe(200)
    expect(reset.body.user.email).toBe('sam@example.com')
    const me = await sendRest(config, 'users/me', { method: 'GET', token: reset.body.token })
    expect((await me.json()).user?.email).toBe('sam@example.com')
    const login = await payload.login({
      collection: 'users',
      data: { email: 'sam@example.com', password: 'Weeki-wachee-canoe-33' },
    })
    expect(login.user?.name).toBe('Sam Reyes')
    // The link is spent.
    expect(
      (await rest('users/reset-password', { token, password: 'Another-canoe-44' })).status,
    ).toBe(403)
  })

  it('refuses the link once its lifetime is over', async () => {
    smtp.received.length = 0
    expect((await addStaff({ email: 'late@example.com', name: 'Lee Late' })).status).toBe(201)
    await runJobs()
    const token = linkToken(smtp.received[0].html)
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + passwordLinkLifetimeMs + 60_000 })
    try {
      const expired = await rest('users/reset-password', { token, password: 'Withlacoochee-33' })
      expect(expired.status).toBe(403)
    } finally {
      vi.useRealTimers()
    }
    expect(
      (await rest('users/reset-password', { token, password: 'Withlacoochee-34' })).status,
    ).toBe(200)
  })

  it('keeps a password the owner typed, and sends nothing', async () => {
    const created = await addStaff({ email: 'typed@example.com', password: 'Homosassa-river-77' })
    expect(created.status).toBe(201)
    expect(await inviteJobs()).toHaveLength(0)
    const login = await rest('users/login', {
      email: 'typed@example.com',
      password: 'Homosassa-river-77',
    })
    expect(login.status).toBe(200)
  })
})

describe('staff accounts', () => {
  it('answers a refused password with a 400 whose field message names the rule', async () => {
    const refused = await addStaff({ email: 'weak@example.com', password: 'Short-1' })
    expect(refused.status).toBe(400)
    expect(refused.body.errors[0].data.errors).toEqual([
      { message: `Too short. ${passwordRule}`, path: 'password' },
    ])
  })

  it('need no username: one made without logs in by email, and is called by its email until it has a name', async () => {
    const created = await addStaff({ email: 'no.name@example.com', password: 'Chassahowitzka-9' })
    expect(created.status).toBe(201)
    expect(created.body.doc.username ?? null).toBeNull()
    expect(created.body.doc.name).toBe('no.name')
    const login = await rest('users/login', {
      email: 'no.name@example.com',
      password: 'Chassahowitzka-9',
    })
    expect(login.status).toBe(200)
    // Two accounts without a username do not collide on its unique index.
    expect(
      (await addStaff({ email: 'second@example.com', password: 'Chassahowitzka-10' })).status,
    ).toBe(201)
    // An account with a username still logs in by it.
    await addStaff({ email: 'named@example.com', username: 'named', password: 'Chassahowitzka-11' })
    expect(
      (await rest('users/login', { username: 'named', password: 'Chassahowitzka-11' })).status,
    ).toBe(200)
  })

  it('are listed by name', () => {
    expect(payload.collections.users.config.admin.useAsTitle).toBe('name')
  })
})
