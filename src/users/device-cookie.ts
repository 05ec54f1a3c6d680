import crypto from 'node:crypto'

/**
 * OWASP's device cookies: a browser that signed in before is counted on its own, so an attack from
 * elsewhere never locks it out. It grants nothing else.
 */

export const deviceCookieName = (cookiePrefix: string) => `${cookiePrefix}-login-device`

/** Long enough that the owner's own browser keeps it between visits; a login renews it. */
export const deviceCookieMaxAgeSeconds = 365 * 24 * 60 * 60

const signingKey = (secret: string) =>
  Buffer.from(crypto.hkdfSync('sha256', secret, '', 'login device cookie', 32))

const sign = (secret: string, content: string) =>
  crypto.createHmac('sha256', signingKey(secret)).update(content).digest('base64url')

/** `account.device.expiry.signature`, the expiry in milliseconds since 1970. */
export function issueDeviceCookie(secret: string, accountId: string, now = Date.now()) {
  const content = [
    accountId,
    crypto.randomBytes(16).toString('base64url'),
    now + deviceCookieMaxAgeSeconds * 1000,
  ].join('.')
  return `${content}.${sign(secret, content)}`
}

/** Null unless the cookie is signed here, unexpired and issued to `accountId`. */
export function deviceOf(
  secret: string,
  cookie: string | undefined,
  accountId: string | null,
  now = Date.now(),
) {
  const [account, device, expiry, signature, ...rest] = (cookie ?? '').split('.')
  if (
    !accountId ||
    account !== accountId ||
    !device ||
    !signature ||
    rest.length > 0 ||
    !(Number(expiry) > now)
  )
    return null
  const expected = Buffer.from(sign(secret, [account, device, expiry].join('.')))
  const given = Buffer.from(signature)
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? device : null
}
