import { APIError } from 'payload'

import { serverEnv } from '@/config/env'
import { clientKey } from '@/server/rate-limit/client-address'
import { decrement, forget, increment } from '@/server/rate-limit/store'

/** Payload picks a log level by error name (config.loggingLevels); a string survives minifying. */
export const loginRefusedName = 'LoginRefused'

export class LoginRefused extends APIError {
  constructor(readonly logLine: string) {
    super('Too many failed attempts. Try again later.', 429, null, true)
    this.name = loginRefusedName
  }
}

/** Kept in req.context until the login's outcome is known. */
export type CountedLogin = {
  client: string
  accountId: string | null
  failures: number
  keys: string[]
  /** This login took the account's last failure of the window: if it fails, its owner is told. */
  lastForAccount?: true
}

const failureDelayStepMs = 250
const failureDelayMaxMs = 3_000

/** As the lead limits count clients (an IPv6 client by its /64). */
export const requestClient = (headers: Headers) => clientKey(headers, serverEnv().TRUST_PROXY)

const windowSeconds = () => serverEnv().LOGIN_LOCK_MINUTES * 60

const accountKey = (id: string) => `login:account:${id}`

/**
 * Counted as failed before it is tried, so parallel guesses cannot all pass; a success is taken back.
 * Unknown names count like accounts, so the limit does not tell which names are real.
 */
export async function countLogin(
  headers: Headers,
  account: { id: string | null; name: string },
  device: string | null = null,
): Promise<CountedLogin> {
  const env = serverEnv()
  const client = requestClient(headers)
  const byAccount = accountKey(account.id ?? `unknown:${account.name}`)
  const counters = device
    ? [{ key: `login:device:${device}`, max: env.LOGIN_MAX_ATTEMPTS }]
    : [
        { key: `login:client:${client}`, max: env.LOGIN_MAX_ATTEMPTS },
        { key: byAccount, max: env.LOGIN_MAX_ATTEMPTS_PER_ACCOUNT },
      ]
  const counted: CountedLogin = { client, accountId: account.id, failures: 0, keys: [] }
  for (const { key, max } of counters) {
    const { count } = await increment(key, windowSeconds())
    if (counted.keys.push(key) === 1) counted.failures = count
    if (key === byAccount && count === max && account.id) counted.lastForAccount = true
    if (count <= max) continue
    // A refused login is never tried, so it uses up nothing: a stopped client cannot lock others.
    await forgiveLogin(counted)
    throw new LoginRefused('Login refused: too many failed attempts')
  }
  return counted
}

export async function forgiveLogin(counted: CountedLogin) {
  await Promise.all(counted.keys.map(decrement))
}

/** A completed password reset: new browsers may sign in to the account again at once. */
export const liftAccountLimit = (accountId: string) => forget(accountKey(accountId))

export const failedLoginDelayMs = (counted: CountedLogin) =>
  Math.min(failureDelayMaxMs, counted.failures * failureDelayStepMs)

export async function countPasswordResetRequest(headers: Headers) {
  const env = serverEnv()
  const { count } = await increment(
    `password-reset:client:${requestClient(headers)}`,
    windowSeconds(),
  )
  if (count > env.LOGIN_MAX_ATTEMPTS)
    throw new LoginRefused('Password reset refused: too many requests')
}
