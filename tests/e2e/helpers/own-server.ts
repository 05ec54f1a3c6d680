import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { startEmbeddedPostgres, type EmbeddedServer } from '../../../src/db/embedded-postgres'
import { productionServerArgs } from '../../../scripts/lib/server-command'
import { e2e } from './environment'

export type OwnServer = {
  baseURL: string
  port: number
  /** Its database, for a test to read or to move a row's clock. */
  databaseUri: string
  /** The settings the server runs with, for another server of the same build on its database. */
  settings: () => NodeJS.ProcessEnv
  /** Everything the server has written to stdout and stderr so far. */
  output: () => string
  /** The token the start printed, which opens the fresh site's first-user registration. */
  setupToken: string | undefined
  /** Stops the server (not its database) and starts it again with these settings in place of the first ones. */
  restart: (env?: Record<string, string>) => Promise<void>
  stop: () => Promise<void>
}

/**
 * The suite's production build on a server and database of the spec's own, for a spec that reads the
 * server's log: the shared server's output is not the tests' to read.
 */
export async function startOwnServer(options: {
  name: string
  portOffset: number
  env?: Record<string, string>
}): Promise<OwnServer> {
  const root = path.resolve(e2e.dataDir, options.name)
  const port = e2e.port + options.portOffset
  const baseURL = `http://127.0.0.1:${port}`
  fs.rmSync(root, { recursive: true, force: true })
  const database: EmbeddedServer = await startEmbeddedPostgres({
    dataDir: path.join(root, 'postgres'),
    port: e2e.postgresPort + options.portOffset,
    flags: ['-c', 'fsync=off'],
    log: () => {},
  })
  // Kept across a restart, so that a session signed before it still holds.
  const secret = randomBytes(32).toString('hex')
  let output = ''
  let supervisor: ChildProcess
  let settings: NodeJS.ProcessEnv = process.env

  const stopServer = async () => {
    if (supervisor.exitCode === null && supervisor.signalCode === null) {
      const exited = new Promise((resolve) => supervisor.once('exit', resolve))
      supervisor.kill('SIGTERM')
      await exited
    }
  }
  const stop = async () => {
    await stopServer()
    await database.stop()
  }
  const start = async (env: Record<string, string> | undefined) => {
    settings = {
      ...process.env,
      NODE_ENV: 'production',
      PAYLOAD_SECRET: secret,
      PORT: String(port),
      SITE_URL: baseURL,
      NEXT_DIST_DIR: e2e.distDir,
      NEXT_TELEMETRY_DISABLED: '1',
      DATABASE_URI: database.connectionString('site'),
      JOBS_AUTORUN: 'false',
      ...env,
    }
    supervisor = spawn(process.execPath, productionServerArgs(port), {
      env: settings,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    supervisor.stdout?.on('data', (chunk) => (output += chunk))
    supervisor.stderr?.on('data', (chunk) => (output += chunk))
    const deadline = Date.now() + 120_000
    for (;;) {
      if (supervisor.exitCode !== null) {
        await database.stop()
        throw new Error(`the server exited with ${supervisor.exitCode}:\n${output}`)
      }
      if (
        await fetch(baseURL).then(
          (response) => response.status === 200,
          () => false,
        )
      )
        break
      if (Date.now() > deadline) {
        await stop()
        throw new Error(`the server did not answer within 120 s:\n${output}`)
      }
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
  }

  await start(options.env)
  const restart = async (env?: Record<string, string>) => {
    await stopServer()
    await start(env)
  }
  return {
    baseURL,
    port,
    databaseUri: database.connectionString('site'),
    settings: () => settings,
    output: () => output,
    setupToken: /with the setup token (\S+)/.exec(output)?.[1],
    restart,
    stop,
  }
}
