import { describe, expect, it } from 'vitest'

import { MIN_PASSWORD_LENGTH, passwordProblem, passwordRule } from '@/users/password-policy'

describe('the admin password policy', () => {
  it(`takes ${MIN_PASSWORD_LENGTH} characters and refuses one fewer`, () => {
    expect(passwordProblem('Tide-Heron-7')).toBeUndefined()
    expect(passwordProblem('Tide-Heron7')).toBe(`Too short. ${passwordRule}`)
  })

  it('refuses a password of three or fewer different characters, and takes four', () => {
    expect(passwordProblem('abcabcabcabc')).toMatch(/^Use more than a few different characters\./)
    expect(passwordProblem('AbAbAbAbAbAb')).toMatch(/^Use more than a few different characters\./)
    expect(passwordProblem('abcdabcdabcd')).toBeUndefined()
  })

  it('refuses a common word inside a short password, but not inside a long passphrase', () => {
    expect(passwordProblem('MyPassword-77')).toMatch(/^Too easy to guess\./)
    expect(passwordProblem('xx-Qwerty-4417')).toMatch(/^Too easy to guess\./)
    expect(passwordProblem('my password is a long river walk')).toBeUndefined()
  })

  it('takes a common word inside a passphrase of 20 characters and refuses it in one of 19', () => {
    expect(passwordProblem('Monkey-river-walk-20')).toBeUndefined()
    expect(passwordProblem('Monkey-river-walk-9')).toMatch(/^Too easy to guess\./)
  })

  it('refuses the email, its name part or the username inside it, whatever the case', () => {
    const identity = { email: 'Marsha@Example.org', username: 'reef' }
    expect(passwordProblem('x-marsha@example.org-1', identity)).toMatch(/^It contains your name/)
    expect(passwordProblem('Harbor-MARSHA-2291', identity)).toMatch(/^It contains your name/)
    expect(passwordProblem('Harbor-REEF-22918', identity)).toMatch(/^It contains your name/)
    expect(passwordProblem('Harbor-lighthouse-22918', identity)).toBeUndefined()
    expect(passwordProblem('Harbor-Kai-lighthouse', { username: 'kai' })).toMatch(
      /email or username/,
    )
  })

  it('ignores name parts shorter than three letters, and a missing email or username', () => {
    expect(
      passwordProblem('Harbor-jo-lighthouse', { email: 'jo@example.org', username: 'jo' }),
    ).toBeUndefined()
    expect(
      passwordProblem('Harbor-lighthouse-22918', { email: null, username: undefined }),
    ).toBeUndefined()
  })
})
