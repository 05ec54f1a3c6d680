import type { CollectionBeforeOperationHook, PayloadRequest } from 'payload'
import { parseCookies } from 'payload/shared'

import { deviceCookieName, deviceOf } from '@/users/device-cookie'
import { countLogin, spendPasswordCheck } from '@/users/login-guard'
import { waitForLoginTurn } from '@/users/one-login-at-a-time'

/** The account a login or reset names, as Payload looks it up: by email or by username, either in lower case. */
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
 * Logins sent over the network (REST; GraphQL is off) are counted per client and per account before Payload
 * tries them, or per device for a browser holding the account's device cookie (rememberDevice). Payload's own
 * lockout (maxLoginAttempts) is off: it locked the account for everyone, so any address could lock the owner
 * out. A hook, on Payload's documented path, so every way into Payload's login operation is counted; a
 * success is taken back in afterLogin (forgiveSuccessfulLogin), a failure is answered by the collection's
 * login endpoint (endpoints/logIn.ts). Password-reset requests are counted by their own endpoint
 * (endpoints/forgotPassword.ts) on a budget of their own, so an attack on the logins never stops the reset email.
 */
export const limitLogins: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (req.payloadAPI === 'local') return args
  if (operation !== 'login') return args
  const data =
    (args as { data?: { email?: unknown; username?: unknown; password?: unknown } }).data ?? {}
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
  await waitForLoginTurn(req.context, accountId ?? `unknown:${name}`)
  if (!accountId) await spendPasswordCheck(data.password)
  return args
}
