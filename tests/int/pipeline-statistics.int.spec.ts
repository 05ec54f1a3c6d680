import type { Payload } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { pipelineFigures, type WeeklySeries } from '@/leads/admin/pipeline/statistics'
import { labelOf, serviceTypeOptions } from '@/leads/options'
import type { ContactSubmission, User } from '@/payload-types'

import { getTestPayload } from './helpers/test-payload'

/** A Wednesday morning in New York; its week began on Monday the 23rd, the first of the twelve on Monday 7 September. */
const now = new Date('2026-11-25T15:00:00Z')
const expectedWeeks = Array.from({ length: 12 }, (_, index) =>
  new Date(Date.UTC(2026, 8, 7 + index * 7)).toISOString().slice(0, 10),
)
const windowStart = new Date('2026-09-07T04:00:00Z')
const hour = 60 * 60 * 1000

let payload: Payload
let owner: User
let database: pg.Client
/**
 * The figures, computed afresh by each test rather than once in beforeAll or by the first test: a mutation run
 * credits a line only to the tests that ran it, so every test must run the code whose figures it checks.
 */
const figuresAsOfNow = () => pipelineFigures(payload, owner, now)

/** A fixed sequence, so every run seeds the same leads and a failure can be replayed. */
function sequence(seed: number) {
  let state = seed
  return (below: number) => {
    state = (state * 1103515245 + 12345) % 2147483648
    return state % below
  }
}

type Source = NonNullable<ContactSubmission['source']>

const sources: Source[] = [
  {},
  { utm: { utm_source: 'Google', utm_medium: 'cpc' } },
  { utm: { utm_source: 'facebook' }, referrer: 'https://m.facebook.com/' },
  { referrer: 'https://www.google.com/search?q=computer+repair' },
  { referrer: 'https://nextdoor.com/p/abc' },
  { referrer: 'https://bing.com/' },
  { utm: { utm_campaign: 'spring' }, referrer: 'https://www.bing.com/' },
]
const serviceTypes = [
  'PC/Mac Repair',
  'Network/Wi-Fi',
  'Web Site Design',
  'App Development',
  null,
] as const
const packageNames = ['Business Website', 'Starter App', 'Online Store']
const urgencies = ['low', 'normal', 'high', 'urgent'] as const

/** The seeded leads' emails count as sent, so no email job picks them up. */
const emailsSent = {
  notificationEmail: { status: 'sent' },
  confirmationEmail: { status: 'sent' },
} as const

type Status = 'new' | 'contacted' | 'quoted' | 'won' | 'lost' | 'spam'
type History = { status: Status; changedAt: string }[]

/** A status and the moves that led to it, the first one `firstMoveHours` after arrival. */
function workedLead(
  arrival: Date,
  status: Status,
  firstMoveHours: number,
): { status: Status; statusHistory: History } {
  if (status === 'new') return { status, statusHistory: [] }
  const at = (hours: number) => new Date(arrival.getTime() + hours * hour).toISOString()
  const path: Status[] =
    status === 'contacted' || status === 'spam' ? [status] : ['contacted', status]
  return {
    status,
    statusHistory: path.map((step, index) => ({
      status: step,
      changedAt: at(firstMoveHours + index * 30),
    })),
  }
}

async function seedContact(
  arrival: Date,
  fields: {
    serviceType: (typeof serviceTypes)[number]
    urgency: (typeof urgencies)[number]
    status: Status
    firstMoveHours: number
    source: Source
    name?: string
  },
) {
  return payload.create({
    collection: 'contact-submissions',
    data: {
      name: fields.name ?? `Visitor ${arrival.toISOString()}`,
      email: 'visitor@example.com',
      message: 'Help, please',
      serviceType: fields.serviceType,
      urgency: fields.urgency,
      source: fields.source,
      createdAt: arrival.toISOString(),
      ...emailsSent,
      ...workedLead(arrival, fields.status, fields.firstMoveHours),
    },
    overrideAccess: true,
    depth: 0,
  })
}

