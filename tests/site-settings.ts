import { settingNames } from '../src/config/env'

/**
 * Kept: the ports only keep runs on one machine apart and change no outcome; NODE_ENV and PAYLOAD_SECRET are
 * the runner's own (Vitest sets NODE_ENV before it reads its config, and the integration tests' global setup
 * gives every worker one secret, so what one test signs another can check).
 */
const kept = new Set(['PORT', 'EMBEDDED_POSTGRES_PORT', 'NODE_ENV', 'PAYLOAD_SECRET'])

/**
 * A shell that runs the site holds its settings (SITE_URL, DATABASE_URI, REDIS_URL, SMTP_HOST, ...), and a
 * test that inherited them would check that site instead of the one it sets up: absolute file URLs, another
 * database, a Redis shared with production. Vitest's setup file and Playwright's config call this before any
 * test module loads, so the tests and every server they start get only the settings the tests give them.
 */
export function clearSiteSettings(env: NodeJS.ProcessEnv = process.env) {
  for (const name of settingNames) if (!kept.has(name)) delete env[name]
}
