import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ContactSubmission, PayloadJob, User } from '@/payload-types'
import { renderWeeklySummary } from '@/notices/weekly-summary/render'

import { getTestPayload } from './helpers/test-payload'

const hour = 60 * 60 * 1000
const emailsSent = {
  notificationEmail: { status: 'sent' },
  confirmationEmail: { status: 'sent' },
} as const

let payload: Payload
let owner: User

type Seed = {
  at: string
  serviceType?: ContactSubmission['serviceType']
  referrer?: string
  firstMoveHours?: number
  status?: ContactSubmission['status']
}

/** A service request arriving at `at`, first moved out of New `firstMoveHours` later when given. */
function seedContact({
  at,
  serviceType = 'PC/Mac Repair',
  referrer,
  firstMoveHours,
  status = firstMoveHours === undefined ? 'new' : 'contacted',
}: Seed) {
  const moved =
    firstMoveHours === undefined
      ? []
      : [{ status, changedAt: new Date(Date.parse(at) + firstMoveHours * hour).toISOString() }]
  return payload.create({
    collection: 'contact-submissions',
    data: {
      name: `Visitor ${at}`,
      email: 'visitor@example.org',
      message: 'Help',
      serviceType,
      source: { referrer },
      createdAt: at,
      status,
      statusHistory: moved,
      ...emailsSent,
    },
    overrideAccess: true,
    depth: 0,
  })
}

const seedReview = (at: string, published: boolean) =>
  payload.create({
    collection: 'reviews',
    data: {
      reviewerName: `Reviewer ${at}`,
      rating: 5,
      text: 'Quick and kind',
      reviewDate: at.slice(0, 10),
      source: 'customer',
      createdAt: at,
      _status: published ? 'published' : 'draft',
    },
    draft: !published,
    overrideAccess: true,
    depth: 0,
  })

/** A job given up after its retries (or at once, without any), queued at `at`. */
const seedFailedJob = (at: string, taskSlug: PayloadJob['taskSlug'] = 'sendLeadEmail') =>
  payload.create({
    collection: 'payload-jobs',
    data: {
      taskSlug,
      input: { collection: 'contact-submissions', leadId: 'gone', kind: 'notification' },
      hasError: true,
      createdAt: at,
    },
    overrideAccess: true,
    depth: 0,
  })

/** A day's visit counts for one page and source, as the count keeps them. */
const seedVisits = (day: string, route: string, source: string, views: number, visitors: number) =>
  payload.create({
    collection: 'site-visits',
    data: { day, route, source, views, visitors },
    overrideAccess: true,
    depth: 0,
  })

beforeAll(async () => {
  payload = await getTestPayload()
  owner = await payload.create({
    collection: 'users',
    data: {
      email: 'owner@example.com',
      username: 'boss',
      password: 'Homosassa-springs-9',
      role: 'owner',
    },
  })

  // The week of Monday 26 October 2026, whose Sunday (1 November) ends daylight saving in New York.
  await seedContact({ at: '2026-10-26T04:30:00Z', firstMoveHours: 2, status: 'won' }) // Monday 00:30 EDT
  await seedContact({
    at: '2026-10-28T14:00:00Z',
    serviceType: 'Network/Wi-Fi',
    referrer: 'https://www.google.com/search',
    firstMoveHours: 4,
  })
  await seedContact({ at: '2026-11-02T04:30:00Z' }) // Sunday 1 November 23:30 EST
  await seedContact({ at: '2026-11-02T05:30:00Z' }) // Monday 2 November 00:30 EST: the next week
  // Sunday 25 October 23:30 EDT: the week before, won and first moved, so that figures read over both
  // weeks instead of the week alone are caught.
  await seedContact({ at: '2026-10-26T03:30:00Z', firstMoveHours: 30, status: 'won' })
  await seedContact({ at: '2026-10-21T15:00:00Z', serviceType: 'Network/Wi-Fi' })
  await seedReview('2026-10-29T15:00:00Z', true)
  await seedReview('2026-10-30T15:00:00Z', false)
  await seedReview('2026-11-02T05:30:00Z', true)
  await seedFailedJob('2026-10-27T15:00:00Z')
  await seedFailedJob('2026-10-28T15:00:00Z', 'sendLeadReminder')
  // Not an email: a failed run of the checks is the next minute's, and the owner hears of it there.
  await seedFailedJob('2026-10-29T15:00:00Z', 'checkSiteHealth')
  await seedFailedJob('2026-11-03T15:00:00Z')
  await seedVisits('2026-10-26', '/', 'facebook', 10, 6)
  await seedVisits('2026-11-01', '/website-design', 'google.com', 5, 3) // Sunday: still the week
  await seedVisits('2026-11-02', '/', 'direct', 100, 100) // the next week
  await seedVisits('2026-10-25', '/', 'facebook', 4, 2) // the week before

  // The week of Monday 2 March 2026, whose Sunday (8 March) starts daylight saving.
  await seedContact({ at: '2026-03-02T05:30:00Z', firstMoveHours: 1 }) // Monday 00:30 EST
  await seedContact({ at: '2026-03-09T03:30:00Z' }) // Sunday 8 March 23:30 EDT
  await seedContact({ at: '2026-03-09T04:30:00Z' }) // Monday 9 March 00:30 EDT: the next week
  await seedContact({ at: '2026-03-02T04:30:00Z' }) // Sunday 1 March 23:30 EST: the week before
})

