import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startEmbeddedPostgres, type EmbeddedServer } from '@/db/embedded-postgres'

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })

/** GET /api/health through its route handler, timed. */
async function health() {
  const { GET } = await import('@/app/(payload)/api/health/route')
  const started = Date.now()
  const response = await GET()
  return { status: response.status, body: (await response.json()) as Record<string, string>, ms: Date.now() - started, cache: response.headers.get('cache-control') }
}

// A database server of its own, because the test stops it.
describe('GET /api/health', () => {
  // Beside the run's own server: the postgres user can pass through that folder even in Stryker's sandbox.
  const dataDir = path.resolve(process.env.TEST_EMBEDDED_POSTGRES_DIR ?? '.data/test-postgres', '..', `test-health-${process.pid}`)
  let port: number
  let database: EmbeddedServer
  let payload: Payload
  const start = () => startEmbeddedPostgres({ dataDir, port, flags: ['-c', 'fsync=off'], log: () => {} })

  beforeAll(async () => {
    port = await freePort()
    database = await start()
    const admin = new pg.Client({ connectionString: database.connectionString('postgres') })
    await admin.connect()
    await admin.query('CREATE DATABASE site')
    await admin.end()
    // As `npm start` runs: the committed migrations are applied when Payload connects, not a pushed schema.
    Object.assign(process.env, { NODE_ENV: 'production', SITE_URL: 'https://www.example.com', DATABASE_URI: database.connectionString('site'), JOBS_AUTORUN: 'false' })
    const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')])
    payload = await getPayload({ config })
  })

  afterAll(async () => {
    await payload?.destroy()
    await database?.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('answers 200 with a small JSON body while the database answers and every migration is applied', async () => {
    const answer = await health()
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ status: 'ok', database: 'up', migrations: 'applied' })
    expect(answer.cache).toBe('no-store')
  })

  it('answers 503 naming the migration when one is not applied', async () => {
    const client = new pg.Client({ connectionString: database.connectionString('site') })
    await client.connect()
    const { rows } = await client.query('DELETE FROM payload_migrations RETURNING name, batch')
    try {
      const answer = await health()
      expect(answer.status).toBe(503)
      expect(answer.body.reason).toContain(`migrations pending: ${rows[0].name}`)
    } finally {
      for (const row of rows) await client.query('INSERT INTO payload_migrations (name, batch) VALUES ($1, $2)', [row.name, row.batch])
      await client.end()
    }
    expect((await health()).status).toBe(200)
  })

  it('answers 503 within the timeout while the database is stopped, and 200 again once it is back', async () => {
    await database.stop()
    const down = await health()
    expect(down.status).toBe(503)
    expect(down.body.status).toBe('unavailable')
    expect(down.body.reason).toMatch(/^database: /)
    expect(down.ms).toBeLessThan(3_000)

    database = await start()
    expect((await health()).status).toBe(200)
    // The server itself rode out the restart: its own connections work again.
    expect((await payload.count({ collection: 'services' })).totalDocs).toBeGreaterThan(0)
  })
})
