/** Plain JavaScript: next.config.mjs loads it before Next compiles anything. */

const isDevelopment = process.env.NODE_ENV === 'development'

/**
 * The public pages are prerendered, so no per-request nonce: inline scripts need 'unsafe-inline'.
 * React's development build needs eval.
 */
const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${isDevelopment ? " 'unsafe-eval'" : ''}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  // The admin's live preview frames the site's pages; no other site may.
  "frame-ancestors 'self'",
].join('; ')

/**
 * Sent by the server only when SITE_URL is https (on an http site it would lock visitors out). Not
 * a Next header rule: Next fixes those at build time, before SITE_URL is known.
 */
export const strictTransportSecurity = {
  key: 'Strict-Transport-Security',
  value: 'max-age=63072000; includeSubDomains',
}

/** @type {{ key: string, value: string }[]} */
export const securityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  },
]

/** The same as one object, for the answers the server writes before Next. */
export const securityHeaderFields = Object.fromEntries(
  securityHeaders.map(({ key, value }) => [key, value]),
)