async function seedPackage(
  arrival: Date,
  fields: { packageName: string; status: Status; firstMoveHours: number; source: Source },
) {
  return payload.create({
    collection: 'package-purchases',
    data: {
      packageName: fields.packageName,
      customerName: `Customer ${arrival.toISOString()}`,
      email: 'customer@example.com',
      source: fields.source,
      createdAt: arrival.toISOString(),
      ...emailsSent,
      ...workedLead(arrival, fields.status, fields.firstMoveHours),
    },
    overrideAccess: true,
    depth: 0,
  })
}

async function seed() {
  const pick = sequence(25)
  const statuses: Status[] = ['new', 'contacted', 'quoted', 'won', 'won', 'lost', 'spam']
  // Spread over the twelve weeks and a little before them, at any hour of the day.
  for (let index = 0; index < 90; index += 1) {
    const arrival = new Date(
      windowStart.getTime() - 5 * 24 * hour + pick(89 * 24) * hour + pick(60) * 60_000,
    )
    const common = {
      status: statuses[pick(statuses.length)],
      firstMoveHours: 0.25 + pick(72) / 2,
      source: sources[pick(sources.length)],
    }
    if (pick(3) === 0)
      await seedPackage(arrival, {
        ...common,
        packageName: packageNames[pick(packageNames.length)],
      })
    else
      await seedContact(arrival, {
        ...common,
        serviceType: serviceTypes[pick(serviceTypes.length)],
        urgency: urgencies[pick(urgencies.length)],
      })
  }
  // Each boundary lead asks for a package of its own name, so its week can be read from the figures alone.
  const boundary = (arrival: string, packageName: string) =>
    seedPackage(new Date(arrival), { packageName, status: 'new', firstMoveHours: 0, source: {} })
  await boundary('2026-09-07T03:59:00Z', 'Sunday night before the first week')
  await boundary('2026-09-14T03:30:00Z', 'Sunday night, daylight time')
  await boundary('2026-11-02T04:30:00Z', 'Sunday night after the clocks went back')
  await boundary('2026-11-23T04:30:00Z', 'Sunday night, standard time')
  await boundary(new Date(now.getTime() + hour).toISOString(), 'After now')
  // Urgent leads on both sides of the four hours, and ones that do not belong in the list.
  const plain = {
    serviceType: 'PC/Mac Repair',
    urgency: 'urgent',
    status: 'new',
    firstMoveHours: 1,
    source: {},
  } as const
  await seedContact(new Date(now.getTime() - 4 * hour - 60_000), {
    ...plain,
    name: 'Waiting urgent',
  })
  await seedContact(new Date(now.getTime() - 30 * 24 * hour), {
    ...plain,
    urgency: 'high',
    name: 'Long waiting high',
  })
  await seedContact(new Date(now.getTime() - 4 * hour + 60_000), {
    ...plain,
    name: 'Recent urgent',
  })
  await seedContact(new Date(now.getTime() - 6 * hour), {
    ...plain,
    status: 'contacted',
    name: 'Answered urgent',
  })
  await seedContact(new Date(now.getTime() - 6 * hour), {
    ...plain,
    urgency: 'normal',
    name: 'Waiting normal',
  })
  // More than a page of Payload's default limit, so the list is every one of them.
  for (let index = 0; index < 10; index += 1)
    await seedContact(new Date(now.getTime() - (5 + index) * hour), {
      ...plain,
      name: `Waiting urgent ${index}`,
    })
}

