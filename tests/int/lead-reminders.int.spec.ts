import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { serverEnv } from '@/config/env'
import { dueReminders, overdueLeads, queueDueReminders, queueReminder } from '@/leads/reminders/due'
import type { ContactSubmission, User } from '@/payload-types'
import { emailDeliveryCheck } from '@/site-health/checks/email-delivery'

import { captureSmtp, type SmtpCapture } from './helpers/smtp'
import { getTestPayload } from './helpers/test-payload'

const teamAddress = 'team@example.com'
const newYork = 'America/New_York'

/** The seeded leads' own emails count as sent, so only reminders reach the SMTP server. */
const emailsSent = {
  notificationEmail: { status: 'sent' },
  confirmationEmail: { status: 'sent' },
} as const

let payload: Payload
let smtp: SmtpCapture
let owner: User
let staff: User

/**
 * Two runners at once: each reminder must still leave once. Payload's own job pick-up lets both start the
 * same job, and the one that loses can fail writing its log to a job the other finished and deleted; the
 * server's runner logs such a round and goes on (src/server/jobs/runner.ts), so a failed round is tolerated here too.
 */
async function runJobs() {
  for (let round = 0; round < 3; round += 1)
    await Promise.allSettled([
      payload.jobs.run({ limit: 10, silent: true }),
      payload.jobs.run({ limit: 10, silent: true }),
    ])
  await payload.jobs.run({ limit: 10, silent: true })
}

const seedContact = (
  name: string,
  createdAt: string,
  fields: Partial<Pick<ContactSubmission, 'urgency' | 'status' | 'assignee'>> = {},
) =>
  payload.create({
    collection: 'contact-submissions',
    data: {
      name,
      email: 'visitor@example.org',
      message: 'My laptop will not start',
      urgency: 'normal',
      createdAt,
      status: 'new',
      ...emailsSent,
      ...fields,
    },
    overrideAccess: true,
    depth: 0,
  })

const seedPackage = (customerName: string, createdAt: string) =>
  payload.create({
    collection: 'package-purchases',
    data: {
      customerName,
      email: 'buyer@example.org',
      packageName: 'Business Website',
      createdAt,
      status: 'new',
      ...emailsSent,
    },
    overrideAccess: true,
    depth: 0,
  })

const mailsAbout = (name: string) => smtp.received.filter((mail) => mail.subject.includes(name))

beforeAll(async () => {
  smtp = await captureSmtp()
  process.env.LEADS_NOTIFY_TO = teamAddress
  process.env.JOBS_AUTORUN = 'false'
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
  staff = await payload.create({
    collection: 'users',
    data: {
      email: 'tech@example.com',
      username: 'tech',
      password: 'Tangerine-harbor-71',
      role: 'staff',
    },
  })
})

afterAll(async () => {
  await payload?.destroy()
  await smtp?.close()
})

