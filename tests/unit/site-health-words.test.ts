import net from 'node:net'
import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { parseEnv } from '@/config/env'
import { alertMessage } from '@/site-health/alerts'
import { checksStopped, checksStoppedAfterMs } from '@/site-health/state'
import { emailDeliveryCheck } from '@/site-health/checks/email-delivery'

/** A port nothing listens on: one taken from the system and given back. */
async function closedPort() {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

describe('what the owner reads of the site health', () => {
  it('says in plain words first what an unreachable mail server means, the technical detail after', async () => {
    const env = parseEnv({
      NODE_ENV: 'test',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(await closedPort()),
      SMTP_REQUIRE_TLS: 'false',
    })
    const now = new Date()
    const result = await emailDeliveryCheck({
      payload: {} as Payload,
      env,
      now,
      watchedSince: now,
    })
    if (result.ok) throw new Error('nothing listens on the port, yet the check passed')
    expect(result.problem).toMatch(
      /^The site cannot reach its mail server, so customers and staff get no email\. Detail: .*ECONNREFUSED/,
    )
    expect(result.action).toMatch(/^Ask your email provider whether its mail server is working/)
  })

  it("dates an alert and its recovery in SITE_TIME_ZONE's local time, the zone named", () => {
    // 15:30 UTC on a January day is 10:30 in New York (EST) and 07:30 in Los Angeles (PST).
    const now = new Date('2026-01-14T15:30:00Z')
    const alert = {
      kind: 'start',
      check: 'emailDelivery',
      incident: 1,
      now,
      problem: 'The site cannot reach its mail server, so customers and staff get no email.',
      action: 'Ask your email provider.',
    } as const
    const eastern = alertMessage(alert, 'https://example.com/admin', 'America/New_York')
    expect(eastern.text).toContain('Email delivery started failing at Wed, Jan 14, 10:30 AM EST.')
    expect(eastern.text).not.toContain('GMT')
    const western = alertMessage(
      { kind: 'recovered', check: 'emailDelivery', incident: 1, now },
      'https://example.com/admin',
      'America/Los_Angeles',
    )
    expect(western.text).toContain('working again since Wed, Jan 14, 7:30 AM PST.')
  })
})

describe('the checks count as stopped when their last run is too old', () => {
  const now = new Date('2026-01-14T15:30:00Z')
  const ago = (ms: number) => new Date(now.getTime() - ms)

  it('running while the last run is within the limit, stopped past it', () => {
    expect(checksStoppedAfterMs).toBeLessThanOrEqual(4 * 60_000)
    expect(checksStopped(ago(60_000), now)).toBe(false)
    expect(checksStopped(ago(checksStoppedAfterMs), now)).toBe(false)
    expect(checksStopped(ago(checksStoppedAfterMs + 1000), now)).toBe(true)
  })

  it('a site whose checks never ran: stopped once this server has waited as long for the first run', () => {
    expect(checksStopped(undefined, now, ago(60_000))).toBe(false)
    expect(checksStopped(undefined, now, ago(checksStoppedAfterMs + 1000))).toBe(true)
  })
})