/** Every lead of both kinds in one shape, with the week, group and first move computed here, in this test's own SQL. */
const testLeads = `
  with leads as (
    select id, 'contact-submissions' as kind, created_at, status::text as status, 'service:' || coalesce(service_type::text, '') as offering,
      source_utm, source_referrer, 'contact_submissions_status_history' as history from contact_submissions
    union all
    select id, 'package-purchases', created_at, status::text, 'package:' || package_name, source_utm, source_referrer,
      'package_purchases_status_history' from package_purchases
  ), local as (
    select *, (created_at at time zone 'America/New_York') as local_time from leads
  )
  select id, kind, created_at, status, offering,
    to_char(local_time::date - (extract(isodow from local_time)::int - 1), 'YYYY-MM-DD') as week,
    case
      when coalesce(source_utm->>'utm_source', '') <> '' then lower(source_utm->>'utm_source')
      when source_referrer is not null then regexp_replace(lower(split_part(split_part(source_referrer, '://', 2), '/', 1)), '^www[.]', '')
      else 'direct'
    end as source,
    coalesce(
      (select min(changed_at) from contact_submissions_status_history h where h._parent_id = local.id and h.status <> 'new'),
      (select min(changed_at) from package_purchases_status_history h where h._parent_id = local.id and h.status <> 'new')
    ) as first_move
  from local
`

type TestLead = {
  id: string
  kind: string
  created_at: Date
  status: string
  offering: string
  week: string
  source: string
  first_move: Date | null
}

/** The leads the dashboard should count: arrived in the twelve weeks up to now, not spam. */
async function windowLeads(): Promise<TestLead[]> {
  const { rows } = await database.query<TestLead>(
    `select * from (${testLeads}) t where status <> 'spam' and week >= $1 and created_at <= $2`,
    [expectedWeeks[0], now],
  )
  return rows
}

/** Series as group -> counts per week, for comparing whatever order the groups come in. */
const countsByKey = (series: WeeklySeries[]) =>
  Object.fromEntries(series.map((one) => [one.key, one.counts]))

function expectedCounts(leads: TestLead[], keyOf: (lead: TestLead) => string) {
  const counts: Record<string, number[]> = {}
  for (const lead of leads) {
    counts[keyOf(lead)] ??= expectedWeeks.map(() => 0)
    counts[keyOf(lead)][expectedWeeks.indexOf(lead.week)] += 1
  }
  return counts
}

beforeAll(async () => {
  payload = await getTestPayload()
  owner = await payload.create({
    collection: 'users',
    data: {
      email: 'o@example.com',
      username: 'boss',
      password: 'Homosassa-springs-9',
      role: 'owner',
    },
  })
  database = new pg.Client({ connectionString: process.env.DATABASE_URI })
  await database.connect()
  await seed()
})

afterAll(async () => {
  await database?.end()
  await payload?.destroy()
})

