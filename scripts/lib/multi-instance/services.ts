import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import pg from 'pg'
import S3rver from 's3rver'

import { runToEnd, startProgram, stopProcess, waitUntil, type Log } from './processes'

const POSTGRES_BIN = '/usr/lib/postgresql/15/bin'

/**
 * Debian's PostgreSQL 15 with its cluster in a throwaway folder, on 127.0.0.1 only with trust
 * authentication: a test database, nothing to protect. PostgreSQL refuses to run as root, so as root the
 * cluster belongs to the `postgres` user the Debian package creates.
 */
export async function startPostgres(folder: string, port: number, log: Log) {
  const asUser = process.getuid?.() === 0 ? 'postgres' : undefined
  const dataDir = path.join(folder, 'postgres')
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  if (asUser) {
    // The throwaway folder's parents must let the postgres user reach its cluster.
    fs.chmodSync(folder, 0o755)
    runToEnd('chown', ['-R', `${asUser}:${asUser}`, dataDir])
  }
  runToEnd(
    `${POSTGRES_BIN}/initdb`,
    ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8'],
    { asUser },
  )
  const options = `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`
  const logFile = path.join(dataDir, 'log')
  try {
    runToEnd(
      `${POSTGRES_BIN}/pg_ctl`,
      ['-D', dataDir, '-l', logFile, '-o', options, '-w', 'start'],
      { asUser },
    )
  } catch (error) {
    // pg_ctl only says to read the log, which lives in a folder the test is about to delete.
    const serverLog = fs.existsSync(logFile)
      ? fs.readFileSync(logFile, 'utf8').trim()
      : '(no log written)'
    throw new Error(`${(error as Error).message.trim()}\n--- PostgreSQL log ---\n${serverLog}`)
  }
  log(`PostgreSQL 15 on 127.0.0.1:${port}`)
  const uri = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`
  return {
    uri,
    async createDatabase(name: string) {
      const client = new pg.Client({ connectionString: uri('postgres') })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      await client.query(`CREATE DATABASE "${name}"`)
      await client.end()
      return uri(name)
    },
    stop: async () => {
      runToEnd(`${POSTGRES_BIN}/pg_ctl`, ['-D', dataDir, '-m', 'immediate', '-w', 'stop'], {
        asUser,
      })
    },
  }
}

/** redis-server from Debian, in memory only (no snapshots, no append-only file). */
export async function startRedis(folder: string, port: number, log: Log) {
  const dir = path.join(folder, 'redis')
  fs.mkdirSync(dir, { recursive: true })
  const server = startProgram(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      dir,
      '--save',
      '',
      '--appendonly',
      'no',
    ],
    { name: 'redis-server', log },
  )
  const url = `redis://127.0.0.1:${port}`
  await waitUntil(
    'Redis',
    async () => {
      const { createClient } = await import('redis')
      const client = createClient({ url })
      client.on('error', () => {})
      await client.connect()
      await client.ping()
      await client.quit()
      return true
    },
    15_000,
    server,
  )
  log(`Redis on ${url}`)
  return { url, stop: () => stopProcess(server) }
}

function portIsFree(port: number) {
  return new Promise<void>((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()))
  })
}

export const s3Credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }

/** s3rver: an S3-compatible server storing objects as files under the folder, with one bucket. */
export async function startS3(folder: string, port: number, bucket: string, log: Log) {
  const directory = path.join(folder, 's3')
  fs.mkdirSync(directory, { recursive: true })
  // s3rver reports a port it cannot take only as an uncaught error and never settles its start: ask first.
  await portIsFree(port).catch((error: unknown) => {
    throw new Error(`s3rver could not start on 127.0.0.1:${port}: ${String(error)}`)
  })
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  })
  await server.run()
  log(`S3-compatible server (s3rver) on http://127.0.0.1:${port}, bucket "${bucket}"`)
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    directory,
    stop: () => server.close(),
  }
}
