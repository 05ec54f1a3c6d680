import { addDataAndFileToRequest, headersWithCors, loginOperation, type Endpoint, type PayloadRequest } from 'payload'
import { generatePayloadCookie } from 'payload/shared'

import { failedLoginDelayMs, loginRefusedName, requestClient, type CountedLogin } from '@/users/login-guard'
import { oneLoginAtATime } from '@/users/one-login-at-a-time'

import { findAccount } from '../hooks/limitLogins'

const text = (value: unknown) => (typeof value === 'string' ? value : '')

const answer = (req: PayloadRequest, status: number, message: string) =>
  Response.json({ errors: [{ message }] }, { status, headers: headersWithCors({ headers: new Headers(), req }) })

/**
 * A failed login (401 with a login counted by limitLogins) or a refused one (429): one warning line without a
 * stack, and a failure's answer held a little longer with each failure of the same client. Told apart by
 * status and by the name LoginRefused sets itself: the production bundle minifies Payload's class names.
 */
async function answerFailedLogin(req: PayloadRequest, error: unknown) {
  const { status, name, message } = (error ?? {}) as { status?: unknown; name?: unknown; message?: unknown }
  if (name === loginRefusedName) {
    req.payload.logger.warn({ msg: 'Login refused: too many failed attempts', client: requestClient(req.headers) })
    return answer(req, 429, text(message))
  }
  const counted = req.context.countedLogin as CountedLogin | undefined
  if (status !== 401 || !counted) return undefined
  req.payload.logger.warn({ msg: 'Failed login', client: counted.client, account: counted.accountId ?? 'none by that name' })
  await new Promise((resolve) => setTimeout(resolve, failedLoginDelayMs(counted)))
  // Payload words it by what it found (an unknown username, or an account's wrong password): one sentence for all.
  return answer(req, 401, req.t('error:emailOrPasswordIncorrect'))
}

/**
 * POST /api/users/login in place of Payload's own handler (a collection endpoint comes before Payload's): the
 * same login operation, cookie and answer, but a failure is answered here, so Payload's route does not log it
 * as an error with a stack (its log level is looked up by the error's class name, which the production bundle
 * minifies). The limits themselves are the collection's hooks (limitLogins, forgiveSuccessfulLogin).
 */
export const logIn: Endpoint = {
  path: '/login',
  method: 'post',
  handler: async (req) => {
    await addDataAndFileToRequest(req)
    const collection = req.payload.collections.users
    const data = req.data ?? {}
    try {
      const credentials = { email: text(data.email), password: text(data.password), username: text(data.username) }
      // One account may be named by its email or its username: the queue is the account's, whichever was typed.
      const name = (credentials.username || credentials.email).toLowerCase().trim()
      const account = (name && (await findAccount(req, name))) || name
      const result = await oneLoginAtATime(String(account), () => loginOperation({ collection, data: credentials, req }))
      const cookie = generatePayloadCookie({ collectionAuthConfig: collection.config.auth, cookiePrefix: req.payload.config.cookiePrefix, token: result.token! })
      return Response.json(
        { message: req.t('authentication:passed'), ...result },
        { headers: headersWithCors({ headers: new Headers({ 'Set-Cookie': cookie }), req }) },
      )
    } catch (error) {
      const failed = await answerFailedLogin(req, error)
      if (failed) return failed
      throw error
    }
  },
}
