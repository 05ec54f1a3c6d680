import { expect, test } from '@playwright/test'
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'

import { e2e } from './helpers/environment'

const port = Number(process.env.E2E_CRASH_PORT ?? e2e.port + 4)
const postgresPort = Number(process.env.E2E_CRASH_POSTGRES_PORT ?? e2e.postgresPort + 4)
const dataDir = `${e2e.dataDir}-crash`
const home = `http://127.0.0.1:${port}/`
// Three rounds show a start after kill -9 is no lucky one; E2E_CRASH_ROUNDS=50 measures how reliable it is.
const rounds = Number(process.env.E2E_CRASH_ROUNDS ?? 3)
const startLimitMs = 30_000

/** `npm start` as an operator runs it, in a process group of its own so that one kill reaches all of it. */
function npmStart(settings: NodeJS.ProcessEnv) {
  const child = spawn('npm', ['start', '--silent'], {
    env: settings,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const keep = (chunk: Buffer) => (output = `${output}${chunk.toString('utf8')}`.slice(-6_000))
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  return { child, output: () => output }
}

const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null

/** Milliseconds until `/` answers 200; fails when the start exits or takes longer than the limit. */
async function servesHome(start: ReturnType<typeof npmStart>, limitMs: number) {
  const began = Date.now()
  while (Date.now() - began < limitMs) {
    if (!running(start.child))
      throw new Error(
        `npm start exited (${start.child.exitCode ?? start.child.signalCode}):\n${start.output()}`,
      )
    const status = await fetch(home, { signal: AbortSignal.timeout(5_000) }).then(
      (response) => response.status,
      () => 0,
    )
    if (status === 200) return Date.now() - began
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`/ was not served within ${limitMs / 1000}s:\n${start.output()}`)
}

/** kill -9 of the whole group, as a crash or a power cut leaves it: nothing gets to clean up. */
function killGroup(child: ChildProcess) {
  try {
    process.kill(-child.pid!, 'SIGKILL')
  } catch {
    // the group is gone already
  }
}

test('a start after kill -9 of the whole npm start process group always comes up, every round', async () => {
  test.setTimeout(180_000 + rounds * 2 * startLimitMs)
  fs.rmSync(dataDir, { recursive: true, force: true })
  const settings: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    EMBEDDED_POSTGRES_PORT: String(postgresPort),
    DATA_DIR: dataDir,
    PAYLOAD_SECRET: randomBytes(32).toString('hex'),
    SITE_URL: `http://127.0.0.1:${port}`,
    NEXT_DIST_DIR: e2e.distDir,
    JOBS_AUTORUN: 'false',
  }
  delete settings.DATABASE_URI

  // The first start creates the cluster, applies the migrations and seeds: it is not one of the rounds.
  let start = npmStart(settings)
  try {
    await servesHome(start, 180_000)
    const startTimes: number[] = []
    for (let round = 1; round <= rounds; round += 1) {
      killGroup(start.child)
      start = npmStart(settings)
      startTimes.push(await servesHome(start, startLimitMs))
    }
    console.log(
      `${rounds} starts after kill -9 served / in ${startTimes.map((ms) => `${(ms / 1000).toFixed(1)}s`).join(', ')}`,
    )
    expect(startTimes).toHaveLength(rounds)
  } finally {
    killGroup(start.child)
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
})