describe('lead reminders with the clock moved forward', () => {
  it('remind of a lead left New for one working day once, from Friday 16:30 to Monday 16:30, to its assignee', async () => {
    // Friday 20 November 16:30 EST, assigned to the technician.
    const lead = await seedContact('Fran Friday', '2026-11-20T21:30:00Z', { assignee: staff.id })
    const due = (now: string) =>
      dueReminders(payload, new Date(now), newYork).then((list) =>
        list.filter((item) => item.leadId === lead.id),
      )

    expect(await due('2026-11-23T21:29:00Z')).toEqual([])
    expect(await due('2026-11-23T21:30:00Z')).toEqual([
      { collection: 'contact-submissions', leadId: lead.id, kind: 'workingDayReminder' },
    ])

    await Promise.all([
      queueDueReminders(payload, new Date('2026-11-23T21:31:00Z'), newYork),
      queueDueReminders(payload, new Date('2026-11-23T21:31:00Z'), newYork),
    ])
    await runJobs()
    await queueDueReminders(payload, new Date('2026-11-24T21:31:00Z'), newYork)
    await runJobs()

    const mails = mailsAbout('Fran Friday')
    expect(mails).toHaveLength(1)
    expect(mails[0].to).toEqual([staff.email])
    expect(mails[0].subject).toBe(
      'Reminder: the request from Fran Friday is still New after a working day',
    )
    expect(mails[0].text).toContain(`/admin/collections/contact-submissions/${lead.id}`)
    expect(mails[0].text).toContain('assigned to you')
    const stored = await payload.findByID({
      collection: 'contact-submissions',
      id: lead.id,
      overrideAccess: true,
    })
    expect(stored.workingDayReminderEmail).toMatchObject({ status: 'sent', attempts: 1 })
    expect(stored.urgentReminderEmail?.status ?? null).toBeNull()
  })

  it('remind of an unassigned weekend package request on Monday 17:00, to the team and the owners', async () => {
    // Saturday 21 November 10:00 EST.
    const lead = await seedPackage('Sam Saturday', '2026-11-21T15:00:00Z')
    expect(
      await queueDueReminders(payload, new Date('2026-11-23T21:59:00Z'), newYork).then(() =>
        mailsAbout('Sam Saturday'),
      ),
    ).toEqual([])
    await runJobs()
    expect(mailsAbout('Sam Saturday')).toHaveLength(0)

    await queueDueReminders(payload, new Date('2026-11-23T22:00:00Z'), newYork)
    await runJobs()
    const mails = mailsAbout('Sam Saturday')
    expect(mails).toHaveLength(1)
    expect(mails[0].to.sort()).toEqual([owner.email, teamAddress].sort())
    expect(mails[0].text).toContain(`/admin/collections/package-purchases/${lead.id}`)
    expect(mails[0].text).toContain('nobody is assigned')
  })

  it('remind of an urgent service request after four hours, once, and of it again only under the working-day rule', async () => {
    // Wednesday 25 November 09:00 EST, marked Urgent.
    await seedContact('Una Urgent', '2026-11-25T14:00:00Z', { urgency: 'urgent' })
    await queueDueReminders(payload, new Date('2026-11-25T17:59:00Z'), newYork)
    await runJobs()
    expect(mailsAbout('Una Urgent')).toHaveLength(0)

    for (const now of ['2026-11-25T18:00:00Z', '2026-11-25T18:05:00Z', '2026-11-25T21:00:00Z']) {
      await Promise.all([
        queueDueReminders(payload, new Date(now), newYork),
        queueDueReminders(payload, new Date(now), newYork),
      ])
      await runJobs()
    }
    // The age is the real one when the email leaves: the lead's arrival is in the test's past.
    const urgent = mailsAbout('Una Urgent')
    expect(urgent).toHaveLength(1)
    expect(urgent[0].subject).toMatch(
      /^Reminder: urgent request from Una Urgent has waited \d+ (hours|days)$/,
    )
    expect(urgent[0].text).toContain('service request marked Urgent from Una Urgent')

    // Thursday 09:00 EST: one working day.
    await queueDueReminders(payload, new Date('2026-11-26T14:00:00Z'), newYork)
    await runJobs()
    const subjects = mailsAbout('Una Urgent').map((mail) => mail.subject)
    expect(subjects).toHaveLength(2)
    expect(subjects[1]).toBe(
      'Reminder: the request from Una Urgent is still New after a working day',
    )
    expect(
      await payload.count({
        collection: 'payload-jobs',
        where: { taskSlug: { equals: 'sendLeadReminder' } },
        overrideAccess: true,
      }),
    ).toEqual({ totalDocs: 0 })
  })

  it('never remind of a lead someone has worked, nor of one marked spam', async () => {
    await seedContact('Carl Contacted', '2026-11-24T14:00:00Z', {
      urgency: 'urgent',
      status: 'contacted',
    })
    await seedContact('Sid Spam', '2026-11-24T14:00:00Z', { status: 'spam' })
    await queueDueReminders(payload, new Date('2026-11-26T14:00:00Z'), newYork)
    await runJobs()
    expect([...mailsAbout('Carl Contacted'), ...mailsAbout('Sid Spam')]).toEqual([])
  })

  it('do not send a reminder queued before the lead was worked', async () => {
    const lead = await seedContact('Wes Worked', '2026-11-24T14:00:00Z')
    await queueDueReminders(payload, new Date('2026-11-26T14:00:00Z'), newYork)
    await payload.update({
      collection: 'contact-submissions',
      id: lead.id,
      data: { status: 'contacted' },
      overrideAccess: true,
    })
    await runJobs()
    expect(mailsAbout('Wes Worked')).toEqual([])
    const stored = await payload.findByID({
      collection: 'contact-submissions',
      id: lead.id,
      overrideAccess: true,
    })
    expect(stored.workingDayReminderEmail).toMatchObject({
      status: 'notNeeded',
      claimedBy: null,
      claimedUntil: null,
    })
  })

  it('queue no reminder for a lead worked after it was found due', async () => {
    const lead = await seedContact('Pat Picked-up', '2026-11-24T14:00:00Z', { status: 'contacted' })
    const reminderJobs = async () =>
      (
        await payload.count({
          collection: 'payload-jobs',
          where: { taskSlug: { equals: 'sendLeadReminder' } },
          overrideAccess: true,
        })
      ).totalDocs
    const jobsBefore = await reminderJobs()
    expect(
      await queueReminder(payload, {
        collection: 'contact-submissions',
        leadId: lead.id,
        kind: 'workingDayReminder',
      }),
    ).toBe(false)
    expect(await reminderJobs()).toBe(jobsBefore)
    const stored = await payload.findByID({
      collection: 'contact-submissions',
      id: lead.id,
      overrideAccess: true,
    })
    expect(stored.workingDayReminderEmail?.status ?? null).toBeNull()
  })
})

