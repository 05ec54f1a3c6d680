/**
 * Payload's login reads the account, checks the password, then writes the account's list of sessions back
 * with its new one added (addSessionToUser in payload/dist/auth/sessions.js): two logins of one account at
 * the same moment each write the list they read, and every session but the last written is lost, so those
 * browsers are signed out at their next request. Logins of one account therefore wait for each other here.
 * This holds within one server; two servers logging in the same account in the same instant can still
 * lose one of the two sessions (docs/operations.md, Several servers).
 */
const running = new Map<string, Promise<unknown>>()

/** `key` names the account: its id, or the name typed when no account has it (the login endpoint finds which). */
export async function oneLoginAtATime<Result>(key: string, login: () => Promise<Result>): Promise<Result> {
  const before = running.get(key) ?? Promise.resolve()
  const mine = before.catch(() => {}).then(login)
  running.set(key, mine)
  try {
    return await mine
  } finally {
    if (running.get(key) === mine) running.delete(key)
  }
}
