import pg from 'pg'

import type { ServerEnv } from '@/config/env'
import { embeddedDatabases } from '@/db/connection'

/**
 * `npm run users:create` writes to the development database unless NODE_ENV=production, while
 * `npm start` reads the production one in the same embedded cluster.
 */
export async function productionDatabaseWarning(
  env: ServerEnv,
  uri: string,
): Promise<string | undefined> {
  const url = new URL(uri)
  const embedded = url.hostname === '127.0.0.1' && url.port === String(env.EMBEDDED_POSTGRES_PORT)
  if (!embedded || decodeURIComponent(url.pathname.slice(1)) !== embeddedDatabases.development)
    return undefined
  const client = new pg.Client({ connectionString: uri })
  await client.connect()
  try {
    const { rows } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
      embeddedDatabases.production,
    ])
    if (rows.length === 0) return undefined
  } finally {
    await client.end()
  }
  return [
    `Warning: this wrote to the development database "${embeddedDatabases.development}", but ${env.dataDir} also holds the production database "${embeddedDatabases.production}" that npm start uses, where this account does not exist.`,
    `To create it for the production site, run the same command with NODE_ENV=production (and the PAYLOAD_SECRET npm start uses): NODE_ENV=production npm run users:create -- --email ... --password ... --role ...`,
  ].join('\n')
}
