import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

import { isTimeZone } from '../lib/zoned-time'

/**
 * Every setting the server reads, validated once. A bad value stops the start with one line that names
 * the variable, because operators read the first line of a failed deploy and nothing else.
 */

const postgresUrl = z
  .string()
  .refine(
    (value) => /^postgres(ql)?:\/\/.+/.test(value),
    'a postgres URL such as postgres://user:pass@host:5432/db',
  )

const port = (fallback: number) =>
  z
    .string()
    .default(String(fallback))
    .refine(
      (value) => /^\d+$/.test(value) && Number(value) > 0 && Number(value) < 65536,
      'a port number (1-65535)',
    )
    .transform(Number)

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((value) => value === 'true' || value === '1')

const flagDefaultTrue = z
  .enum(['true', 'false', '1', '0', ''])
  .default('true')
  .transform((value) => value !== 'false' && value !== '0')

const trustedProxyHops = z
  .string()
  .default('false')
  .refine(
    (value) => /^(true|false|\d{1,2})?$/.test(value),
    'true, false or the number of trusted proxies (0-99)',
  )
  .transform((value) =>
    value === 'true' ? 1 : value === 'false' || value === '' ? 0 : Number(value),
  )

const positiveInteger = (fallback: number) =>
  z
    .string()
    .default(String(fallback))
    .refine((value) => /^\d+$/.test(value) && Number(value) > 0, 'a whole number above 0')
    .transform(Number)

const optional = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== '' ? value.trim() : undefined))

const url = z
  .string()
  .refine(
    (value) => /^https?:\/\/[^\s/]+/.test(value),
    'an http(s) URL such as https://example.com',
  )
  .transform((value) => value.replace(/\/+$/, ''))

const redisUrl = z
  .string()
  .refine((value) => /^rediss?:\/\/.+/.test(value), 'a Redis URL such as redis://127.0.0.1:6379')

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URI: z.preprocess((value) => (value === '' ? undefined : value), postgresUrl.optional()),
  PAYLOAD_SECRET: optional,
  PORT: port(3000),
  SITE_URL: z.preprocess((value) => (value === '' ? undefined : value), url.optional()),
  DATA_DIR: z.string().default('.data'),
  /** Next's build folder (next.config.mjs reads the same variable), which also keeps the pages Next rendered. */
  NEXT_DIST_DIR: z.string().default('.next'),
  EMBEDDED_POSTGRES_PORT: port(15432),
  SMTP_HOST: optional,
  SMTP_PORT: port(587),
  SMTP_SECURE: flag,
  /** Refuse to send unless the connection is encrypted (STARTTLS or SMTP_SECURE): leads never go in clear by accident. */
  SMTP_REQUIRE_TLS: flagDefaultTrue,
  /** Seconds to connect, to get the greeting and of silence mid-send before an attempt fails and is retried. */
  SMTP_TIMEOUT_SECONDS: positiveInteger(10),
  SMTP_USER: optional,
  SMTP_PASS: optional,
  EMAIL_FROM: z
    .string()
    .default('Nature Coast Tech <no-reply@example.com>')
    .refine(
      (value) => /^(?:[^<>\r\n]*<)?[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>?$/.test(value),
      'an address such as "Name <office@example.com>"',
    ),
  /** Where new leads are announced; the site settings' email when unset. */
  LEADS_NOTIFY_TO: optional.pipe(z.email('an email address such as office@example.com').optional()),
  /**
   * How many reverse proxies in front of the server append to X-Forwarded-For: the client is the entry the
   * outermost trusted one appended. `true` is one proxy, `false` none (the connecting address counts).
   */
  TRUST_PROXY: trustedProxyHops,
  /**
   * Redis shared by every instance of the site: Next's page cache and tag expiry (through
   * src/cache/redis-cache-handler.mjs, which next.config.mjs installs when this is set) and the lead rate-limit
   * counts. Unset: each process keeps its own, which is right for one server.
   */
  REDIS_URL: optional.pipe(redisUrl.optional()),
  /** Lead requests one client may send in the window (both forms and the attachment upload, each counted apart). */
  LEADS_RATE_LIMIT_MAX: positiveInteger(10),
  LEADS_RATE_LIMIT_WINDOW_SECONDS: positiveInteger(600),
  /**
   * Distinct clients (an IPv4 address, an IPv6 /64) whose leads the whole site stores in the same window, and,
   * counted apart, whose uploads: a guard for the database only, which a few busy clients cannot fill.
   */
  LEADS_SITE_RATE_LIMIT_CLIENTS: positiveInteger(1000),
  /**
   * Page views one client may report in the rate-limit window (src/visits/): a visitor reading every page
   * twice stays far below it, and one client cannot inflate a source past it.
   */
  VISITS_RATE_LIMIT_MAX: positiveInteger(120),
  /** Months of visit counts kept; older days are deleted by the daily clean-up (src/jobs/removeOldVisits.ts). */
  VISITS_KEEP_MONTHS: positiveInteger(25),
  /** Run queued jobs (lead emails) inside the server process; turn off where the host is serverless. */
  JOBS_AUTORUN: flagDefaultTrue,
  /**
   * How long a job runner holds a job and an email it is sending without renewing its claim: after a crash,
   * another runner (or the next start) takes them up once this has passed.
   */
  JOBS_LEASE_SECONDS: positiveInteger(60),
  /** Days after a lead is marked Won before its customer is asked for a review; 0 asks at once. */
  REVIEW_REQUEST_DELAY_DAYS: z
    .string()
    .default('3')
    .refine((value) => /^\d+(\.\d+)?$/.test(value), 'a number of days, 0 or more')
    .transform(Number),
  /**
   * The business's time zone (an IANA name): its working hours (lead reminders), its weeks (the dashboard and
   * the Monday summary) and the times emails show.
   */
  SITE_TIME_ZONE: z
    .string()
    .default('America/New_York')
    .refine(isTimeZone, 'an IANA time zone such as America/New_York'),
  /** Bearer token that lets a scheduler call GET /api/payload-jobs/run. */
  JOBS_RUN_SECRET: optional.pipe(
    z.string().min(32, 'a random string of at least 32 characters').optional(),
  ),
  /**
   * Failed logins one client (an address, an IPv6 /64) may make in the window before its logins are refused
   * until the window ends; the owner can still sign in from anywhere else meanwhile.
   */
  LOGIN_MAX_ATTEMPTS: positiveInteger(5),
  LOGIN_LOCK_MINUTES: positiveInteger(15),
  /**
   * Failed logins one account may take in the same window from all clients together before its logins are
   * refused: a stop for guessing spread over many addresses, far above what one address may try.
   */
  LOGIN_MAX_ATTEMPTS_PER_ACCOUNT: positiveInteger(50),
  /** An account is sent at most one password-reset email in this many minutes; later requests answer the same. */
  PASSWORD_RESET_EMAIL_MINUTES: positiveInteger(5),
  /** Lead attachments go to this S3-compatible bucket when it is set, otherwise under DATA_DIR/uploads. */
  S3_BUCKET: optional,
  S3_REGION: optional,
  /** The endpoint of an S3-compatible service (R2, MinIO, Spaces); unset for AWS itself. */
  S3_ENDPOINT: optional.pipe(url.optional()),
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  /** bucket.example.com/key or example.com/bucket/key: most S3-compatible services want the path style. */
  S3_FORCE_PATH_STYLE: flag,
  /** Where `npm run backup` and the nightly backup write their archives; DATA_DIR/backups when unset. */
  BACKUP_DIR: optional,
  /** How many archives the backups leave in BACKUP_DIR: older ones are deleted after each new one. */
  BACKUP_KEEP: positiveInteger(7),
  /** The server's local time of the nightly backup (HH:MM); unset, the server makes none. */
  BACKUP_AT: optional.pipe(
    z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time of day as HH:MM, such as 03:30')
      .optional(),
  ),
  /**
   * Minutes an email may wait before the site tells the owner it is not going out (it was tried and not
   * delivered), and a queued job may wait before the job queue counts as stuck.
   */
  ALERT_EMAIL_DELAY_MINUTES: positiveInteger(15),
  /** The owner is told when the free space where the data, uploads or backups live falls below this percentage of the disk. */
  ALERT_DISK_FREE_PERCENT: z
    .string()
    .default('10')
    .refine(
      (value) => /^\d+(\.\d+)?$/.test(value) && Number(value) <= 100,
      'a percentage from 0 to 100',
    )
    .transform(Number),
  /** Who gets the site's alerts (comma-separated addresses); every owner account's address when unset. */
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
  /** Lets an outside uptime monitor read which checks fail (GET /api/health with Authorization: Bearer <token>). */
  HEALTH_TOKEN: optional.pipe(
    z.string().min(32, 'a random string of at least 32 characters').optional(),
  ),
})

