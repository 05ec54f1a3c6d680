import fs from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'

import { stackPorts } from '../../scripts/lib/multi-instance/stack'
import { parseEnv } from '../../src/config/env'
import { e2e } from '../e2e/helpers/environment'
import { drawnFrom, ephemeralRangeStart, freePort } from '../helpers/ports'

/** The lowest port this machine gives to outgoing connections (Linux). */
const ephemeralLow = Number(
  fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0],
)

/**
 * A server that listens on a port of the ephemeral range cannot start again while an outgoing connection
 * holds it as its own end: a fresh-clone run failed so, when the crash test's embedded PostgreSQL came
 * back after kill -9 on a port another test's pooled connection had taken meanwhile.
 */
describe('listening ports stay below the range outgoing connections take', () => {
  const workerEnv = {
    TEST_PARALLEL_INDEX: process.env.TEST_PARALLEL_INDEX,
    VITEST_POOL_ID: process.env.VITEST_POOL_ID,
  }
  afterEach(() => {
    for (const [name, value] of Object.entries(workerEnv))
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
  })

  it('the helper knows where the range starts on this machine', () => {
    expect(ephemeralRangeStart).toBeLessThanOrEqual(ephemeralLow)
  })

  it("the site's embedded PostgreSQL by default", () => {
    const settings = { NODE_ENV: 'development', PAYLOAD_SECRET: 'a'.repeat(32) } as const
    expect(parseEnv(settings).EMBEDDED_POSTGRES_PORT).toBeLessThan(ephemeralLow)
  })

  it("the end-to-end suite's and the multi-instance stack's fixed ports, with every offset a spec adds", () => {
    const largestOffset = 11
    const fixed = [
      e2e.port + largestOffset,
      e2e.smtpPort,
      e2e.postgresPort + largestOffset,
      ...Object.values(stackPorts).map((port) => port + 1),
    ]
    for (const port of fixed) {
      expect(port).toBeLessThan(drawnFrom)
      expect(port).toBeLessThan(ephemeralLow)
    }
  })

  it('ports drawn for tests, in different workers, never meet and never reach the range', async () => {
    const drawn = new Map<number, string>()
    for (const worker of ['0', '1']) {
      delete process.env.VITEST_POOL_ID
      process.env.TEST_PARALLEL_INDEX = worker
      for (let index = 0; index < 40; index += 1) {
        const port = await freePort()
        expect(port).toBeGreaterThanOrEqual(drawnFrom)
        expect(port).toBeLessThan(ephemeralLow)
        expect(drawn.get(port)).toBeUndefined()
        drawn.set(port, worker)
      }
    }
    const ranges = ['0', '1'].map((worker) => {
      const ports = [...drawn].filter(([, owner]) => owner === worker).map(([port]) => port)
      return [Math.min(...ports), Math.max(...ports)]
    })
    expect(ranges[0][1] < ranges[1][0] || ranges[1][1] < ranges[0][0]).toBe(true)
  })
})
