import type { RequestContext } from 'payload'

/**
 * Payload's login reads the account, checks the password, then writes the account's list of sessions back
 * with its new one added (addSessionToUser in payload/dist/auth/sessions.js): two logins of one account at
 * the same moment each write the list they read, and every session but the last written is lost, so those
 * browsers are signed out at their next request. Logins of one account therefore wait for each other here.
 * This holds within one server; two servers logging in the same account in the same instant can still
 * lose one of the two sessions (docs/operations.md, Several servers).
 *
 * The account is known only once Payload has read the body (the limitLogins hook), and a login ends only
 * after Payload has committed it, past its last hook: so the login endpoint opens a turn around Payload's
 * handler (withLoginTurn) and the hook waits for the account's turn inside it (waitForLoginTurn).
 */
const running = new Map<string, Promise<void>>()

type Turn = { release: () => void }

const turnOf = (context: RequestContext) => context.loginTurn as Turn | undefined

/** Runs one login request, ending its turn (if the hook took one) however it ends. */
export async function withLoginTurn<Result>(
  context: RequestContext,
  login: () => Promise<Result>,
): Promise<Result> {
  context.loginTurn = { release: () => {} } satisfies Turn
  try {
    return await login()
  } finally {
    turnOf(context)?.release()
  }
}

/** `key` names the account: its id, or the name typed when no account has it. Outside withLoginTurn, no wait. */
export async function waitForLoginTurn(context: RequestContext, key: string) {
  const turn = turnOf(context)
  if (!turn) return
  const before = running.get(key) ?? Promise.resolve()
  let release = () => {}
  const mine = new Promise<void>((resolve) => (release = resolve))
  running.set(key, mine)
  turn.release = () => {
    release()
    if (running.get(key) === mine) running.delete(key)
  }
  await before
}