describe('the leads the admin banner shows as waiting', () => {
  it('lists each lead still New past a rule once, under the first rule, whether reminded or not, until it is worked', async () => {
    // Monday 2 November, 8:00 and 11:30 EST (the day after the clocks went back).
    const urgent = await seedContact('Una Urgent', '2026-11-02T13:00:00Z', { urgency: 'urgent' })
    const plain = await seedPackage('Paul Plain', '2026-11-02T13:00:00Z')
    const flagged = await seedContact('Hal High', '2026-11-02T16:30:00Z', { urgency: 'high' })
    const worked = await seedContact('Wanda Worked', '2026-11-02T13:00:00Z', {
      urgency: 'urgent',
      status: 'contacted',
    })
    const ids = [urgent, plain, flagged, worked].map((lead) => String(lead.id))
    const waiting = async (now: string) =>
      (await overdueLeads(payload, new Date(now), newYork))
        .filter((lead) => ids.includes(lead.leadId))
        .map((lead) => [lead.leadId, lead.kind])

    // Monday 14:00: the urgent request has waited six hours; the others not long enough.
    expect(await waiting('2026-11-02T19:00:00Z')).toEqual([[String(urgent.id), 'urgentReminder']])
    // Tuesday 14:00: a working day has passed for all three; the flagged ones stay under their first rule.
    const tuesday = '2026-11-03T19:00:00Z'
    const expected = [
      [String(urgent.id), 'urgentReminder'],
      [String(flagged.id), 'urgentReminder'],
      [String(plain.id), 'workingDayReminder'],
    ]
    expect(await waiting(tuesday)).toEqual(expected)
    // Their reminders being queued does not take them off the banner; being worked does.
    await queueDueReminders(payload, new Date(tuesday), newYork)
    expect(await waiting(tuesday)).toEqual(expected)
    await payload.update({
      collection: 'contact-submissions',
      id: urgent.id,
      data: { status: 'contacted' },
      overrideAccess: true,
    })
    expect(await waiting(tuesday)).toEqual(expected.slice(1))
  })
})

describe('the email check', () => {
  it('counts a reminder given up after its retries as an email that has not gone out', async () => {
    const check = () =>
      emailDeliveryCheck({
        payload,
        env: serverEnv(),
        now: new Date(),
        watchedSince: new Date(),
      })
    expect(await check()).toEqual({ ok: true })
    await payload.create({
      collection: 'payload-jobs',
      data: {
        taskSlug: 'sendLeadReminder',
        input: { collection: 'contact-submissions', leadId: 'gone', kind: 'workingDayReminder' },
        hasError: true,
      },
      overrideAccess: true,
      depth: 0,
    })
    expect(await check()).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/not gone out/),
    })
  })
})