afterAll(async () => {
  await payload?.destroy()
})

describe('the Monday summary', () => {
  it('counts the week that ends on the autumn change by its New York days, against the week before', async () => {
    const summary = await renderWeeklySummary(payload, { weekStart: '2026-10-26', user: owner })
    expect(summary.subject).toBe('Your week: 3 new leads, Oct 26 to Nov 1')
    expect(summary.text).toContain('the week before, 2.')
    expect(summary.text).toContain('- Service requests: 3 (week before: 2)')
    expect(summary.text).toContain('- PC/Mac Repair: 2 (week before: 1)')
    expect(summary.text).toContain('- Network/Wi-Fi: 1 (week before: 1)')
    expect(summary.text).toContain('- google.com: 1 (week before: 0)')
    expect(summary.text).toContain('- direct: 2 (week before: 2)')
    expect(summary.text).toContain('- Already won: 1 of 3')
    expect(summary.text).toContain('- Typical time to first contact: 3 hours')
    expect(summary.text).toContain('- Received: 2\n- Published: 1')
    expect(summary.text).toContain('- Send a lead email: 1 given up after retries')
    expect(summary.text).toContain('- Send a lead reminder: 1 given up after retries')
    expect(summary.text).not.toContain('Check the site')
    expect(summary.text).toContain('Open the dashboard: http://localhost:3000/admin')
    expect(summary.html).toContain('href="http://localhost:3000/admin"')
  })

  it("reports the week's visitors, pages viewed, conversion and top sources against the week before", async () => {
    const summary = await renderWeeklySummary(payload, { weekStart: '2026-10-26', user: owner })
    expect(summary.text).toContain(
      [
        'Visits to the website',
        '- Visitors: 9 (week before: 2)',
        '- Pages viewed: 15 (week before: 4)',
        '- Leads per 100 visitors: 33.3 (week before: 100)',
        '- Visitors from facebook: 6 (week before: 2)',
        '- Visitors from google.com: 3 (week before: 0)',
      ].join('\n'),
    )
    expect(summary.html).toContain('Visitors from facebook')
  })

  it('counts the week that ends on the spring change by its New York days', async () => {
    const summary = await renderWeeklySummary(payload, { weekStart: '2026-03-02', user: owner })
    expect(summary.subject).toBe('Your week: 2 new leads, Mar 2 to Mar 8')
    expect(summary.text).toContain('- Service requests: 2 (week before: 1)')
    expect(summary.text).toContain('- Typical time to first contact: 1 hour')
    expect(summary.text).toContain('None: every email went out.')
  })

  it('refuses a week that does not start on a Monday', async () => {
    await expect(
      renderWeeklySummary(payload, { weekStart: '2026-03-03', user: owner }),
    ).rejects.toThrow(/Monday/)
  })
})
