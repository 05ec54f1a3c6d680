import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { tzOffset } from '@date-fns/tz'
import { z } from 'zod'

/**
 * Every setting the server reads, validated once; each one's meaning and default are in
 * docs/operations.md, "Configuration". A bad value stops the start with one line naming the variable:
 * operators read the first line of a failed deploy and nothing else.
 */

const postgresUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\/.+/, 'a postgres URL such as postgres://user:pass@host:5432/db')

const numeric = (
  fallback: number,
  expected: string,
  inRange: (value: number) => boolean,
  pattern = /^\d+$/,
) =>
  z
    .string()
    .default(String(fallback))
    .refine((value) => pattern.test(value) && inRange(Number(value)), expected)
    .transform(Number)

const port = (fallback: number) =>
  numeric(fallback, 'a port number (1-65535)', (value) => value > 0 && value < 65536)
const positiveInteger = (fallback: number) =>
  numeric(fallback, 'a whole number above 0', (value) => value > 0)
const decimal = (fallback: number, expected: string, max = Infinity) =>
  numeric(fallback, expected, (value) => value <= max, /^\d+(\.\d+)?$/)

/** An empty value is the default. */
const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', ''])
    .default(String(fallback) as 'true' | 'false')
    .transform((value) => (value === '' ? fallback : value === 'true' || value === '1'))

const trustedProxyHops = z
  .string()
  .regex(/^(true|false|\d{1,2})?$/, 'true, false or the number of trusted proxies (0-99)')
  .default('false')
  .transform((value) =>
    value === 'true' ? 1 : value === 'false' || value === '' ? 0 : Number(value),
  )

const optional = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined)

const secretToken = optional.pipe(
  z.string().min(32, 'a random string of at least 32 characters').optional(),
)

const url = z
  .string()
  .regex(/^https?:\/\/[^\s/]+/, 'an http(s) URL such as https://example.com')
  .transform((value) => value.replace(/\/+$/, ''))

const redisUrl = z.string().regex(/^rediss?:\/\/.+/, 'a Redis URL such as redis://127.0.0.1:6379')

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URI: z.preprocess((value) => (value === '' ? undefined : value), postgresUrl.optional()),
  PAYLOAD_SECRET: optional,
  PORT: port(3000),
  SITE_URL: z.preprocess((value) => (value === '' ? undefined : value), url.optional()),
  DATA_DIR: z.string().default('.data'),
  NEXT_DIST_DIR: z.string().default('.next'),
  EMBEDDED_POSTGRES_PORT: port(15432),
  SMTP_HOST: optional,
  SMTP_PORT: port(587),
  SMTP_SECURE: flag(false),
  SMTP_REQUIRE_TLS: flag(true),
  SMTP_TIMEOUT_SECONDS: positiveInteger(10),
  SMTP_USER: optional,
  SMTP_PASS: optional,
  EMAIL_FROM: z
    .string()
    .regex(
      /^(?:[^<>\r\n]*<)?[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>?$/,
      'an address such as "Name <office@example.com>"',
    )
    .default('Nature Coast Tech <no-reply@example.com>'),
  LEADS_NOTIFY_TO: optional.pipe(z.email('an email address such as office@example.com').optional()),
  TRUST_PROXY: trustedProxyHops,
  REDIS_URL: optional.pipe(redisUrl.optional()),
  LEADS_RATE_LIMIT_MAX: positiveInteger(10),
  LEADS_RATE_LIMIT_WINDOW_SECONDS: positiveInteger(600),
  LEADS_SITE_RATE_LIMIT_CLIENTS: positiveInteger(1000),
  VISITS_RATE_LIMIT_MAX: positiveInteger(120),
  VISITS_KEEP_MONTHS: positiveInteger(25),
  JOBS_AUTORUN: flag(true),
  JOBS_LEASE_SECONDS: positiveInteger(60),
  REVIEW_REQUEST_DELAY_DAYS: decimal(3, 'a number of days, 0 or more'),
  SITE_TIME_ZONE: z
    .string()
    .default('America/New_York')
    // An unknown zone has no offset.
    .refine(
      (zone) => !isNaN(tzOffset(zone, new Date())),
      'an IANA time zone such as America/New_York',
    ),
  JOBS_RUN_SECRET: secretToken,
  LOGIN_MAX_ATTEMPTS: positiveInteger(5),
  LOGIN_LOCK_MINUTES: positiveInteger(15),
  LOGIN_MAX_ATTEMPTS_PER_ACCOUNT: positiveInteger(50),
  PASSWORD_RESET_EMAIL_MINUTES: positiveInteger(5),
  S3_BUCKET: optional,
  S3_REGION: optional,
  S3_ENDPOINT: optional.pipe(url.optional()),
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_FORCE_PATH_STYLE: flag(false),
  BACKUP_DIR: optional,
  BACKUP_KEEP: positiveInteger(7),
  BACKUP_AT: optional.pipe(
    z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time of day as HH:MM, such as 03:30')
      .optional(),
  ),
  ALERT_EMAIL_DELAY_MINUTES: positiveInteger(15),
  ALERT_DISK_FREE_PERCENT: decimal(10, 'a percentage from 0 to 100', 100),
  ALERTS_TO: optional.pipe(
    z
      .string()
      .refine(
        (value) => value.split(',').every((address) => z.email().safeParse(address.trim()).success),
        'email addresses separated by commas',
      )
      .transform((value) => value.split(',').map((address) => address.trim()))
      .optional(),
  ),
  HEALTH_TOKEN: secretToken,
})

