import crypto from 'node:crypto'

import type { CollectionBeforeOperationHook, PayloadRequest, Where } from 'payload'
import { parseCookies } from 'payload/shared'

import { deviceCookieName, deviceOf } from '@/users/device-cookie'
import { countLogin } from '@/users/login-guard'
import { takeLoginTurn } from '@/users/one-login-at-a-time'

type LoginArgs = { data?: { email?: unknown; username?: unknown; password?: unknown } }

const firstAccount = async (req: PayloadRequest, where?: Where) =>
  (
    await req.payload.find({
      collection: 'users',
      where,
      limit: 1,
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: { email: true },
      req,
    })
  ).docs[0]

/**
 * Payload answers an unknown name without checking a password, so timing would tell which names are
 * accounts; the login is handed on as some account's with a random password that cannot match.
 */
async function asWrongPassword<Args extends LoginArgs>(req: PayloadRequest, args: Args) {
  // Without a password Payload refuses the login before looking for anyone, as it should here too.
  const typed = args.data?.password
  if (typeof typed !== 'string' || !typed.trim()) return args
  const someone = await firstAccount(req)
  if (!someone) return args
  const password = crypto.randomBytes(32).toString('hex')
  return { ...args, data: { email: someone.email, password } }
}

/** Payload's lockout lets anyone lock the owner out; this counts per client, account or device. */
export const limitLogins: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (req.payloadAPI === 'local' || operation !== 'login') return args
  const data = (args as LoginArgs).data ?? {}
  const named = typeof data.username === 'string' && data.username ? data.username : data.email
  const name = typeof named === 'string' ? named.toLowerCase().trim() : ''
  // As Payload looks it up: by email or by username.
  const account = name
    ? await firstAccount(req, { or: [{ email: { equals: name } }, { username: { equals: name } }] })
    : undefined
  const accountId = account?.id ?? null
  const device = deviceOf(
    req.payload.secret,
    parseCookies(req.headers).get(deviceCookieName(req.payload.config.cookiePrefix)),
    accountId,
  )
  req.context.countedLogin = await countLogin(req.headers, { id: accountId, name }, device)
  // The turn is the account's, whether its email or its username was typed.
  await takeLoginTurn(req.context, accountId ?? `unknown:${name}`)
  return accountId || !name ? args : asWrongPassword(req, args)
}
