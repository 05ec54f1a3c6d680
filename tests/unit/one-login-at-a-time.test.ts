import { describe, expect, it } from 'vitest'

import { oneLoginAtATime } from '@/users/one-login-at-a-time'

/** A login that runs until the test ends it, and says whether it has started. */
function heldLogin() {
  let finish = () => {}
  const login = { started: false, run: () => new Promise<void>((resolve) => ((login.started = true), (finish = resolve))), finish: () => finish() }
  return login
}

const settle = () => new Promise((resolve) => setImmediate(resolve))

describe('logins of one account', () => {
  it('run one after another, also when one arrives as the first ends while the second still runs', async () => {
    const [first, second, third] = [heldLogin(), heldLogin(), heldLogin()]
    const running = [oneLoginAtATime('account-1', first.run), oneLoginAtATime('account-1', second.run)]
    await settle()
    expect([first.started, second.started]).toEqual([true, false])

    first.finish()
    await settle()
    expect(second.started).toBe(true)
    running.push(oneLoginAtATime('account-1', third.run))
    await settle()
    expect(third.started).toBe(false)

    second.finish()
    await settle()
    expect(third.started).toBe(true)
    third.finish()
    await Promise.all(running)
  })

  it('do not hold up another account, and a failed one does not stop the next', async () => {
    const held = heldLogin()
    const running = oneLoginAtATime('account-2', held.run)
    const other = heldLogin()
    const elsewhere = oneLoginAtATime('account-3', other.run)
    await settle()
    expect(other.started).toBe(true)
    other.finish()
    await elsewhere

    const failed = oneLoginAtATime('account-2', () => Promise.reject(new Error('wrong password')))
    held.finish()
    await running
    await expect(failed).rejects.toThrow('wrong password')
    expect(await oneLoginAtATime('account-2', async () => 'signed in')).toBe('signed in')
  })
})
