import type { RequestContext } from 'payload'

/**
 * Payload's login reads the account, checks the password, then writes the account's list of sessions back
 * with its new one added: two logins of one account at the same moment each write the list they read, and
 * every session but the last written is lost. So a login over the network takes its account's turn once the
 * account is known (the limitLogins hook) and ends it once Payload has committed it or it failed
 * (hooks/endLogin.ts). This holds within one server (docs/operations.md, Several servers).
 */
const running = new Map<string, Promise<void>>()

/** Waits until no other login of `key` runs: the account's id, or the name typed when no account has it. */
export async function takeLoginTurn(context: RequestContext, key: string) {
  const before = running.get(key) ?? Promise.resolve()
  let release = () => {}
  const mine = new Promise<void>((resolve) => (release = resolve))
  running.set(key, mine)
  context.endLoginTurn = () => {
    release()
    if (running.get(key) === mine) running.delete(key)
  }
  await before
}

export function endLoginTurn(context: RequestContext) {
  const end = context.endLoginTurn as (() => void) | undefined
  delete context.endLoginTurn
  end?.()
}
