import { once } from 'node:events'
import http from 'node:http'
import net, { type AddressInfo } from 'node:net'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { requestsAnsweredEvent, shutDownOnSignals } from '@/server/shutdown'

/**
 * The server entry's half of a graceful stop, on a real HTTP server over loopback. The signal is delivered by
 * calling the listener shutDownOnSignals added, not by process.kill: the test process has listeners of its
 * own. setTimeout is the fake one, so the exit deadline never ends the test process and the requests' grace
 * runs out when the test says.
 */

type Signal = 'SIGTERM' | 'SIGINT'
type Site = {
  server: http.Server
  port: number
  /** The paths the application started, in order. */
  started: string[]
  held: Map<string, http.ServerResponse>
  listeners: Record<Signal, NodeJS.SignalsListener[]>
  signal: (name: Signal) => void
}

const sites: Site[] = []

async function startSite(): Promise<Site> {
  const started: string[] = []
  const held = new Map<string, http.ServerResponse>()
  const before = { SIGTERM: process.listeners('SIGTERM'), SIGINT: process.listeners('SIGINT') }
  const server = http.createServer((request, response) => {
    if (shutdown.refuses(response)) return
    started.push(request.url ?? '')
    // /hold waits for the test; /stream sends its headers and waits; anything else is answered at once.
    if (request.url === '/hold') held.set('/hold', response)
    else if (request.url === '/stream') {
      response.writeHead(200, { 'content-type': 'text/plain' }).write('part')
      held.set('/stream', response)
    } else response.end(`done ${request.url}`)
  })
  // Long enough that only the stop can close an idle connection within a test.
  server.keepAliveTimeout = 120_000
  const shutdown = shutDownOnSignals(server)
  const added = (name: Signal) =>
    process.listeners(name).filter((listener) => !before[name].includes(listener))
  const listeners = { SIGTERM: added('SIGTERM'), SIGINT: added('SIGINT') }
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const site: Site = {
    server,
    port: (server.address() as AddressInfo).port,
    started,
    held,
    listeners,
    signal: (name) => listeners[name].forEach((listener) => listener(name)),
  }
  sites.push(site)
  return site
}

/** Raw HTTP/1.1 on one connection, so requests can be sent behind each other; `text` is all it received. */
function connect(port: number) {
  const socket = net.connect(port, '127.0.0.1')
  let text = ''
  socket.setEncoding('utf8')
  socket.on('data', (chunk: string) => (text += chunk))
  const closed = once(socket, 'close')
  return {
    socket,
    closed,
    received: () => text,
    send: (path: string) => socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`),
    /** Resolves once `expected` has arrived; fails if the connection closes first. */
    until: async (expected: string) => {
      const early = closed.then(() =>
        Promise.reject(new Error(`the connection closed before "${expected}" arrived`)),
      )
      while (!text.includes(expected)) await Promise.race([once(socket, 'data'), early])
    },
  }
}

/** Settles once the site's handler has run for the next request it reads. */
const arrivedAt = (site: Site) => once(site.server, 'request')

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
})

afterEach(() => {
  for (const site of sites.splice(0)) {
    for (const name of ['SIGTERM', 'SIGINT'] as const)
      for (const listener of site.listeners[name]) process.off(name, listener)
    site.server.closeAllConnections()
    site.server.close()
  }
  vi.useRealTimers()
})

// A broken stop shows as a connection or an event that never ends: failed here rather than at the suite's limit.
describe('a stop on SIGTERM or SIGINT', { timeout: 15_000 }, () => {
  it('refuses new connections, answers the request in flight with Connection: close, and then tells the other half', async () => {
    const site = await startSite()
    const client = connect(site.port)
    const arrived = arrivedAt(site)
    client.send('/hold')
    await arrived
    let answered = false
    const event = once(process, requestsAnsweredEvent).then(() => (answered = true))

    site.signal('SIGTERM')
    const refused = await new Promise<string>((resolve) =>
      net
        .connect(site.port, '127.0.0.1')
        .on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? ''))
        .on('connect', () => resolve('connected')),
    )
    expect(refused).toBe('ECONNREFUSED')
    expect(answered).toBe(false)

    site.held.get('/hold')!.end('held answer')
    await client.closed
    expect(client.received()).toMatch(/^HTTP\/1\.1 200 OK\r\n/)
    expect(client.received()).toMatch(/\r\nConnection: close\r\n/i)
    expect(client.received()).toContain('held answer')
    await event
  })

  it('keeps a connection alive between answers until the signal, then closes it once idle', async () => {
    const site = await startSite()
    const client = connect(site.port)
    client.send('/quick')
    await client.until('done')
    expect(client.received()).toMatch(/\r\nConnection: keep-alive\r\n/i)
    // Past the turns of the event loop in which a stopping server would close the connection.
    await new Promise((resolve) => setImmediate(resolve))
    client.send('/again')
    await client.until('done /again')
    expect(site.started).toEqual(['/quick', '/again'])
    const event = once(process, requestsAnsweredEvent)
    site.signal('SIGINT')
    await client.closed
    await event
  })

  it('refuses a request read after the signal with 503 without starting it, and closes the connection once the answer in flight ends', async () => {
    const site = await startSite()
    const client = connect(site.port)
    client.send('/stream')
    await client.until('part')
    const event = once(process, requestsAnsweredEvent)

    site.signal('SIGTERM')
    const arrived = arrivedAt(site)
    client.send('/after')
    await arrived
    site.held.get('/stream')!.end()
    await client.closed
    await event
    expect(site.started).toEqual(['/stream'])
    const [, behind] = client.received().split(/(?=HTTP\/1\.1 )/)
    expect(behind).toMatch(/^HTTP\/1\.1 503 /)
    expect(behind).toMatch(/\r\nRetry-After: 1\r\n/i)
    expect(behind).toMatch(/\r\nConnection: close\r\n/i)
  })

  it('closes a connection whose answer went out before the signal once that answer ends', async () => {
    const site = await startSite()
    const client = connect(site.port)
    client.send('/stream')
    await client.until('part')
    const event = once(process, requestsAnsweredEvent)
    site.signal('SIGTERM')
    site.held.get('/stream')!.end()
    await client.closed
    await event
  })

  it('stops once: a second signal closes nothing twice and tells the other half once', async () => {
    const site = await startSite()
    let events = 0
    const count = () => events++
    process.on(requestsAnsweredEvent, count)
    try {
      const event = once(process, requestsAnsweredEvent)
      site.signal('SIGTERM')
      site.signal('SIGINT')
      await event
      await new Promise((resolve) => setImmediate(resolve))
      expect(events).toBe(1)
    } finally {
      process.off(requestsAnsweredEvent, count)
    }
  })

  it('cuts a client still sending when the grace runs out', async () => {
    const site = await startSite()
    const client = connect(site.port)
    client.socket.write(
      'POST /hold HTTP/1.1\r\nHost: localhost\r\nContent-Length: 100\r\n\r\nten bytes.',
    )
    await arrivedAt(site)
    const event = once(process, requestsAnsweredEvent)
    site.signal('SIGTERM')
    vi.advanceTimersByTime(14_999)
    await new Promise((resolve) => setImmediate(resolve))
    expect(client.socket.destroyed).toBe(false)
    vi.advanceTimersByTime(1)
    await client.closed
    await event
  })
})
