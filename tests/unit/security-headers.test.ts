import { afterEach, describe, expect, it, vi } from 'vitest'

/** The headers module as a server started with this NODE_ENV reads it: the policy is fixed when it loads. */
async function headersUnder(nodeEnv: string) {
  vi.stubEnv('NODE_ENV', nodeEnv)
  vi.resetModules()
  return import('@/server/security-headers.mjs')
}

const policyOf = (headers: { key: string; value: string }[]) =>
  new Map(
    headers
      .find(({ key }) => key === 'Content-Security-Policy')!
      .value.split('; ')
      .map((directive) => {
        const [name, ...sources] = directive.split(' ')
        return [name, sources] as const
      }),
  )

afterEach(() => {
  vi.unstubAllEnvs()
})

describe("the site's security headers", () => {
  it('let scripts run only from the site itself, and no eval outside development', async () => {
    for (const nodeEnv of ['production', 'test']) {
      const policy = policyOf((await headersUnder(nodeEnv)).securityHeaders)
      expect(policy.get('script-src'), nodeEnv).toEqual(["'self'", "'unsafe-inline'"])
    }
  })

  it("allow eval in development, which React's development build needs", async () => {
    const policy = policyOf((await headersUnder('development')).securityHeaders)
    expect(policy.get('script-src')).toEqual(["'self'", "'unsafe-inline'", "'unsafe-eval'"])
  })

  it("refuse framing by other sites (the admin's live preview frames its own), plugins and other origins by default", async () => {
    const { securityHeaders } = await headersUnder('production')
    const policy = policyOf(securityHeaders)
    expect(policy.get('default-src')).toEqual(["'self'"])
    expect(policy.get('frame-ancestors')).toEqual(["'self'"])
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('form-action')).toEqual(["'self'"])
    expect(Object.fromEntries(securityHeaders.map(({ key, value }) => [key, value]))).toMatchObject(
      {
        'X-Content-Type-Options': 'nosniff',
        'X-Frame-Options': 'SAMEORIGIN',
      },
    )
  })

  it('name HTTPS only for two years on every host under the site', async () => {
    const { strictTransportSecurity } = await headersUnder('production')
    expect(strictTransportSecurity).toEqual({
      key: 'Strict-Transport-Security',
      value: 'max-age=63072000; includeSubDomains',
    })
  })
})
