import { describe, expect, it } from 'vitest'

import { endLoginTurn, takeLoginTurn } from '@/users/one-login-at-a-time'

/** A login request that takes its account's turn, then runs until the test ends it. */
function heldLogin(account: string) {
  const context = {}
  let finish = () => {}
  const login = { started: false, finish: () => finish(), done: Promise.resolve() }
  login.done = (async () => {
    await takeLoginTurn(context, account)
    login.started = true
    await new Promise<void>((resolve) => (finish = resolve))
    endLoginTurn(context)
  })()
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
    const failed = (async () => {
      await takeLoginTurn(context, 'account-2')
      endLoginTurn(context)
      throw new Error('wrong password')
    })()
    held.finish()
    await held.done
    await expect(failed).rejects.toThrow('wrong password')
    const next = heldLogin('account-2')
    await settle()
    expect(next.started).toBe(true)
    next.finish()
    await next.done
  })

  it('end a turn once however often it is ended', async () => {
    const context = {}
    await takeLoginTurn(context, 'account-4')
    const next = heldLogin('account-4')
    endLoginTurn(context)
    endLoginTurn(context)
    await settle()
    expect(next.started).toBe(true)
    const after = heldLogin('account-4')
    await settle()
    expect(after.started).toBe(false)
    next.finish()
    await next.done
    await settle()
    after.finish()
    await after.done
  })
})
