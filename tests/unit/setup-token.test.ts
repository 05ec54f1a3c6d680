import { describe, expect, it } from 'vitest'

import { isSetupToken, issueSetupToken } from '@/users/setup-token'

describe('the first-user setup token', () => {
  it('opens nothing before the server has issued one', () => {
    // The slot src/users/setup-token.ts keeps the token in, emptied as a process that never issued one has it.
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('nature-coast-tech.first-user-setup-token')]
    expect(isSetupToken('')).toBe(false)
    expect(isSetupToken('anything')).toBe(false)
  })

  it('accepts the issued token, also pasted with the spaces or line break a log copy brings', () => {
    const token = issueSetupToken()
    expect(isSetupToken(token)).toBe(true)
    expect(isSetupToken(` ${token}\n`)).toBe(true)
  })

  it('refuses a wrong, shortened or extended token, and anything not a string', () => {
    const token = issueSetupToken()
    const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
    expect(isSetupToken(wrong)).toBe(false)
    expect(isSetupToken(token.slice(0, -1))).toBe(false)
    expect(isSetupToken(`${token}x`)).toBe(false)
    expect(isSetupToken(undefined)).toBe(false)
    expect(isSetupToken({ toString: () => token })).toBe(false)
  })

  it('makes a new token at every start, so an old log line opens nothing', () => {
    const first = issueSetupToken()
    const second = issueSetupToken()
    expect(second).not.toBe(first)
    expect(isSetupToken(first)).toBe(false)
    expect(isSetupToken(second)).toBe(true)
  })
})
