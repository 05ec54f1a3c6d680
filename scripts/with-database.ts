/**
 * Runs a command (the server, next build, payload migrate, ...) with a database. With
 * DATABASE_URI set it validates the configuration and waits for that database (failing the start with one
 * line when it stays unreachable); otherwise it starts the embedded PostgreSQL in DATA_DIR, watches it
 * (starting it again if it dies), hands its URL to the command and stops it after the command has ended.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { requirePublicUrl, serverEnv } from '../src/config/env'
import { embeddedDatabaseName } from '../src/db/connection'
import {
  lockDownDataDir,
  startEmbeddedPostgres,
  type EmbeddedServer,
} from '../src/db/embedded-postgres'
import { describeDatabaseError, waitForDatabase } from '../src/db/probe'

/** How long a start waits for a DATABASE_URI server that does not answer before it gives up. */
const databaseWaitMs = 30_000
/**
 * How long the command gets to stop after a signal: longer than the server's own deadline
 * (src/server/shutdown.ts), short enough that the database's stop after it still fits in systemd's
 * TimeoutStopSec (deploy/site@.service).
 */
const commandStopMs = 25_000

const [command, ...args] = process.argv.slice(2)
if (!command) {
  console.error('usage: tsx scripts/with-database.ts <command> [args...]')
  process.exit(2)
}

const env = serverEnv()
// The build prerenders canonical URLs, the sitemap and the share image with the public address.
if (command === 'next' && args[0] === 'build') requirePublicUrl()
let database: EmbeddedServer | undefined
const childEnv: NodeJS.ProcessEnv = {
  ...process.env,
  // The project's own binaries (next, payload) resolve even when this script is not run through npm.
  PATH: [path.resolve('node_modules/.bin'), process.env.PATH].filter(Boolean).join(path.delimiter),
  SUPERVISOR_PID: String(process.pid),
}

lockDownDataDir(env.dataDir)
if (env.DATABASE_URI) {
  try {
    await waitForDatabase(env.DATABASE_URI, databaseWaitMs)
  } catch (error) {
    console.error(`Database unreachable: ${describeDatabaseError(error, env.DATABASE_URI)}`)
    process.exit(1)
  }
} else {
  try {
    database = await startEmbeddedPostgres({
      dataDir: env.dataDir,
      port: env.EMBEDDED_POSTGRES_PORT,
      log: (line) => console.log(`[database] ${line}`),
      watch: true,
    })
  } catch (error) {
    console.error(
      `Could not start the embedded PostgreSQL on port ${env.EMBEDDED_POSTGRES_PORT} (${String(error ?? 'it exited')}); free the port or set EMBEDDED_POSTGRES_PORT, or set DATABASE_URI`,
    )
    process.exit(1)
  }
  const name = embeddedDatabaseName(env)
  childEnv.DATABASE_URI = await database.appDatabase(name)
  console.log(`[database] embedded PostgreSQL ready, database "${name}" (${env.dataDir})`)
}

if (!env.SMTP_HOST) {
  console.log(
    env.isProduction
      ? '[email] SMTP_HOST is not set: emails are not sent; the server log names each by its Message-ID only, and leads are in the admin'
      : '[email] SMTP_HOST is not set: emails are written to the server log instead of being sent',
  )
}
childEnv.NEXT_TELEMETRY_DISABLED ??= '1'

const preload = pathToFileURL(path.resolve(import.meta.dirname, 'exit-with-parent.mjs')).href
childEnv.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --import ${preload}`.trim()

const child = spawn(command, args, {
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: childEnv,
})

// The signal goes to the command alone, and the database stops once the command has exited: the server
// answers its requests in flight and drains its jobs with the database still there. This needs the
// signal to reach this process only (systemd's KillMode=mixed, docker's PID 1).
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    // A start begun now waits for this one to finish instead of sharing a database about to stop.
    database?.markStopping()
    child.kill(signal)
    setTimeout(() => child.kill('SIGKILL'), commandStopMs).unref()
  })
}

child.on('error', async (error) => {
  console.error(`Could not run ${command}: ${error.message}`)
  await database?.stop()
  process.exit(1)
})

child.on('exit', async (code, signal) => {
  await database?.stop()
  process.exit(code ?? (signal ? 1 : 0))
})
