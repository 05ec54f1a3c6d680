import type { Payload } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { countView, maxRowsPerDay, otherSources } from '@/db/visits'
import { firstDayKept, removeVisitsBefore } from '@/visits/tasks/removeOldVisits'
import { siteVisitsCollection } from '@/visits/constants'
import { receiveVisit } from '@/visits/intake'
import { siteDay } from '@/visits/recognise'
import { visitFigures } from '@/visits/statistics'

import { createTestAccount, testAccounts } from './helpers/accounts'
import { getTestPayload } from './helpers/test-payload'

const timeZone = 'America/New_York'
const clientLimit = 12
const browser = (version: number) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${version}.0.0.0 Safari/537.36`

let nextClient = 1
/** A client of its own for each call: the per-client limit is tested alone, at the end. */
const newClient = () => {
  nextClient += 1
  return `198.51.${Math.floor(nextClient / 250)}.${nextClient % 250}`
}

type Sent = {
  from: string
  path?: string
  referrer?: string
  utmSource?: string
  headers?: Record<string, string>
  body?: string
}

function report({ from, path = '/', referrer, utmSource, headers = {}, body }: Sent) {
  return new Request('http://localhost/api/visit', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': from,
      'user-agent': browser(140),
      'accept-language': 'en-US,en;q=0.9',
      ...headers,
    },
    body: body ?? JSON.stringify({ path, referrer, utmSource }),
  })
}

describe('visits counted without cookies', () => {
  let payload: Payload
  const today = () => siteDay(new Date(), timeZone).day

  const send = async (sent: Sent) => {
    const answer = await receiveVisit(report(sent), payload)
    return { status: answer.status, body: await answer.json().catch(() => undefined) }
  }

  const rowsOf = async (source: string) => {
    const { docs } = await payload.find({
      collection: siteVisitsCollection,
      where: { and: [{ day: { equals: today() } }, { source: { equals: source } }] },
      sort: 'route',
      pagination: false,
      depth: 0,
    })
    return docs.map(({ route, views, visitors }) => ({ route, views, visitors }))
  }

  const allRows = async () =>
    (await payload.count({ collection: siteVisitsCollection, overrideAccess: true })).totalDocs

  beforeAll(async () => {
    process.env.VISITS_RATE_LIMIT_MAX = String(clientLimit)
    process.env.LEADS_RATE_LIMIT_WINDOW_SECONDS = '600'
    process.env.TRUST_PROXY = 'false'
    process.env.SITE_TIME_ZONE = timeZone
    process.env.JOBS_AUTORUN = 'false'
    delete process.env.REDIS_URL
    payload = await getTestPayload()
  })

  afterAll(async () => {
    await payload?.destroy()
  })

  it("counts a visitor once a day, under their first view's source, and every page they view", async () => {
    const from = newClient()
    expect(await send({ from, path: '/', utmSource: ' Facebook-Post ' })).toEqual({
      status: 200,
      body: { counted: true },
    })
    await send({ from, path: '/website-design', utmSource: 'facebook-post' })
    // Later views of the day keep the first one's source, whatever they say.
    await send({ from, path: '/website-design/', referrer: 'https://www.google.com/search' })
    expect(await rowsOf('facebook-post')).toEqual([
      { route: '/', views: 1, visitors: 1 },
      { route: '/website-design', views: 2, visitors: 0 },
    ])
    expect(await rowsOf('google.com')).toEqual([])

    // Another browser at the same address is another visitor.
    await send({
      from,
      path: '/',
      utmSource: 'facebook-post',
      headers: { 'user-agent': browser(141) },
    })
    expect(await rowsOf('facebook-post')).toContainEqual({ route: '/', views: 2, visitors: 2 })
  })

  it('names the source as leads are named: utm_source, else the referring host without www, else direct', async () => {
    const referred = `https://www.news-${nextClient}.example/story?id=1`
    await send({ from: newClient(), path: '/app-development', referrer: referred })
    expect(await rowsOf(`news-${nextClient - 1}.example`)).toEqual([
      { route: '/app-development', views: 1, visitors: 1 },
    ])

    const direct = (await rowsOf('direct')).find((row) => row.route === '/app-development')
    // A move from another page of the site is not where the visitor came from.
    await send({ from: newClient(), path: '/app-development', referrer: 'http://localhost/' })
    await send({ from: newClient(), path: '/app-development' })
    expect((await rowsOf('direct')).find((row) => row.route === '/app-development')).toEqual({
      route: '/app-development',
      views: (direct?.views ?? 0) + 2,
      visitors: (direct?.visitors ?? 0) + 2,
    })
  })

  it("does not count programs, prefetches, the team's own views or other paths, and says so", async () => {
    await createTestAccount(payload, 'owner')
    const { token } = await payload.login({
      collection: 'users',
      data: { email: testAccounts.owner.email, password: testAccounts.owner.password },
    })
    const before = await allRows()
    const cases: [Sent, string][] = [
      [
        { from: newClient(), headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' } },
        'automated',
      ],
      [
        {
          from: newClient(),
          headers: { 'user-agent': browser(140).replace('Chrome/', 'HeadlessChrome/') },
        },
        'automated',
      ],
      [{ from: newClient(), headers: { 'user-agent': 'curl/8.5.0' } }, 'automated'],
      [{ from: newClient(), headers: { 'accept-language': '' } }, 'automated'],
      [{ from: newClient(), headers: { 'sec-purpose': 'prefetch' } }, 'prefetch'],
      [{ from: newClient(), headers: { purpose: 'prefetch' } }, 'prefetch'],
      [{ from: newClient(), headers: { cookie: `payload-token=${token}` } }, 'signed-in'],
      [{ from: newClient(), path: '/review/some-token' }, 'not-a-page'],
      [{ from: newClient(), path: '/admin' }, 'not-a-page'],
    ]
    for (const [sent, reason] of cases)
      expect(await send({ utmSource: 'not-counted', ...sent })).toEqual({
        status: 200,
        body: { counted: false, reason },
      })
    expect(await allRows()).toBe(before)
    expect(await rowsOf('not-counted')).toEqual([])

    // A cookie that is no session is a visitor like any other.
    expect(
      (
        await send({
          from: newClient(),
          utmSource: 'stale-cookie',
          headers: { cookie: 'payload-token=expired' },
        })
      ).body,
    ).toEqual({ counted: true })
  })

  it('refuses a report that is not one with the answer that says why, and stores nothing', async () => {
    const before = await allRows()
    expect(
      await send({ from: newClient(), headers: { 'content-type': 'text/plain' } }),
    ).toMatchObject({
      status: 415,
    })
    expect(await send({ from: newClient(), body: '[1, 2]' })).toMatchObject({ status: 400 })
    expect(await send({ from: newClient(), body: JSON.stringify({ path: 7 }) })).toMatchObject({
      status: 400,
      body: { errors: { path: [expect.any(String)] } },
    })
    const large = JSON.stringify({ path: '/', referrer: `https://example.org/${'x'.repeat(5000)}` })
    expect(await send({ from: newClient(), body: large })).toMatchObject({ status: 413 })
    expect(await allRows()).toBe(before)
  })

  it('loses no view when many arrive at once', async () => {
    await Promise.all(
      Array.from({ length: 20 }, () => send({ from: newClient(), utmSource: 'all-at-once' })),
    )
    expect(await rowsOf('all-at-once')).toEqual([{ route: '/', views: 20, visitors: 20 }])
  })

  it('lets one client add only its allowance of views in the window: a plain 429 past it, nothing stored', async () => {
    const from = newClient()
    for (let sent = 0; sent < clientLimit; sent += 1)
      expect((await send({ from, utmSource: 'one-client' })).status).toBe(200)
    const limited = await send({ from, utmSource: 'one-client' })
    expect(limited.status).toBe(429)
    expect(await rowsOf('one-client')).toEqual([{ route: '/', views: clientLimit, visitors: 1 }])
  })

  it("shows each source's visitors beside its leads and won jobs, and the week's pages", async () => {
    const reader = newClient()
    await send({ from: reader, path: '/', utmSource: 'weekly-figures' })
    await send({ from: reader, path: '/website-design', utmSource: 'weekly-figures' })
    await send({ from: newClient(), path: '/', utmSource: 'weekly-figures' })
    const figures = await visitFigures(payload, [
      { source: 'weekly-figures', leads: 3, won: 1 },
      { source: 'flyer-qr', leads: 1, won: 0 },
    ])
    expect(figures.weeks).toHaveLength(12)
    expect(figures.sources.find((row) => row.source === 'weekly-figures')).toEqual({
      source: 'weekly-figures',
      visitors: 2,
      views: 3,
      leads: 3,
      won: 1,
    })
    // A source with leads and no counted visit still has its row.
    expect(figures.sources.find((row) => row.source === 'flyer-qr')).toEqual({
      source: 'flyer-qr',
      visitors: 0,
      views: 0,
      leads: 1,
      won: 0,
    })
    const thisWeek = figures.weeks.length - 1
    const bySource = figures.visitorsBySource.find((one) => one.key === 'weekly-figures')
    expect(bySource?.counts[thisWeek]).toBe(2)
    expect(bySource?.counts.slice(0, thisWeek).every((count) => count === 0)).toBe(true)
    expect(figures.viewsByRoute.map((one) => one.key)).toContain('/website-design')
  })

  it('keeps VISITS_KEEP_MONTHS of days and deletes the older ones', async () => {
    const firstDay = firstDayKept(new Date('2026-11-26T15:00:00Z'), 25, timeZone)
    expect(firstDay).toBe('2024-10-26')
    expect(firstDayKept(new Date('2026-05-31T15:00:00Z'), 3, timeZone)).toBe('2026-02-28')
    for (const day of ['2024-10-25', '2024-10-26'])
      await payload.create({
        collection: siteVisitsCollection,
        data: { day, route: '/', source: 'old-days', views: 1, visitors: 1 },
        overrideAccess: true,
      })
    expect(await removeVisitsBefore(payload, firstDay)).toBe(1)
    const { docs } = await payload.find({
      collection: siteVisitsCollection,
      where: { source: { equals: 'old-days' } },
    })
    expect(docs.map((row) => row.day)).toEqual(['2024-10-26'])
  })

  it("is read by the owner and staff only, and written by no one through Payload's API", async () => {
    const staff = await createTestAccount(payload, 'staff')
    const read = await payload.find({
      collection: siteVisitsCollection,
      user: staff,
      overrideAccess: false,
      limit: 1,
    })
    expect(read.totalDocs).toBeGreaterThan(0)
    await expect(
      payload.find({ collection: siteVisitsCollection, overrideAccess: false }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(
      payload.create({
        collection: siteVisitsCollection,
        data: { day: today(), route: '/', source: 'made-up', views: 1000, visitors: 1000 },
        user: staff,
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 403 })
  })

  // Last: it fills today's rows to the cap, after which every new source of the day is counted as other.
  it("keeps a day's rows bounded: past the cap a new source is counted under other sources", async () => {
    const rowsToday = (
      await payload.count({ collection: siteVisitsCollection, where: { day: { equals: today() } } })
    ).totalDocs
    for (let made = rowsToday; made < maxRowsPerDay - 2; made += 1)
      await send({ from: newClient(), utmSource: `campaign-${made}` })
    // Sent together, they may share one write: two rows are left, so two of them count as other.
    const late = ['late-a', 'late-b', 'late-c', 'late-d']
    await Promise.all(late.map((utmSource) => send({ from: newClient(), utmSource })))
    const named = await Promise.all(late.map(rowsOf))
    expect(named.filter((rows) => rows.length > 0)).toHaveLength(2)
    await send({ from: newClient(), utmSource: 'one-too-many' })
    expect(await rowsOf('one-too-many')).toEqual([])
    expect(await rowsOf(otherSources)).toEqual([{ route: '/', views: 3, visitors: 3 }])
    expect(
      (
        await payload.count({
          collection: siteVisitsCollection,
          where: { day: { equals: today() } },
        })
      ).totalDocs,
    ).toBe(maxRowsPerDay + 1)
  })

  it("answers each day's views of a batch by that day's write: a day whose write fails does not fail the other", async () => {
    // A real refusal of the database, for one day's rows only: the write of 2020-01-02 fails.
    const database = new pg.Client({ connectionString: process.env.DATABASE_URI })
    await database.connect()
    await database.query(`create function refuse_day() returns trigger language plpgsql as $$
      begin raise exception 'this day is refused'; end $$`)
    await database.query(`create trigger refuse_day before insert on site_visits for each row
      when (new.day = '2020-01-02') execute function refuse_day()`)
    try {
      const view = (day: string, source: string) =>
        countView(payload, { day, route: '/', source, firstOfDay: true })
      // The first view's write is in flight when the next two arrive, so they share the next batch.
      const first = view('2020-01-01', 'batch-first')
      const sameDay = view('2020-01-01', 'batch-same-day')
      const nextDay = view('2020-01-02', 'batch-next-day')
      const [firstResult, sameDayResult, nextDayResult] = await Promise.allSettled([
        first,
        sameDay,
        nextDay,
      ])
      expect(firstResult.status).toBe('fulfilled')
      expect(sameDayResult.status).toBe('fulfilled')
      // The database's own refusal reaches the beacon of that day (drizzle wraps it as the cause).
      expect(nextDayResult).toMatchObject({
        status: 'rejected',
        reason: { cause: { message: 'this day is refused' } },
      })
      const { docs } = await payload.find({
        collection: siteVisitsCollection,
        where: { day: { in: ['2020-01-01', '2020-01-02'] } },
        sort: 'source',
        pagination: false,
        depth: 0,
      })
      expect(docs.map(({ day, source, views }) => ({ day, source, views }))).toEqual([
        { day: '2020-01-01', source: 'batch-first', views: 1 },
        { day: '2020-01-01', source: 'batch-same-day', views: 1 },
      ])
    } finally {
      await database.query('drop trigger refuse_day on site_visits; drop function refuse_day()')
      await database.end()
    }
  })
})
