import crypto from 'node:crypto'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

import { failedLoginDelayMs, passwordHash, spendPasswordCheck } from '@/users/login-guard'

const counted = (clientFailures: number) => ({ client: '198.51.100.1', accountId: null, clientFailures, keys: [] })

describe('a failed login', () => {
  it('is answered a quarter second later with each failure of the same client, never more than 3 s later', () => {
    expect([1, 2, 4, 12, 13, 40].map((failures) => failedLoginDelayMs(counted(failures)))).toEqual([250, 500, 1_000, 3_000, 3_000, 3_000])
  })

  it('to an account that does not exist costs the time of a password check, as a wrong password does', async () => {
    // Payload's hash of a password (generatePasswordSaltHash): what a known account's wrong password costs.
    const { iterations, keyLength, digest } = passwordHash
    const started = performance.now()
    await promisify(crypto.pbkdf2)('a-guess', crypto.randomBytes(32).toString('hex'), iterations, keyLength, digest)
    const passwordCheck = performance.now() - started

    const unknownStarted = performance.now()
    await spendPasswordCheck('a-guess')
    expect(performance.now() - unknownStarted).toBeGreaterThan(passwordCheck / 2)
  })
})
