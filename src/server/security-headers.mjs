/**
 * The headers every answer of the site carries, sent by next.config.mjs's headers() on everything Next
 * answers. Plain JavaScript, because Next loads next.config.mjs before it compiles anything.
 */

const isDevelopment = process.env.NODE_ENV === 'development'

/**
 * The public pages are prerendered, so a per-request nonce is not available: inline scripts are allowed by
 * 'unsafe-inline', everything else only from this origin. React's development build needs eval.
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
  "frame-ancestors 'none'",
].join('; ')

/**
 * HTTPS only, for two years, on this host and every host under it: sent only when the site's public address
 * is https (the server adds it, src/server/main.ts), since on an http site it would lock visitors out of the
 * domain's hosts that still speak plain HTTP. Not among the header rules: Next fixes those at build time,
 * and a build serves whatever SITE_URL its server is started with.
 */
export const strictTransportSecurity = {
  key: 'Strict-Transport-Security',
  value: 'max-age=63072000; includeSubDomains',
}

/** @type {{ key: string, value: string }[]} */
export const securityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  },
]
