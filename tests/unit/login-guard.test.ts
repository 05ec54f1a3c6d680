import { describe, expect, it } from 'vitest'

import { countLogin, failedLoginDelayMs, LoginRefused } from '@/users/login-guard'

const counted = (failures: number) => ({
  client: '198.51.100.1',
  accountId: null,
  failures,
  keys: [],
})

describe('a failed login', () => {
  it('is answered a quarter second later with each failure of the same client, never more than 3 s later', () => {
    expect([1, 2, 4, 12, 13, 40].map((failures) => failedLoginDelayMs(counted(failures)))).toEqual([
      250, 500, 1_000, 3_000, 3_000, 3_000,
    ])
  })
})

describe('failed logins counted in this process', () => {
  const from = (client: string) => new Headers({ 'x-forwarded-for': client })

  it("forget no other client's failures for a flood of made-up names from one client", async () => {
    await countLogin(from('203.0.113.1'), { id: 'owner-account', name: 'owner' })
    // One more than the 50,000 counters the store keeps.
    for (let name = 0; name <= 50_000; name += 1)
      await countLogin(from('203.0.113.2'), { id: null, name: `made-up-${name}` }).catch(() => {})
    // The owner's client keeps its first failure: four more of its five, then it is stopped.
    for (let guess = 0; guess < 4; guess += 1)
      await countLogin(from('203.0.113.1'), { id: 'owner-account', name: 'owner' })
    await expect(
      countLogin(from('203.0.113.1'), { id: 'owner-account', name: 'owner' }),
    ).rejects.toThrow(LoginRefused)
  }, 60_000)
})
