import { headersWithCors, type Endpoint, type PayloadRequest } from 'payload'

import {
  failedLoginDelayMs,
  loginRefusedName,
  requestClient,
  type CountedLogin,
} from '@/users/login-guard'
import { withLoginTurn } from '@/users/one-login-at-a-time'

const text = (value: unknown) => (typeof value === 'string' ? value : '')

const answer = (req: PayloadRequest, status: number, message: string) =>
  Response.json(
    { errors: [{ message }] },
    { status, headers: headersWithCors({ headers: new Headers(), req }) },
  )

/**
 * A failed login (401 with a login counted by limitLogins) or a refused one (429): one warning line without a
 * stack, and a failure's answer held a little longer with each failure of the same client. Told apart by
 * status and by the name LoginRefused sets itself: the production bundle minifies Payload's class names.
 */
async function answerFailedLogin(req: PayloadRequest, error: unknown) {
  const { status, name, message } = (error ?? {}) as {
    status?: unknown
    name?: unknown
    message?: unknown
  }
  if (name === loginRefusedName) {
    req.payload.logger.warn({
      msg: 'Login refused: too many failed attempts',
      client: requestClient(req.headers),
    })
    return answer(req, 429, text(message))
  }
  const counted = req.context.countedLogin as CountedLogin | undefined
  if (status !== 401 || !counted) return undefined
  req.payload.logger.warn({
    msg: 'Failed login',
    client: counted.client,
    account: counted.accountId ?? 'none by that name',
  })
  await new Promise((resolve) => setTimeout(resolve, failedLoginDelayMs(counted)))
  // Payload words it by what it found (an unknown username, or an account's wrong password): one sentence for all.
  return answer(req, 401, req.t('error:emailOrPasswordIncorrect'))
}

/** Payload's own login endpoint of the collection: the one it adds behind the collection's own endpoints. */
function payloadLogin(req: PayloadRequest) {
  const endpoints = req.payload.collections.users.config.endpoints || []
  const own = endpoints.findLast(
    (endpoint) =>
      endpoint.path === logIn.path &&
      endpoint.method === logIn.method &&
      endpoint.handler !== logIn.handler,
  )
  if (!own) throw new Error("Payload's own login endpoint is missing from the users collection")
  return own.handler
}

/**
 * POST /api/users/login: Payload's own login endpoint (its handler, so `depth`, `removeTokenFromResponses`
 * and its cookie hold), counted by the collection's hooks (limitLogins, forgiveSuccessfulLogin,
 * rememberDevice). Two things the hooks cannot do are done here, around Payload's handler:
 * - a failed login is answered and logged here (answerFailedLogin): Payload's route logs an error at the
 *   level config.loggingLevels gives its class name, before any afterError hook runs, and the production
 *   bundle minifies that name (AuthenticationError became "a"), so every failure would be an ERROR with a
 *   stack;
 * - the account's turn (src/users/one-login-at-a-time.ts) ends only once Payload has committed the login,
 *   after its last hook.
 */
export const logIn: Endpoint = {
  path: '/login',
  method: 'post',
  handler: async (req) => {
    try {
      return await withLoginTurn(req.context, async () => payloadLogin(req)(req))
    } catch (error) {
      const failed = await answerFailedLogin(req, error)
      if (failed) return failed
      throw error
    }
  },
}
