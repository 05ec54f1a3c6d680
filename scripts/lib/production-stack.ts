import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import pg from 'pg'

import { startEmbeddedPostgres, type EmbeddedServer } from '../../src/db/embedded-postgres'
import { buildServer } from './server-build'
import { productionServerArgs } from './server-command'

export type StackOptions = {
  port: number
  postgresPort: number
  dataDir: string
  distDir: string
  /** Reuse the last build in distDir when there is one. */
  reuseBuild?: boolean
  env?: Record<string, string>
  /**
   * Stop the server that migrated and seeded the empty database, and start another on it, as a deploy does:
   * only a site's very first start seeds, and that work stays in its process's heap.
   */
  restartAfterSeed?: boolean
  log?: (line: string) => void
  serverLog?: boolean
}

/**
 * `next build` as `npm run build` runs it, or one step of it. Compiling connects to no database, so that
 * step runs Next alone, without with-database.ts.
 */
function runNextBuild(env: NodeJS.ProcessEnv, step?: BuildStep) {
  const args =
    step === 'compile'
      ? [
          path.resolve('node_modules/next/dist/bin/next'),
          'build',
          '--experimental-build-mode=compile',
        ]
      : ['--import', 'tsx', 'scripts/with-database.ts', 'next', 'build']
  if (step === 'generate') args.push('--experimental-build-mode=generate')
  return spawn(process.execPath, args, { env, stdio: ['ignore', 'inherit', 'inherit'] })
}

async function waitForServer(
  server: ChildProcess,
  url: string,
  timeoutMs: number,
  output: () => string,
) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`the server exited with ${server.exitCode}\n--- its output ---\n${output()}`)
    try {
      if ((await fetch(url)).status === 200) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(
    `the server did not answer ${url} within ${timeoutMs / 1000}s\n--- its output ---\n${output()}`,
  )
}

/**
 * Refuses a port something already listens on. A server left there by an earlier run would answer for the one
 * started here, which exits on the taken port only after its start's work (src/server/main.ts): the suite or
 * the bench would test the old server, and pass.
 */
async function refuseTakenPort(port: number) {
  const taken = await new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
  if (taken)
    throw new Error(
      `port ${port} is taken by another process, perhaps a server an earlier run left (ss -ltnp | grep :${port} names it)`,
    )
}

/** The stack's embedded PostgreSQL: throwaway data, so nothing waits on the disk. */
const startStackDatabase = (options: StackOptions) =>
  startEmbeddedPostgres({
    dataDir: options.dataDir,
    port: options.postgresPort,
    flags: ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
    log: options.log ?? (() => {}),
  })

async function recreateDatabase(database: EmbeddedServer, name: string) {
  const client = new pg.Client({ connectionString: database.connectionString('postgres') })
  await client.connect()
  await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
  await client.query(`CREATE DATABASE "${name}"`)
  await client.end()
}

/** What the build and the server run with. */
const siteEnv = (options: StackOptions): NodeJS.ProcessEnv => ({
  ...process.env,
  NODE_ENV: 'production',
  PAYLOAD_SECRET: randomBytes(32).toString('hex'),
  PORT: String(options.port),
  SITE_URL: `http://127.0.0.1:${options.port}`,
  NEXT_DIST_DIR: options.distDir,
  NEXT_TELEMETRY_DISABLED: '1',
  ...options.env,
})

/**
 * Next's two halves of a build: `compile` bundles and needs no database; `generate` then prerenders the pages
 * on one. The suite runs the first beside Vitest at the lowest CPU priority and the second after it
 * (scripts/run-suites.ts): prerendering starved of CPU can time out connecting to its database.
 */
export type BuildStep = 'compile' | 'generate'

/** `next build` (or one step of it) into distDir, on a database of its own, unless reuseBuild finds a build there. */
async function buildSite(
  options: StackOptions,
  database: EmbeddedServer | undefined,
  env: NodeJS.ProcessEnv,
  step?: BuildStep,
) {
  if (options.reuseBuild && fs.existsSync(path.join(options.distDir, 'BUILD_ID'))) return
  if (database) await recreateDatabase(database, 'build')
  // Next's data cache lives in the build folder and outlives a rebuild: start from nothing.
  if (step !== 'generate') fs.rmSync(options.distDir, { recursive: true, force: true })
  options.log?.(`building the site into ${options.distDir}${step ? ` (${step})` : ''}`)
  const build = runNextBuild(
    {
      ...env,
      ...(database && { DATABASE_URI: database.connectionString('build') }),
      NEXT_BUILD_CACHE: 'off',
    },
    step,
  )
  const code = await new Promise<number | null>((resolve) => build.on('exit', resolve))
  if (code !== 0) throw new Error(`next build${step ? ` (${step})` : ''} exited with ${code}`)
}

/** One step of a stack's build, ahead of the run that starts it with reuseBuild (scripts/run-suites.ts). */
export async function buildProductionSite(options: StackOptions, step: BuildStep) {
  if (step === 'compile') return buildSite(options, undefined, siteEnv(options), step)
  const database = await startStackDatabase(options)
  try {
    await buildSite(options, database, siteEnv(options), step)
  } finally {
    await database.stop()
  }
}

/**
 * The site as production runs it: an embedded PostgreSQL, `next build` and the compiled server (src/server/main.ts) as
 * `npm run build` and `npm start` run them. The server starts on an empty database, so the committed
 * migrations and the first-run seed run at its start.
 */
export async function startProductionStack(options: StackOptions) {
  const log = options.log ?? (() => {})
  const baseURL = `http://127.0.0.1:${options.port}`
  await refuseTakenPort(options.port)
  const database = await startStackDatabase(options)
  // A build or a start that fails must not leave the database running for the next run to trip over.
  try {
    const databaseUri = (name: string) => database.connectionString(name)
    const env = siteEnv(options)
    await buildSite(options, database, env)

    // Also with a reused build: it takes a moment, and the server started is then that of the code at hand.
    await buildServer()
    await recreateDatabase(database, 'site')
    log(`starting the site on ${baseURL} with an empty database`)
    let output = ''
    const start = async () => {
      const started = spawn(process.execPath, productionServerArgs(options.port), {
        env: { ...env, DATABASE_URI: databaseUri('site') },
        stdio: ['ignore', 'pipe', 'inherit'],
      })
      started.stdout?.on('data', (chunk: Buffer) => {
        if (output.length < 100_000) output += chunk
        if (options.serverLog) process.stdout.write(chunk)
      })
      await waitForServer(started, baseURL, 120_000, () => output.slice(-4_000))
      return started
    }
    const stopServer = async (running: ChildProcess) => {
      if (running.exitCode !== null) return
      running.kill('SIGTERM')
      await new Promise((resolve) => running.once('exit', resolve))
    }
    let server = await start()
    // A production site with no account prints the token that opens its first-user registration.
    const setupToken = /with the setup token (\S+)/.exec(output)?.[1]
    if (options.restartAfterSeed) {
      log('restarting the site on its seeded database')
      await stopServer(server)
      server = await start()
    }

    return {
      baseURL,
      databaseUri: databaseUri('site'),
      setupToken,
      /** The settings the server runs with, for another server of the same build on its database. */
      serverEnv: { ...env, DATABASE_URI: databaseUri('site') },
      stop: async () => {
        await stopServer(server)
        await database.stop()
      },
    }
  } catch (error) {
    await database.stop()
    throw error
  }
}
