import { APIError } from 'payload'

import { serverEnv } from '@/config/env'
import { clientKey } from '@/rate-limit/client-address'
import { decrement, increment } from '@/rate-limit/store'

/**
 * The error name of a refused login or reset request. Payload picks the log level of an error by its name
 * (config.loggingLevels); the name is set here, not taken from the class, so a minified build keeps it.
 */
export const loginRefusedName = 'LoginRefused'

/** A plain 429: this client, or this account, has failed too often in the window. */
export class LoginRefused extends APIError {
  /** `logLine`: the warning the Users collection logs for it (hooks/endLogin.ts). */
  constructor(readonly logLine: string) {
    super('Too many failed attempts. Try again later.', 429, null, true)
    this.name = loginRefusedName
  }
}

/**
 * What a login attempt was counted against, kept in req.context until its outcome is known: `failures` are
 * those of the client, or of the device, it was counted as.
 */
export type CountedLogin = {
  client: string
  accountId: string | null
  failures: number
  keys: string[]
}

/** A counter a login adds to and the most failures it allows. */
type Counter = { key: string; max: number }

/** Each failure from a client holds its answer this much longer than the one before. */
const failureDelayStepMs = 250
const failureDelayMaxMs = 3_000

/** The client a request is counted against, as the lead limits count it (an IPv6 client by its /64). */
export const requestClient = (headers: Headers) => clientKey(headers, serverEnv().TRUST_PROXY)

const windowSeconds = () => serverEnv().LOGIN_LOCK_MINUTES * 60

/**
 * Counts a login as failed before it is tried, so parallel guesses cannot all pass the check at once; a login
 * that succeeds is taken back (forgiveLogin). Refuses once the client or the account has failed too often.
 * A browser holding the account's device cookie (`device`, src/users/device-cookie.ts) is counted on that
 * device alone, with a client's budget: an attack on the account from elsewhere never holds it back, and a
 * stolen cookie buys no more guesses than one client has. A name nobody has is counted as an account of its
 * own (an account limit that only real accounts reach would tell them apart), counted only while the client
 * typing it is under its own limit, so one client cannot make the counters keep names without end.
 */
export async function countLogin(
  headers: Headers,
  account: { id: string | null; name: string },
  device: string | null = null,
): Promise<CountedLogin> {
  const env = serverEnv()
  const client = requestClient(headers)
  const byAccount = `login:account:${account.id ?? `unknown:${account.name}`}`
  const counters: Counter[] = device
    ? [{ key: `login:device:${device}`, max: env.LOGIN_MAX_ATTEMPTS }]
    : [
        { key: `login:client:${client}`, max: env.LOGIN_MAX_ATTEMPTS },
        { key: byAccount, max: env.LOGIN_MAX_ATTEMPTS_PER_ACCOUNT },
      ]
  const counted: CountedLogin = { client, accountId: account.id, failures: 0, keys: [] }
  for (const { key, max } of counters) {
    const { count } = await increment(key, windowSeconds())
    if (counted.keys.push(key) === 1) counted.failures = count
    if (count <= max) continue
    // A refused login is never tried, so it uses up nothing: a stopped client cannot go on to stop the account.
    await forgiveLogin(counted)
    throw new LoginRefused('Login refused: too many failed attempts')
  }
  return counted
}

export async function forgiveLogin(counted: CountedLogin) {
  await Promise.all(counted.keys.map(decrement))
}

/** How long a failed login's answer is held: longer with each failure of the same client (or device) in the window. */
export const failedLoginDelayMs = (counted: CountedLogin) =>
  Math.min(failureDelayMaxMs, counted.failures * failureDelayStepMs)

/** Password-reset requests one client may send in the window: the same budget as its failed logins. */
export async function countPasswordResetRequest(headers: Headers) {
  const env = serverEnv()
  const { count } = await increment(
    `password-reset:client:${requestClient(headers)}`,
    windowSeconds(),
  )
  if (count > env.LOGIN_MAX_ATTEMPTS)
    throw new LoginRefused('Password reset refused: too many requests')
}