/** The names of every setting, for what must keep a shell's settings out of its processes (the tests). */
export const settingNames = Object.keys(schema.shape)

type RawEnv = z.output<typeof schema>

export type ServerEnv = Omit<RawEnv, 'PAYLOAD_SECRET'> & {
  PAYLOAD_SECRET: string
  /** SITE_URL, or the local address outside production (links in emails, canonical URLs). */
  readonly publicUrl: string
  isProduction: boolean
  dataDir: string
  backupDir: string
  /**
   * Session cookies only over HTTPS: whenever SITE_URL is https. A production site on plain http (the
   * end-to-end tests on 127.0.0.1) would otherwise never keep a session, as browsers drop such cookies.
   */
  secureCookies: boolean
  /** Strict-Transport-Security on every answer: whenever SITE_URL is https, never for a site on plain http. */
  strictTransportSecurity: boolean
}

export class ConfigError extends Error {}

const MIN_SECRET_LENGTH = 32

const siteUrlRequired =
  'SITE_URL is required in production: set it to the public address of the site, such as https://www.example.com'

function readOrCreateDevSecret(dataDir: string): string {
  const file = path.join(dataDir, 'payload-secret')
  fs.mkdirSync(dataDir, { recursive: true })
  try {
    fs.writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  return fs.readFileSync(file, 'utf8').trim()
}

/** What deploy/site.env.example writes where only the operator knows the value (the database password). */
const placeholder = 'CHANGE-ME'

export function parseEnv(source: NodeJS.ProcessEnv = process.env): ServerEnv {
  // A copied example that still reads CHANGE-ME would otherwise start with a password anyone can look up.
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
    secret = readOrCreateDevSecret(dataDir)
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
    secureCookies: https,
    strictTransportSecurity: https,
  }
  // Only what shows the public address needs SITE_URL in production (pages, emails, the setup line); an
  // account, a backup or a migration does not. Not enumerable, so copies of the settings do not ask for it.
  return Object.defineProperty(parsed, 'publicUrl', {
    get: () => {
      if (isProduction && !env.SITE_URL) throw new ConfigError(siteUrlRequired)
      return env.SITE_URL ?? `http://localhost:${env.PORT}`
    },
  }) as ServerEnv
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

/** For a process that shows the public address (the server, the build, the job runner): checked at its start. */
export function requirePublicUrl(): string {
  return orExit(() => serverEnv().publicUrl)
}
