import type { CollectionBeforeOperationHook, PayloadRequest } from 'payload'

import { countLogin, spendPasswordCheck } from '@/users/login-guard'

/** The account a login or reset names, as Payload looks it up: by email or by username, either in lower case. */
export async function findAccount(req: PayloadRequest, name: string) {
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
 * tries them (password-reset requests by their own endpoint, endpoints/forgotPassword.ts). Payload's own
 * lockout (maxLoginAttempts) is off: it locked the account for everyone, so any address could lock the owner out. A hook, on Payload's documented path, so every way
 * into Payload's login operation is counted; a success is taken back in afterLogin (forgiveSuccessfulLogin),
 * a failure is answered by the collection's login endpoint (endpoints/logIn.ts).
 */
export const limitLogins: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (req.payloadAPI === 'local') return args
  if (operation !== 'login') return args
  const data = (args as { data?: { email?: unknown; username?: unknown; password?: unknown } }).data ?? {}
  const named = typeof data.username === 'string' && data.username ? data.username : data.email
  const name = typeof named === 'string' ? named.toLowerCase().trim() : ''
  const accountId = name ? await findAccount(req, name) : null
  req.context.countedLogin = await countLogin(req.headers, { id: accountId, name })
  if (!accountId) await spendPasswordCheck(data.password)
  return args
}
