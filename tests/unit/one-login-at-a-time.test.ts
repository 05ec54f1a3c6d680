import { describe, expect, it } from 'vitest'

import { waitForLoginTurn, withLoginTurn } from '@/users/one-login-at-a-time'

/** A login request whose login waits for its account's turn, then runs until the test ends it. */
function heldLogin(account: string) {
  const context = {}
  let finish = () => {}
  const login = {
    started: false,
    finish: () => finish(),
    done: withLoginTurn(context, async () => {
      await waitForLoginTurn(context, account)
      login.started = true
      await new Promise<void>((resolve) => (finish = resolve))
    }),
  }
  return login
}

const settle = () => new Promise((resolve) => setImmediate(resolve))

describe('logins of one account', () => {
  it('run one after another, also when one arrives as the first ends while the second still runs', async () => {
    const [first, second] = [heldLogin('account-1'), heldLogin('account-1')]
    await settle()
    expect([first.started, second.started]).toEqual([true, false])

    first.finish()
    await settle()
    expect(second.started).toBe(true)
    const third = heldLogin('account-1')
    await settle()
    expect(third.started).toBe(false)

    second.finish()
    await settle()
    expect(third.started).toBe(true)
    third.finish()
    await Promise.all([first.done, second.done, third.done])
  })

  it('do not hold up another account, and a failed one does not stop the next', async () => {
    const held = heldLogin('account-2')
    const other = heldLogin('account-3')
    await settle()
    expect(other.started).toBe(true)
    other.finish()
    await other.done

    const context = {}
    const failed = withLoginTurn(context, async () => {
      await waitForLoginTurn(context, 'account-2')
      throw new Error('wrong password')
    })
    held.finish()
    await held.done
    await expect(failed).rejects.toThrow('wrong password')
    const next = heldLogin('account-2')
    await settle()
    expect(next.started).toBe(true)
    next.finish()
    await next.done
  })

  it('never wait outside a login request (the Local API)', async () => {
    const held = heldLogin('account-4')
    await settle()
    // A wait here would never end: the login holding the account's turn ends only below.
    await waitForLoginTurn({}, 'account-4')
    held.finish()
    await held.done
  })
})
