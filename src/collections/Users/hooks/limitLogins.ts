import crypto from 'node:crypto'

import type { CollectionBeforeOperationHook, PayloadRequest } from 'payload'
import { parseCookies } from 'payload/shared'

import { deviceCookieName, deviceOf } from '@/users/device-cookie'
import { countLogin } from '@/users/login-guard'
import { takeLoginTurn } from '@/users/one-login-at-a-time'

type LoginArgs = { data?: { email?: unknown; username?: unknown; password?: unknown } }

/** The account a login names, as Payload looks it up: by email or by username, either in lower case. */
async function findAccount(req: PayloadRequest, name: string) {
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { or: [{ email: { equals: name } }, { username: { equals: name } }] },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: {},
    req,
  })
  return docs[0]?.id ?? null
}

/**
 * Payload answers a name nobody has without checking any password, so the answer's time would tell which
 * names are accounts: such a login is handed on as some account's with a random password that cannot
 * match, and Payload spends its own password check on it and fails it as it fails a wrong password.
 */
async function asWrongPassword<Args extends LoginArgs>(req: PayloadRequest, args: Args) {
  // Without a password Payload refuses the login before looking for anyone, as it should here too.
  const typed = args.data?.password
  if (typeof typed !== 'string' || !typed.trim()) return args
  const { docs } = await req.payload.find({
    collection: 'users',
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { email: true },
    req,
  })
  if (!docs[0]) return args
  const password = crypto.randomBytes(32).toString('hex')
  return { ...args, data: { email: docs[0].email, password } }
}

/**
 * Logins sent over the network (REST; GraphQL is off) are counted per client and per account before Payload
 * tries them, or per device for a browser holding the account's device cookie (rememberDevice). Payload's own
 * lockout (maxLoginAttempts) is off: it locked the account for everyone, so any address could lock the owner
 * out. A success is taken back in afterLogin (forgiveSuccessfulLogin), a failure is answered in afterError
 * (hooks/endLogin.ts). Password-reset requests are counted by their own endpoint on a budget of their own,
 * so an attack on the logins never stops the reset email.
 */
export const limitLogins: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (req.payloadAPI === 'local' || operation !== 'login') return args
  const data = (args as LoginArgs).data ?? {}
  const named = typeof data.username === 'string' && data.username ? data.username : data.email
  const name = typeof named === 'string' ? named.toLowerCase().trim() : ''
  const accountId = name ? await findAccount(req, name) : null
  const device = deviceOf(
    req.payload.secret,
    parseCookies(req.headers).get(deviceCookieName(req.payload.config.cookiePrefix)),
    accountId,
  )
  req.context.countedLogin = await countLogin(req.headers, { id: accountId, name }, device)
  // One account may be named by its email or its username: the turn is the account's, whichever was typed.
  await takeLoginTurn(req.context, accountId ?? `unknown:${name}`)
  return accountId || !name ? args : asWrongPassword(req, args)
}
