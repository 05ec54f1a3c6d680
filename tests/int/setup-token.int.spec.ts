import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { isSetupToken, issueSetupToken } from '@/users/setup-token'

import { getTestPayload } from './helpers/test-payload'

describe('the first-user setup token', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await getTestPayload()
  })

  afterAll(async () => {
    await payload.destroy()
  })

  it('opens nothing before the server has issued one', async () => {
    expect(await isSetupToken(payload, '')).toBe(false)
    expect(await isSetupToken(payload, 'anything')).toBe(false)
  })

  it('accepts the issued token, also pasted with the spaces or line break a log copy brings', async () => {
    const token = await issueSetupToken(payload)
    expect(await isSetupToken(payload, token)).toBe(true)
    expect(await isSetupToken(payload, ` ${token}\n`)).toBe(true)
  })

  it('keeps only its hash in the database, where any server of the site checks it', async () => {
    const token = await issueSetupToken(payload)
    const { docs } = await payload.find({
      collection: 'payload-kv',
      pagination: false,
      overrideAccess: true,
    })
    expect(JSON.stringify(docs)).not.toContain(token)
    const { default: config } = await import('@payload-config')
    const { getPayload } = await import('payload')
    expect(await isSetupToken(await getPayload({ config }), token)).toBe(true)
  })

  it('refuses a wrong, shortened or extended token, and anything not a string', async () => {
    const token = await issueSetupToken(payload)
    const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
    expect(await isSetupToken(payload, wrong)).toBe(false)
    expect(await isSetupToken(payload, token.slice(0, -1))).toBe(false)
    expect(await isSetupToken(payload, `${token}x`)).toBe(false)
    expect(await isSetupToken(payload, undefined)).toBe(false)
    expect(await isSetupToken(payload, { toString: () => token })).toBe(false)
  })

  it('makes a new token at every start, each of which opens registration for a day only', async () => {
    const first = await issueSetupToken(payload)
    const second = await issueSetupToken(payload)
    expect(second).not.toBe(first)
    expect(await isSetupToken(payload, first)).toBe(true)
    expect(await isSetupToken(payload, second)).toBe(true)
    const day = 24 * 60 * 60 * 1000
    const nearlyADayOld = await issueSetupToken(payload, Date.now() - day + 60_000)
    expect(await isSetupToken(payload, nearlyADayOld)).toBe(true)
    const aDayOld = await issueSetupToken(payload, Date.now() - day)
    expect(await isSetupToken(payload, aDayOld)).toBe(false)
  })
})