/** Every setting's name, for the tests that keep a shell's settings out of their processes. */
export const settingNames = Object.keys(schema.shape)

export type ServerEnv = ReturnType<typeof parseEnv>

class ConfigError extends Error {}

const MIN_SECRET_LENGTH = 32

const siteUrlRequired =
  'SITE_URL is required in production: set it to the public address of the site, such as https://www.example.com'

/**
 * A recursive mkdir's mode applies to every folder it makes, and the postgres user (when we are
 * root) must pass through those above DATA_DIR.
 */
export function makePrivateDir(dir: string) {
  fs.mkdirSync(path.dirname(dir), { recursive: true })
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 })
}

/** A random hex secret generated once into DATA_DIR/`name` (mode 0600). */
export function generatedSecret(dataDir: string, name: string, bytes = 32): string {
  const file = path.join(dataDir, name)
  makePrivateDir(dataDir)
  try {
    fs.writeFileSync(file, randomBytes(bytes).toString('hex'), { flag: 'wx', mode: 0o600 })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  fs.chmodSync(file, 0o600)
  return fs.readFileSync(file, 'utf8').trim()
}

/** What deploy/site.env.example writes where only the operator knows the value. */
const placeholder = 'CHANGE-ME'

export function parseEnv(source: NodeJS.ProcessEnv = process.env) {
  // A copied example still reading CHANGE-ME would start with a password anyone can look up.
  const unchanged = settingNames.find((name) => source[name]?.includes(placeholder))
  if (unchanged)
    throw new ConfigError(
      `${unchanged} still holds the placeholder ${placeholder} of deploy/site.env.example: put the real value in its place`,
    )
  const result = schema.safeParse(source)
  if (!result.success) {
    const issue = result.error.issues[0]
    const name = String(issue.path[0])
    throw new ConfigError(`${name} is invalid: expected ${issue.message}`)
  }
  const env = result.data
  const isProduction = env.NODE_ENV === 'production'
  const dataDir = path.resolve(env.DATA_DIR)

  let secret = env.PAYLOAD_SECRET
  if (!secret) {
    if (isProduction) {
      throw new ConfigError(
        `PAYLOAD_SECRET is required in production: set it to a random string of at least ${MIN_SECRET_LENGTH} characters (openssl rand -hex 32)`,
      )
    }
    secret = generatedSecret(dataDir, 'payload-secret')
  } else if (isProduction && secret.length < MIN_SECRET_LENGTH) {
    throw new ConfigError(
      `PAYLOAD_SECRET is too short: expected at least ${MIN_SECRET_LENGTH} characters`,
    )
  }
  const https = env.SITE_URL?.startsWith('https://') ?? false
  const parsed = {
    ...env,
    PAYLOAD_SECRET: secret,
    isProduction,
    dataDir,
    backupDir: path.resolve(env.BACKUP_DIR ?? path.join(dataDir, 'backups')),
    // Browsers drop secure cookies on plain http, where a site (the end-to-end tests) would then
    // never keep a session.
    secureCookies: https,
    strictTransportSecurity: https,
  }
  // Only what shows the public address needs SITE_URL in production; a backup or a migration does
  // not. Not enumerable, so copies of the settings do not ask for it.
  return Object.defineProperty(parsed, 'publicUrl', {
    get: () => {
      if (isProduction && !env.SITE_URL) throw new ConfigError(siteUrlRequired)
      return env.SITE_URL ?? `http://localhost:${env.PORT}`
    },
  }) as typeof parsed & { readonly publicUrl: string }
}

let cached: ServerEnv | undefined

function orExit<T>(read: () => T): T {
  try {
    return read()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`)
      process.exit(1)
    }
    throw error
  }
}

/** The validated settings of this process; exits with one line on a bad setting. */
export function serverEnv(): ServerEnv {
  cached ??= orExit(() => parseEnv())
  return cached
}

/** For a process that shows the public address (server, build, job runner), checked at start. */
export function requirePublicUrl(): string {
  return orExit(() => serverEnv().publicUrl)
}
