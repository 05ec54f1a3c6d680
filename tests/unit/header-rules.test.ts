import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match'
import { PHASE_PRODUCTION_SERVER } from 'next/constants.js'
import { modifyRouteRegex } from 'next/dist/lib/redirect-status'
import { describe, expect, it } from 'vitest'

import loadConfig from '../../next.config.mjs'
import { securityHeaders } from '../../src/server/security-headers.mjs'

type HeaderRule = { source: string; headers: { key: string; value: string }[] }

const rules: HeaderRule[] = await loadConfig(PHASE_PRODUCTION_SERVER).headers()

/** A rule's path matcher, built with the options Next's router gives it (next/dist/server/lib/router-utils/filesystem.js). */
const matcherOf = (rule: HeaderRule) =>
  getPathMatch(rule.source, {
    strict: true,
    removeUnnamedParams: true,
    regexModifier: modifyRouteRegex,
  })

const paths = [
  '/',
  '/website-design',
  '/review/abc',
  '/api/contact',
  '/admin/collections/contact-submissions',
  '/_next/static/chunks/main.js',
  '/favicon.ico',
]

describe("next.config.mjs's header rules", () => {
  it('send the security headers on every path', () => {
    const rule = rules.find(({ headers }) => headers === securityHeaders)!
    for (const path of paths) expect(matcherOf(rule)(path), path).not.toBe(false)
  })

  // When a rule's match captures a parameter, Next rebuilds each of its header values as a path template on
  // every request, to fill in the parameters; a value with a colon in it (the policy's `data:`) then costs a
  // compiled template per request. A rule whose values need no parameter must capture none.
  it('capture no parameter where a header value has a colon', () => {
    for (const rule of rules.filter(({ headers }) =>
      headers.some(({ value }) => value.includes(':')),
    ))
      for (const path of paths) {
        const match = matcherOf(rule)(path)
        if (match) expect(match, `${rule.source} on ${path}`).toEqual({})
      }
  })
})
