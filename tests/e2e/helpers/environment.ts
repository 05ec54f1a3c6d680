import path from 'node:path'

import { embeddedConnectionString } from '../../../src/db/connection'

/** Fixed addresses of the end-to-end stack, shared by the global setup and the tests (override by env). */
export const e2e = {
  port: Number(process.env.E2E_PORT ?? 3300),
  smtpPort: Number(process.env.E2E_SMTP_PORT ?? 2526),
  postgresPort: Number(process.env.E2E_POSTGRES_PORT ?? 15620),
  dataDir: path.resolve(process.env.E2E_DATA_DIR ?? '.data/e2e'),
  mailDir: path.resolve(process.env.E2E_DATA_DIR ?? '.data/e2e', 'mail'),
  distDir: process.env.E2E_DIST_DIR ?? '.next-e2e',
  get baseURL() {
    return `http://127.0.0.1:${this.port}`
  },
  databaseUri(database = 'site') {
    return embeddedConnectionString(this.dataDir, this.postgresPort, database)
  },
}
