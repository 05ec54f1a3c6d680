import type { RequestContext } from 'payload'

/**
 * Payload's login writes back the session list it read, so two logins of one account at once would
 * lose a session; logins of an account take turns within one server.
 */
const running = new Map<string, Promise<void>>()

/** `key`: the account's id, or the name typed when no account has it. */
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
