import crypto from 'node:crypto'
import { promisify } from 'node:util'

import { APIError } from 'payload'

import { serverEnv } from '@/config/env'
import { clientKey } from '@/rate-limit/client-address'
import { counterStore } from '@/rate-limit/store'

/**
 * The error name of a refused login or reset request. Payload picks the log level of an error by its name
 * (config.loggingLevels); the name is set here, not taken from the class, so a minified build keeps it.
 */
export const loginRefusedName = 'LoginRefused'

/** A plain 429: this client, or this account, has failed too often in the window. */
export class LoginRefused extends APIError {
  constructor() {
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

/** A counter a login adds to, the most failures it allows, and the client it is held for when anyone can make it up. */
type Counter = { key: string; max: number; holder?: string }

/** Each failure from a client holds its answer this much longer than the one before. */
const failureDelayStepMs = 250
const failureDelayMaxMs = 3_000

/** The parameters of Payload's current password hash (payload/dist/auth/strategies/local/generatePasswordSaltHash). */
export const passwordHash = { iterations: 600_000, keyLength: 32, digest: 'sha256' } as const

const pbkdf2 = promisify(crypto.pbkdf2)
const unknownAccountSalt = crypto.randomBytes(32).toString('hex')

/**
 * The work Payload does checking a password, done for an account that does not exist, so an unknown email
 * is not told apart from a wrong password by the time the answer takes.
 */
export async function spendPasswordCheck(password: unknown) {
  const { iterations, keyLength, digest } = passwordHash
  await pbkdf2(
    typeof password === 'string' ? password : '',
    unknownAccountSalt,
    iterations,
    keyLength,
    digest,
  )
}

/** The client a request is counted against, as the lead limits count it (an IPv6 client by its /64). */
export const requestClient = (headers: Headers) => clientKey(headers, serverEnv().TRUST_PROXY)

const windowMs = () => serverEnv().LOGIN_LOCK_MINUTES * 60_000

/**
 * Counts a login as failed before it is tried, so parallel guesses cannot all pass the check at once; a login
 * that succeeds is taken back (forgiveLogin). Refuses once the client or the account has failed too often.
 * A browser holding the account's device cookie (`device`, src/users/device-cookie.ts) is counted on that
 * device alone, with a client's budget: an attack on the account from elsewhere never holds it back, and a
 * stolen cookie buys no more guesses than one client has. A name nobody has is counted as an account of its
 * own (an account limit that only real accounts reach would tell them apart), held by the client that typed it.
 */
export async function countLogin(
  headers: Headers,
  account: { id: string | null; name: string },
  device: string | null = null,
): Promise<CountedLogin> {
  const env = serverEnv()
  const client = requestClient(headers)
  const byAccount = account.id
    ? { key: `login:account:${account.id}` }
    : { key: `login:account:unknown:${account.name}`, holder: client }
  const counters: Counter[] = device
    ? [{ key: `login:device:${device}`, max: env.LOGIN_MAX_ATTEMPTS }]
    : [
        { key: `login:client:${client}`, max: env.LOGIN_MAX_ATTEMPTS },
        { ...byAccount, max: env.LOGIN_MAX_ATTEMPTS_PER_ACCOUNT },
      ]
  const counts = await Promise.all(
    counters.map(({ key, holder }) => counterStore().increment(key, windowMs(), holder)),
  )
  const counted = {
    client,
    accountId: account.id,
    failures: counts[0].count,
    keys: counters.map(({ key }) => key),
  }
  if (counts.some(({ count }, index) => count > counters[index].max)) {
    // A refused login is never tried, so it uses up nothing: a stopped client cannot go on to stop the account.
    await forgiveLogin(counted)
    throw new LoginRefused()
  }
  return counted
}

export async function forgiveLogin(counted: CountedLogin) {
  await Promise.all(counted.keys.map((key) => counterStore().decrement(key)))
}

/** How long a failed login's answer is held: longer with each failure of the same client (or device) in the window. */
export const failedLoginDelayMs = (counted: CountedLogin) =>
  Math.min(failureDelayMaxMs, counted.failures * failureDelayStepMs)

/** Password-reset requests one client may send in the window: the same budget as its failed logins. */
export async function countPasswordResetRequest(headers: Headers) {
  const env = serverEnv()
  const { count } = await counterStore().increment(
    `password-reset:client:${requestClient(headers)}`,
    windowMs(),
  )
  if (count > env.LOGIN_MAX_ATTEMPTS) throw new LoginRefused()
}
