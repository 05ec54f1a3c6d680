import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { startEmbeddedPostgres, type EmbeddedServer } from '../../../src/db/embedded-postgres'
import { serverCommand } from '../../../scripts/lib/server-command'
import { e2e } from './environment'

export type OwnServer = {
  baseURL: string
  port: number
  /** Everything the server has written to stdout and stderr so far. */
  output: () => string
  /** The token the start printed, which opens the fresh site's first-user registration. */
  setupToken: string | undefined
  stop: () => Promise<void>
}

/**
 * The suite's production build on a server and database of the spec's own, for a spec that reads the
 * server's log: the shared server's output is not the tests' to read.
 */
export async function startOwnServer(options: { name: string; portOffset: number; env?: Record<string, string> }): Promise<OwnServer> {
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
  const supervisor: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/with-database.ts', ...serverCommand(port)], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PAYLOAD_SECRET: randomBytes(32).toString('hex'),
      PORT: String(port),
      SITE_URL: baseURL,
      NEXT_DIST_DIR: e2e.distDir,
      NEXT_TELEMETRY_DISABLED: '1',
      DATABASE_URI: database.connectionString('site'),
      JOBS_AUTORUN: 'false',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  supervisor.stdout?.on('data', (chunk) => (output += chunk))
  supervisor.stderr?.on('data', (chunk) => (output += chunk))
  const stop = async () => {
    if (supervisor.exitCode === null && supervisor.signalCode === null) {
      const exited = new Promise((resolve) => supervisor.once('exit', resolve))
      supervisor.kill('SIGTERM')
      await exited
    }
    await database.stop()
  }
  const deadline = Date.now() + 120_000
  for (;;) {
    if (supervisor.exitCode !== null) {
      await database.stop()
      throw new Error(`the server exited with ${supervisor.exitCode}:\n${output}`)
    }
    if (await fetch(baseURL).then((response) => response.status === 200, () => false)) break
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`the server did not answer within 120 s:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  return { baseURL, port, output: () => output, setupToken: /with the setup token (\S+)/.exec(output)?.[1], stop }
}
