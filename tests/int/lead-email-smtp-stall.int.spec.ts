import net from 'node:net'
import { _internal_jobSystemGlobals, _internal_resetJobSystemGlobals, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { receivePackageRequest } from '@/leads/intake'

import { getTestPayload } from './helpers/test-payload'
import { packageBody } from '../../scripts/lib/lead-bodies'

describe('an SMTP server that accepts and never answers', () => {
  let payload: Payload
  let silent: net.Server
  const sockets = new Set<net.Socket>()
  let connections = 0

  beforeAll(async () => {
    silent = net.createServer((socket) => {
      connections += 1
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
    })
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    process.env.SMTP_HOST = '127.0.0.1'
    process.env.SMTP_PORT = String((silent.address() as net.AddressInfo).port)
    process.env.JOBS_AUTORUN = 'false'
    // The default SMTP_TIMEOUT_SECONDS (10) is what is under test.
    delete process.env.SMTP_TIMEOUT_SECONDS
    payload = await getTestPayload()
  })

  afterAll(async () => {
    _internal_resetJobSystemGlobals()
    await payload?.destroy()
    for (const socket of sockets) socket.destroy()
    await new Promise((resolve) => silent?.close(resolve))
  })

  const lead = async () =>
    (await payload.find({ collection: 'package-purchases', overrideAccess: true, depth: 0 }))
      .docs[0]

  it('fails the attempt within seconds, records it, and tries again after the back-off', async () => {
    const response = await receivePackageRequest(
      new Request('http://localhost/api/package-purchase', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(packageBody()),
      }),
      payload,
    )
    expect(response.status).toBe(201)

    const started = Date.now()
    await payload.jobs.run({ limit: 10, silent: true })
    expect(Date.now() - started).toBeLessThan(20_000)
    expect(connections).toBeGreaterThanOrEqual(1)
    const first = await lead()
    expect(first.notificationEmail).toMatchObject({ status: 'retrying', attempts: 1 })
    expect(first.notificationEmail?.lastError).toMatch(/timeout/i)

    const before = connections
    _internal_jobSystemGlobals.getCurrentDate = () => new Date(Date.now() + 60 * 60 * 1000)
    await payload.jobs.run({ limit: 10, silent: true })
    expect(connections).toBeGreaterThan(before)
    expect((await lead()).notificationEmail).toMatchObject({ status: 'retrying', attempts: 2 })
  }, 60_000)
})
