import fs from 'node:fs'
import { describe, expect, it } from 'vitest'

import { parseEnv } from '@/config/env'

const environment = (values: Record<string, string | undefined>) => values as NodeJS.ProcessEnv

/** deploy/site.env.example as an operator copies it, with only the secret filled in. */
function deployExample(): Record<string, string> {
  const settings: Record<string, string> = {}
  for (const line of fs.readFileSync('deploy/site.env.example', 'utf8').split('\n')) {
    const match = /^([A-Z0-9_]+)=(.*)$/.exec(line)
    if (match) settings[match[1]] = match[2]
  }
  return { ...settings, PAYLOAD_SECRET: 'f'.repeat(64) }
}

describe('the deploy example copied as it is', () => {
  it('is refused while a value still reads CHANGE-ME, naming the setting and not its value', () => {
    const example = deployExample()
    expect(example.DATABASE_URI).toContain('CHANGE-ME')
    expect(() => parseEnv(environment(example))).toThrow(
      /^DATABASE_URI still holds the placeholder CHANGE-ME of deploy\/site\.env\.example/,
    )
    expect(() => parseEnv(environment(example))).not.toThrow(/127\.0\.0\.1|postgres:\/\//)
  })

  it('starts once the placeholder is replaced', () => {
    const example = deployExample()
    const env = parseEnv(
      environment({
        ...example,
        DATABASE_URI: example.DATABASE_URI.replace('CHANGE-ME', 'b7e2c41f9a'),
      }),
    )
    expect(env.DATABASE_URI).toBe('postgres://site:b7e2c41f9a@127.0.0.1:5432/site')
  })

  it('is refused wherever the placeholder sits, in any setting', () => {
    expect(() =>
      parseEnv(environment({ PAYLOAD_SECRET: 'f'.repeat(64), SMTP_PASS: 'CHANGE-ME' })),
    ).toThrow(/^SMTP_PASS still holds the placeholder/)
  })
})

describe('the public address in production', () => {
  const production = environment({ NODE_ENV: 'production', PAYLOAD_SECRET: 'f'.repeat(64) })

  it('is not needed to read the other settings (an account, a backup, a migration)', () => {
    expect(parseEnv(production).isProduction).toBe(true)
  })

  it('is required by whatever shows it', () => {
    expect(() => parseEnv(production).publicUrl).toThrow(/^SITE_URL is required in production/)
    expect(
      parseEnv(environment({ ...production, SITE_URL: 'https://www.example.com/' })).publicUrl,
    ).toBe('https://www.example.com')
  })

  it('asks for HTTPS only (Secure cookies, Strict-Transport-Security) when it is https', () => {
    const withAddress = (SITE_URL?: string) => parseEnv(environment({ ...production, SITE_URL }))
    for (const http of [
      withAddress('http://127.0.0.1:3300'),
      withAddress(),
      parseEnv(environment({ PAYLOAD_SECRET: 'f'.repeat(64) })),
    ]) {
      expect(http).toMatchObject({ secureCookies: false, strictTransportSecurity: false })
    }
    expect(withAddress('https://www.example.com')).toMatchObject({
      secureCookies: true,
      strictTransportSecurity: true,
    })
  })
})