describe('the pipeline figures', () => {
  it('are the twelve weeks up to now, each starting Monday in New York', async () => {
    const figures = await figuresAsOfNow()
    expect(figures.weeks).toEqual(expectedWeeks)
  })

  it('count the leads of each week by kind, by service or package and by source as the test database does', async () => {
    const figures = await figuresAsOfNow()
    const leads = await windowLeads()
    expect(leads.length).toBeGreaterThan(50)
    expect(countsByKey(figures.byKind)).toEqual(expectedCounts(leads, (lead) => lead.kind))
    expect(countsByKey(figures.byOffering)).toEqual(expectedCounts(leads, (lead) => lead.offering))
    expect(countsByKey(figures.bySource)).toEqual(expectedCounts(leads, (lead) => lead.source))
    expect(Object.keys(countsByKey(figures.bySource)).sort()).toEqual([
      'bing.com',
      'direct',
      'facebook',
      'google',
      'google.com',
      'nextdoor.com',
    ])
  })

  it('put a lead sent late on a Sunday in New York in the week that Sunday ends, and none from before the first week or after now', async () => {
    const figures = await figuresAsOfNow()
    const weekOf = (packageName: string) => {
      const counts =
        figures.byOffering.find((one) => one.key === `package:${packageName}`)?.counts ?? []
      return counts.flatMap((count, index) => Array(count).fill(expectedWeeks[index]))
    }
    expect(weekOf('Sunday night, daylight time')).toEqual(['2026-09-07'])
    expect(weekOf('Sunday night after the clocks went back')).toEqual(['2026-10-26'])
    expect(weekOf('Sunday night, standard time')).toEqual(['2026-11-16'])
    expect(weekOf('Sunday night before the first week')).toEqual([])
    expect(weekOf('After now')).toEqual([])
    expect(figures.byKind.flatMap((one) => one.counts).reduce((sum, count) => sum + count, 0)).toBe(
      figures.total,
    )
  })

  it('give the share won and the median time to the first move out of New over the same leads', async () => {
    const figures = await figuresAsOfNow()
    const leads = await windowLeads()
    expect(figures.total).toBe(leads.length)
    expect(figures.won).toBe(leads.filter((lead) => lead.status === 'won').length)
    expect(figures.won).toBeGreaterThan(0)
    const waits = leads
      .filter((lead) => lead.first_move)
      .map((lead) => lead.first_move!.getTime() - lead.created_at.getTime())
      .sort((a, b) => a - b)
    const middle = Math.floor(waits.length / 2)
    const median = waits.length % 2 ? waits[middle] : (waits[middle - 1] + waits[middle]) / 2
    expect(figures.moved).toBe(waits.length)
    expect(figures.medianMsToFirstMove).toBeCloseTo(median, 3)
  })

  it('list the high and urgent service requests still New after four hours, oldest first, with links to them', async () => {
    const figures = await figuresAsOfNow()
    const { rows } = await database.query<{ id: string; name: string }>(
      `select id, name from contact_submissions where status = 'new' and urgency in ('high', 'urgent') and created_at <= $1 order by created_at`,
      [new Date(now.getTime() - 4 * hour)],
    )
    expect(rows.map((row) => row.name)).toEqual(
      expect.arrayContaining(['Waiting urgent', 'Long waiting high']),
    )
    expect(figures.urgentWaiting.map(({ id, name }) => ({ id, name }))).toEqual(rows)
    expect(figures.urgentWaiting[0].href).toBe(
      `/admin/collections/contact-submissions/${rows[0].id}`,
    )
  })

  it('label each group as the dashboard shows it and list the groups by their total, the largest first', async () => {
    const figures = await figuresAsOfNow()
    const labels = (series: WeeklySeries[]) =>
      Object.fromEntries(series.map((one) => [one.key, one.label]))
    expect(labels(figures.byKind)).toEqual({
      'contact-submissions': 'Service requests',
      'package-purchases': 'Package requests',
    })
    const offerings = labels(figures.byOffering)
    expect(offerings['service:']).toBe('Not given')
    expect(offerings['service:PC/Mac Repair']).toBe(labelOf(serviceTypeOptions, 'PC/Mac Repair'))
    expect(offerings['package:Business Website']).toBe('Package: Business Website')
    for (const [key, label] of Object.entries(labels(figures.bySource))) expect(label).toBe(key)
    const total = (one: WeeklySeries) => one.counts.reduce((sum, count) => sum + count, 0)
    for (const series of [figures.byKind, figures.byOffering, figures.bySource]) {
      const byTotalThenLabel = [...series].sort(
        (a, b) => total(b) - total(a) || a.label.localeCompare(b.label),
      )
      expect(series.map((one) => one.key)).toEqual(byTotalThenLabel.map((one) => one.key))
      expect(
        new Set(series.map(total)).size,
        'groups of different totals, so the order is tested',
      ).toBeGreaterThan(1)
    }
  })

  it('are empty, with no median, for weeks without a lead', async () => {
    const empty = await pipelineFigures(payload, owner, new Date('2020-03-04T15:00:00Z'))
    expect(empty).toMatchObject({
      total: 0,
      won: 0,
      moved: 0,
      medianMsToFirstMove: null,
      byKind: [],
      byOffering: [],
      bySource: [],
    })
    expect(empty.weeks).toHaveLength(12)
  })
})
