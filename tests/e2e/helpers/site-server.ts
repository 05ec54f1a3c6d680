import { spawn, type ChildProcess } from 'node:child_process'

import { freePort } from '../../helpers/ports'
import { productionServerArgs } from '../../../scripts/lib/server-command'
import { e2e } from './environment'

export type SiteServer = { baseURL: string; output: () => string; stop: () => Promise<void> }

/** The settings of a server of the suite's build on the suite's database, listening on `port`. */
export const siteServerSettings = (
  port: number,
  env: Record<string, string> = {},
): NodeJS.ProcessEnv => ({
  ...process.env,
  NODE_ENV: 'production',
  PAYLOAD_SECRET: process.env.E2E_PAYLOAD_SECRET ?? '',
  PORT: String(port),
  SITE_URL: `http://127.0.0.1:${port}`,
  NEXT_DIST_DIR: e2e.distDir,
  NEXT_TELEMETRY_DISABLED: '1',
  DATABASE_URI: e2e.databaseUri(),
  JOBS_AUTORUN: 'false',
  ...env,
})

/**
 * One more server of the suite's build on the suite's database, with settings of its own (a setting the
 * build cannot know, such as SITE_URL, is read when the server starts). It runs no jobs, so it sends
 * nothing the suite's server would. Pages it renders would land in the shared build folder: ask it for
 * the admin, the API and files only.
 */
export async function startSiteServer(env: Record<string, string>): Promise<SiteServer> {
  const port = await freePort()
  const baseURL = `http://127.0.0.1:${port}`
  const supervisor: ChildProcess = spawn(process.execPath, productionServerArgs(port), {
    env: siteServerSettings(port, env),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  supervisor.stdout?.on('data', (chunk) => (output += chunk))
  supervisor.stderr?.on('data', (chunk) => (output += chunk))
  const stop = async () => {
    if (supervisor.exitCode !== null || supervisor.signalCode !== null) return
    const exited = new Promise((resolve) => supervisor.once('exit', resolve))
    supervisor.kill('SIGTERM')
    await exited
  }
  const deadline = Date.now() + 120_000
  for (;;) {
    if (supervisor.exitCode !== null)
      throw new Error(`the server exited with ${supervisor.exitCode}:\n${output}`)
    if (
      await fetch(`${baseURL}/api/health`).then(
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
  return { baseURL, output: () => output, stop }
}
