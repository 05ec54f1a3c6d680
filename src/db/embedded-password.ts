import { generatedSecret } from '@/config/env'

export const embeddedAppRole = 'site'

/** The superuser password clusters made before it was generated were created with. */
export const legacyEmbeddedPassword = 'postgres'

/** The superuser password, generated once into DATA_DIR/postgres-password. */
export const embeddedPassword = (dataDir: string) =>
  generatedSecret(dataDir, 'postgres-password', 24)

/** The site role's password, generated once into DATA_DIR/postgres-site-password. */
export const embeddedAppPassword = (dataDir: string) =>
  generatedSecret(dataDir, 'postgres-site-password', 24)

const uri = (role: string, password: string, port: number, database: string) =>
  `postgres://${role}:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`

/** A superuser URL: for upkeep and the tests, never for the site. */
export const embeddedConnectionString = (dataDir: string, port: number, database: string) =>
  uri('postgres', embeddedPassword(dataDir), port, database)

export const embeddedAppConnectionString = (dataDir: string, port: number, database: string) =>
  uri(embeddedAppRole, embeddedAppPassword(dataDir), port, database)
