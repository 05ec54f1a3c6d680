import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startEmbeddedPostgres, type EmbeddedServer } from '@/db/embedded-postgres'
import { personalCacheControl } from '@/server/http/cache-control.mjs'

import { freePort } from '../helpers/ports'

/** GET /api/health through its route handler, timed; `headers` carry a session when given. */
async function health(headers: Record<string, string> = {}) {
  const { GET } = await import('@/app/api/health/route')
  const started = Date.now()
  const response = await GET(new Request('http://localhost/api/health', { headers }))
  return {
    status: response.status,
    body: (await response.json()) as Record<string, string>,
    ms: Date.now() - started,
    cache: response.headers.get('cache-control'),
  }
}

const monitorToken = 'an-uptime-monitor-token-of-40-characters!'

// A database server of its own, because the test stops it.
describe('GET /api/health', () => {
  // Beside the run's own server: the postgres user can pass through that folder even in Stryker's sandbox.
  const dataDir = path.resolve(
    process.env.TEST_EMBEDDED_POSTGRES_DIR ?? '.data/test-postgres',
    '..',
    `test-health-${process.pid}`,
  )
  let port: number
  let database: EmbeddedServer
  let payload: Payload
  let staff: Record<string, string>
  const start = () =>
    startEmbeddedPostgres({ dataDir, port, flags: ['-c', 'fsync=off'], log: () => {} })

  beforeAll(async () => {
    port = await freePort()
    database = await start()
    const admin = new pg.Client({ connectionString: database.connectionString('postgres') })
    await admin.connect()
    // A role that is not a superuser, as production's is: its connection limit holds.
    await admin.query("CREATE ROLE site LOGIN PASSWORD 'site-password'")
    await admin.query('CREATE DATABASE site OWNER site')
    await admin.end()
    // As `npm start` runs: the committed migrations are applied when Payload connects, not a pushed schema.
    const uri = new URL(database.connectionString('site'))
    Object.assign(uri, { username: 'site', password: 'site-password' })
    Object.assign(process.env, {
      NODE_ENV: 'production',
      SITE_URL: 'https://www.example.com',
      DATABASE_URI: uri.toString(),
      JOBS_AUTORUN: 'false',
      HEALTH_TOKEN: monitorToken,
    })
    const [{ getPayload }, { default: config }] = await Promise.all([
      import('payload'),
      import('@payload-config'),
    ])
    payload = await getPayload({ config })
    const credentials = { email: 'health-owner@example.com', password: 'Withlacoochee-river-84' }
    await payload.create({
      collection: 'users',
      data: { ...credentials, username: 'health-owner', role: 'owner' },
    })
    const { token } = await payload.login({ collection: 'users', data: credentials })
    staff = { authorization: `JWT ${token}` }
  })

  const asSuperuser = async <Result>(work: (client: pg.Client) => Promise<Result>) => {
    const client = new pg.Client({ connectionString: database.connectionString('site') })
    await client.connect()
    try {
      return await work(client)
    } finally {
      await client.end()
    }
  }

  afterAll(async () => {
    await payload?.destroy()
    await database?.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('answers 200 "up" to anyone while the database answers and every migration is applied, the details to staff', async () => {
    const answer = await health()
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ status: 'up' })
    expect(answer.cache).toBe(personalCacheControl)
    expect((await health(staff)).body).toEqual({
      status: 'up',
      database: 'up',
      migrations: 'applied',
    })
    expect((await health({ authorization: 'JWT not-a-token' })).body).toEqual({ status: 'up' })
  })

  it('answers "degraded" with the failing checks\' names to a monitor presenting HEALTH_TOKEN, only "up" to anyone else', async () => {
    const { runSiteHealthChecks } = await import('@/site-health/run')
    const { serverEnv } = await import('@/config/env')
    const monitor = { authorization: `Bearer ${monitorToken}` }
    expect((await health(monitor)).body).toEqual({ status: 'up' })

    await runSiteHealthChecks(payload, {
      env: Object.defineProperty({ ...serverEnv(), ALERT_DISK_FREE_PERCENT: 100 }, 'publicUrl', {
        value: serverEnv().publicUrl,
      }),
    })
    const degraded = await health(monitor)
    expect(degraded.status).toBe(200)
    expect(degraded.body).toEqual({ status: 'degraded', failing: ['disk'] })
    expect(degraded.cache).toBe(personalCacheControl)
    for (const other of [
      {} as Record<string, string>,
      { authorization: `Bearer ${monitorToken.slice(0, -1)}` },
      { authorization: `Bearer ${monitorToken}x` },
      { authorization: monitorToken },
    ]) {
      expect((await health(other)).body).toEqual({ status: 'up' })
    }
    expect((await health(staff)).body).toEqual({
      status: 'up',
      database: 'up',
      migrations: 'applied',
    })

    // An incident ends once the check has passed for three minutes in a row.
    await runSiteHealthChecks(payload, { now: new Date(Date.now() + 3 * 60_000) })
    expect((await health(monitor)).body).toEqual({ status: 'up' })
  })

  it('answers "degraded", checks stopped, to the monitor once the last run of the checks is older than a few minutes', async () => {
    const { runSiteHealthChecks } = await import('@/site-health/run')
    const { checksStoppedAfterMs } = await import('@/site-health/state')
    const monitor = { authorization: `Bearer ${monitorToken}` }
    await runSiteHealthChecks(payload)
    expect((await health(monitor)).body).toEqual({ status: 'up' })

    // The job runner stopped after that run: no check writes its row any more, and the rows age.
    const lastRun = new Date(Date.now() - checksStoppedAfterMs - 60_000).toISOString()
    await payload.update({
      collection: 'site-health-checks',
      where: { check: { exists: true } },
      data: { checkedAt: lastRun },
      overrideAccess: true,
    })
    const stopped = await health(monitor)
    expect(stopped.status).toBe(200)
    expect(stopped.body).toEqual({ status: 'degraded', failing: [], checks: 'stopped', lastRun })
    expect((await health()).body).toEqual({ status: 'up' })

    await runSiteHealthChecks(payload)
    expect((await health(monitor)).body).toEqual({ status: 'up' })
  })

  it("asks on the server's pool: it answers 200 while the database takes no new connection from the site", async () => {
    await health()
    await asSuperuser(async (client) => {
      const { rows } = await client.query(
        "SELECT count(*)::int AS open FROM pg_stat_activity WHERE usename = 'site'",
      )
      await client.query(`ALTER ROLE site CONNECTION LIMIT ${rows[0].open}`)
      try {
        const answers = await Promise.all(Array.from({ length: 20 }, () => health()))
        expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200))
      } finally {
        await client.query('ALTER ROLE site CONNECTION LIMIT -1')
      }
    })
  })

  it('answers 503 "down" when a migration is not applied, naming it to staff only', async () => {
    await asSuperuser(async (client) => {
      const { rows } = await client.query('DELETE FROM payload_migrations RETURNING name, batch')
      try {
        const anonymous = await health()
        expect(anonymous.status).toBe(503)
        expect(anonymous.body).toEqual({ status: 'down' })
        const forStaff = await health(staff)
        expect(forStaff.status).toBe(503)
        expect(forStaff.body.reason).toContain(`migrations pending: ${rows[0].name}`)
      } finally {
        for (const row of rows)
          await client.query('INSERT INTO payload_migrations (name, batch) VALUES ($1, $2)', [
            row.name,
            row.batch,
          ])
      }
    })
    expect((await health()).status).toBe(200)
  })

  it('answers 503 within the timeout while the database is stopped, and 200 again once it is back', async () => {
    await database.stop()
    const down = await health()
    expect(down.status).toBe(503)
    // Nothing of the database's own error for an anonymous caller.
    expect(down.body).toEqual({ status: 'down' })
    expect(down.ms).toBeLessThan(3_000)

    database = await start()
    expect((await health()).status).toBe(200)
    // The server itself rode out the restart: its own connections work again.
    expect((await payload.count({ collection: 'services' })).totalDocs).toBeGreaterThan(0)
  })
})
