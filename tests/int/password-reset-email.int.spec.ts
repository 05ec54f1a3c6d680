import net from 'node:net'
import { REST_POST } from '@payloadcms/next/routes'
import {
  _internal_jobSystemGlobals,
  _internal_resetJobSystemGlobals,
  createLocalReq,
  type Payload,
  type SanitizedConfig,
} from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { sendPasswordReset } from '@/users/tasks/sendPasswordReset'

import { parseMail, startSmtpCapture, type CapturedMail } from '../../scripts/lib/smtp-capture'
import { freePort } from '../helpers/ports'
import { getTestPayload } from './helpers/test-payload'

const account = {
  email: 'forgetful@example.com',
  username: 'forgetful',
  password: 'Chassahowitzka-river-9',
}

/**
 * POST /api/users/forgot-password answers after queueing the email, whether the account exists or not; the
 * job runner sends it through a real SMTP server on 127.0.0.1. SMTP starts as a black hole (accepts the
 * connection, never answers), so a handler that sent before answering would wait out SMTP_TIMEOUT_SECONDS.
 * The answers' times are printed, not compared here: on a loaded machine two in-process medians of five differ
 * by chance; the end-to-end test (tests/e2e/logins.e2e.spec.ts) compares them against the built server.
 */
describe('password-reset emails', () => {
  let payload: Payload
  let config: Promise<SanitizedConfig>
  let smtpPort = 0
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>> | undefined
  let blackHole: net.Server | undefined
  const stalled = new Set<net.Socket>()
  const received: CapturedMail[] = []

  const startSmtp = async () => {
    smtp = await startSmtpCapture(smtpPort, async (raw) => void received.push(await parseMail(raw)))
  }
  const closeBlackHole = async () => {
    const server = blackHole
    if (!server) return
    blackHole = undefined
    for (const socket of stalled) socket.destroy()
    await new Promise((resolve) => server.close(resolve))
  }

  async function requestReset(email: string) {
    const request = new Request('http://localhost/api/users/forgot-password', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    })
    const started = performance.now()
    const response = await REST_POST(config)(request, {
      params: Promise.resolve({ slug: ['users', 'forgot-password'] }),
    })
    const text = await response.text()
    return { status: response.status, text, ms: performance.now() - started }
  }

  const resetJobs = async () =>
    (
      await payload.find({
        collection: 'payload-jobs',
        where: { taskSlug: { equals: 'sendPasswordReset' } },
        limit: 100,
        overrideAccess: true,
      })
    ).docs
  const storedAccount = async () =>
    (
      await payload.find({
        collection: 'users',
        where: { email: { equals: account.email } },
        showHiddenFields: true,
        overrideAccess: true,
      })
    ).docs[0]
  const storedToken = async () => (await storedAccount()).resetPasswordToken
  const linkToken = (mail: CapturedMail) => /\/admin\/reset\/([0-9a-f]+)/.exec(mail.html)?.[1]
  const runJobs = () => payload.jobs.run({ limit: 10, silent: true })

  beforeAll(async () => {
    blackHole = net.createServer((socket) => {
      stalled.add(socket)
      socket.on('close', () => stalled.delete(socket))
    })
    // The capture server takes this port over once the black hole is closed: a port of the ephemeral range
    // could meanwhile become the own end of some connection and stop it (tests/helpers/ports.ts).
    smtpPort = await freePort()
    await new Promise<void>((resolve) => blackHole!.listen(smtpPort, '127.0.0.1', resolve))
    process.env.SMTP_HOST = '127.0.0.1'
    process.env.SMTP_PORT = String(smtpPort)
    // The default timeout: under load a real SMTP conversation may take seconds, and a handler that sent
    // before answering would still wait it out, far past the answer time checked below.
    delete process.env.SMTP_TIMEOUT_SECONDS
    process.env.JOBS_AUTORUN = 'false'
    process.env.LOGIN_MAX_ATTEMPTS = '1000'
    payload = await getTestPayload()
    config = (await import('@payload-config')).default
    await payload.create({ collection: 'users', data: { ...account, role: 'owner' } })
  })

  afterAll(async () => {
    _internal_resetJobSystemGlobals()
    await payload?.destroy()
    await closeBlackHole()
    await smtp?.close()
  })

  it('answers a known and an unknown address alike and at once, with no email I/O before answering', async () => {
    const before = await storedAccount()
    const known: number[] = []
    const unknown: number[] = []
    const answers = new Set<string>()
    // Unmeasured first of each, then taken in turns, each side first every other round.
    await requestReset(account.email)
    await requestReset('nobody-first@example.com')
    for (let round = 0; round < 5; round += 1) {
      const [mine, nobody] =
        round % 2 === 0
          ? [await requestReset(account.email), await requestReset(`nobody-${round}@example.com`)]
          : await requestReset(`nobody-${round}@example.com`).then(async (other) => [
              await requestReset(account.email),
              other,
            ])
      expect([mine.status, nobody.status]).toEqual([200, 200])
      known.push(mine.ms)
      unknown.push(nobody.ms)
      answers.add(mine.text).add(nobody.text)
    }
    expect([...answers]).toEqual([JSON.stringify({ message: 'Success' })])
    // Every request only queued a job: none talked to SMTP or touched the account, whose name it did not look up.
    expect(stalled.size).toBe(0)
    expect(await resetJobs()).toHaveLength(12)
    expect(await storedAccount()).toEqual(before)
    expect(Math.max(...known, ...unknown)).toBeLessThan(2000)

    const median = (values: number[]) => [...values].sort((a, b) => a - b)[2]
    console.log(
      `forgot-password answers in-process: known ${known.map(Math.round).join(', ')} ms (median ${median(known).toFixed(1)}), unknown ${unknown.map(Math.round).join(', ')} ms (median ${median(unknown).toFixed(1)})`,
    )

    await payload.delete({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'sendPasswordReset' } },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'users',
      where: { email: { equals: account.email } },
      data: { resetPasswordRequestedAt: null } as never,
      overrideAccess: true,
    })
  })

  it('is sent by the job runner once SMTP answers, retried after an outage, with the token stored on the account', async () => {
    await closeBlackHole()
    expect((await requestReset(account.email)).status).toBe(200)
    expect(await resetJobs()).toHaveLength(1)

    // SMTP is down: the attempt fails, the job stays to be tried again, no token is left behind.
    await runJobs()
    expect(received).toHaveLength(0)
    const [failed] = await resetJobs()
    expect(failed.totalTried).toBe(1)
    expect(failed.hasError).toBeFalsy()

    await startSmtp()
    _internal_jobSystemGlobals.getCurrentDate = () => new Date(Date.now() + 60 * 60 * 1000)
    await runJobs()
    _internal_resetJobSystemGlobals()
    expect(received).toHaveLength(1)
    expect(received[0].to).toEqual([account.email])
    expect(received[0].subject).toBe('Reset Your Password')
    expect(linkToken(received[0])).toBe(await storedToken())
    expect(await resetJobs()).toHaveLength(0)

    const reset = await payload.resetPassword({
      collection: 'users',
      data: { token: linkToken(received[0])!, password: 'Weeki-wachee-mermaid-33' },
      overrideAccess: true,
    })
    expect(reset.user?.email).toBe(account.email)
  })

  it('is sent once when two runners start its job at the same moment', async () => {
    received.length = 0
    await payload.update({
      collection: 'users',
      where: { email: { equals: account.email } },
      data: { resetPasswordRequestedAt: null } as never,
      overrideAccess: true,
    })
    expect((await requestReset(account.email)).status).toBe(200)
    const [job] = await resetJobs()
    // The task itself, twice at once, as two servers' runners run it when both took the job (Payload's own
    // claim reads the free jobs and then marks them); a run by Payload then finds the job's work done.
    const req = await createLocalReq({}, payload)
    const handler = sendPasswordReset.handler as Exclude<typeof sendPasswordReset.handler, string>
    const run = () => handler({ input: job.input, job, req } as never)
    await Promise.all([run(), run()])
    await runJobs()
    expect(received).toHaveLength(1)
    expect(await resetJobs()).toHaveLength(0)
    expect(linkToken(received[0])).toBe(await storedToken())
  })

  it('sends nothing for an unknown address, and its job ends', async () => {
    received.length = 0
    expect((await requestReset('stranger@example.com')).status).toBe(200)
    await runJobs()
    expect(received).toHaveLength(0)
    expect(await resetJobs()).toHaveLength(0)
  })
})
