import { spawn } from 'node:child_process'

import nodemailer from 'nodemailer'
import type Mail from 'nodemailer/lib/mailer'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { serverEnv } from '@/config/env'
import { reviewCopyOf } from '@/reviews/globals/ReviewCopy/defaults'
import { siteContact } from '@/leads/email/site-contact'
import { confirmationEmail, notificationEmail, type Lead } from '@/leads/email/templates'
import { reminderEmail } from '@/leads/reminders/email'
import { optOutEndpointPath, optOutPagePath, reviewPagePath } from '@/reviews/constants'
import { jobName } from '@/reviews/customer'
import { reviewRequestEmail } from '@/reviews/emails'
import { signReviewLink } from '@/reviews/token'
import { alertMessage } from '@/site-health/alerts'
import { diskCheck } from '@/site-health/checks/disk'
import type { ContactSubmission, User } from '@/payload-types'
import { renderWeeklySummary } from '@/notices/weekly-summary/render'

import { getTestPayload } from './helpers/test-payload'

/** Well below SpamAssassin's own threshold of 5: a message this close to it would land in some spam folders. */
const highestScore = 3
/** One SpamAssassin run (local rules only) takes a few seconds on a loaded machine; a hung one fails the test. */
const spamassassinTimeoutMs = 45_000

type Verdict = { score: number; rules: string[] }

/** Scores a raw message with `spamassassin -t -L`: local tests only, no network, no user preferences written. */
function spamScore(message: Buffer): Promise<Verdict> {
  return new Promise((resolve, reject) => {
    const child = spawn('spamassassin', ['-t', '-L', '--nocreate-prefs'], {
      timeout: spamassassinTimeoutMs,
      stdio: ['pipe', 'pipe', 'pipe'],
    })
    let out = ''
    let err = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code, signal) => {
      const score = /Content analysis details:\s+\((-?[\d.]+) points/.exec(out)
      if (code !== 0 || !score)
        return reject(
          new Error(`spamassassin ended with ${signal ?? code}: ${err || out.slice(-500)}`),
        )
      // The report's table of rules: the lines after its "---- ----" ruler, up to the first that is not a rule.
      const lines = out.slice(out.indexOf('---- ----')).split('\n').slice(1)
      const end = lines.findIndex((line) => !/^\s*-?[\d.]+ [A-Z0-9_]+/.test(line))
      const rules = lines.slice(0, end === -1 ? lines.length : end).map((line) => line.trim())
      resolve({ score: Number(score[1]), rules })
    })
    child.stdin.end(message)
  })
}

/** The message exactly as nodemailer writes it for SMTP, from the site's own sender, with the send's headers. */
async function mimeOf(mail: Mail.Options): Promise<Buffer> {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  })
  const info = await transport.sendMail({ from: serverEnv().EMAIL_FROM, ...mail })
  return info.message as Buffer
}

async function expectDelivered(name: string, mail: Mail.Options) {
  const verdict = await spamScore(await mimeOf(mail))
  console.log(`spamassassin ${name}: ${verdict.score} points\n  ${verdict.rules.join('\n  ')}`)
  expect(verdict.score, `${name}: ${verdict.rules.join('; ')}`).toBeLessThan(highestScore)
}

let payload: Payload
let owner: User
let visitor: ContactSubmission
let lead: Lead

const messageId = (name: string) => `<${name}@${new URL(serverEnv().publicUrl).hostname}>`

beforeAll(async () => {
  payload = await getTestPayload()
  owner = await payload.create({
    collection: 'users',
    data: {
      email: 'owner@example.com',
      username: 'owner',
      password: 'Homosassa-springs-9',
      role: 'owner',
    },
  })
  visitor = await payload.create({
    collection: 'contact-submissions',
    data: {
      name: 'Linda Moore',
      email: 'linda.moore@example.org',
      phone: '352-555-0142',
      subject: 'Laptop will not start',
      serviceType: 'PC/Mac Repair',
      urgency: 'urgent',
      message:
        'My laptop shows a black screen after the update this morning. I need it for work tomorrow. Can someone look at it today?',
      agreeToContact: true,
      status: 'new',
      source: { page: '/contact', referrer: 'https://www.google.com/search' },
      createdAt: '2026-11-02T15:00:00Z',
      notificationEmail: { status: 'sent' },
      confirmationEmail: { status: 'sent' },
    },
    overrideAccess: true,
    depth: 0,
  })
  lead = { collection: 'contact-submissions', doc: visitor }
})

afterAll(async () => {
  await payload?.destroy()
})

describe('the site emails score low with SpamAssassin', () => {
  it('a lead notification to the team', async () => {
    const contact = await siteContact(payload)
    await expectDelivered('lead notification', {
      ...notificationEmail(lead, serverEnv().publicUrl),
      to: contact.teamAddress,
      replyTo: { name: visitor.name, address: visitor.email },
      messageId: messageId(`${visitor.id}.notification`),
    })
  })

  it('a lead confirmation to the visitor', async () => {
    const contact = await siteContact(payload)
    await expectDelivered('lead confirmation', {
      ...confirmationEmail(lead, contact),
      to: lead.doc.email,
      replyTo: contact.teamAddress,
      messageId: messageId(`${lead.doc.id}.confirmation`),
    })
  })

  it('a review request to the customer', async () => {
    const env = serverEnv()
    const [contact, stored] = await Promise.all([
      siteContact(payload),
      payload.findGlobal({ slug: 'review-copy', depth: 0, overrideAccess: true }),
    ])
    const link = (purpose: 'review' | 'optOut') =>
      signReviewLink(env.PAYLOAD_SECRET, {
        purpose,
        collection: lead.collection,
        leadId: lead.doc.id,
      })
    const optOut = link('optOut')
    await expectDelivered('review request', {
      ...reviewRequestEmail(
        reviewCopyOf(stored).email,
        { business: contact.businessName, job: jobName(lead) },
        {
          review: `${env.publicUrl}${reviewPagePath(link('review'))}`,
          optOut: `${env.publicUrl}${optOutPagePath(optOut)}`,
        },
      ),
      to: lead.doc.email,
      replyTo: contact.teamAddress,
      messageId: messageId(`${lead.doc.id}.review`),
      headers: {
        'List-Unsubscribe': `<${env.publicUrl}${optOutEndpointPath}?token=${optOut}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    })
  })

  it('a reminder of a lead left New', async () => {
    const env = serverEnv()
    const contact = await siteContact(payload)
    await expectDelivered('lead reminder', {
      ...reminderEmail({
        kind: 'urgentReminder',
        lead,
        now: new Date('2026-11-02T20:00:00Z'),
        timeZone: env.SITE_TIME_ZONE,
        adminUrl: env.publicUrl,
        toAssignee: false,
      }),
      to: contact.teamAddress,
      messageId: messageId(`${lead.doc.id}.urgentReminder`),
    })
  })

  it('a site-health alert and its recovery', async () => {
    const env = { ...serverEnv(), ALERT_DISK_FREE_PERCENT: 100 }
    const now = new Date()
    const result = await diskCheck({ payload, env, now, watchedSince: now })
    if (result.ok) throw new Error('The disk check passes at 100% wanted free')
    const adminUrl = `${env.publicUrl}/admin`
    await expectDelivered('site-health alert', {
      ...alertMessage(
        {
          kind: 'start',
          check: 'disk',
          incident: 1,
          now,
          problem: result.problem,
          action: result.action,
        },
        adminUrl,
        env.SITE_TIME_ZONE,
      ),
      to: owner.email,
      messageId: messageId('alert.disk.start.1'),
    })
    await expectDelivered('site-health recovery', {
      ...alertMessage(
        { kind: 'recovered', check: 'disk', incident: 1, now },
        adminUrl,
        env.SITE_TIME_ZONE,
      ),
      to: owner.email,
      messageId: messageId('alert.disk.recovered.1'),
    })
  })

  it('the Monday summary', async () => {
    await expectDelivered('weekly summary', {
      ...(await renderWeeklySummary(payload, { weekStart: '2026-11-02', user: owner })),
      to: owner.email,
      messageId: messageId(`summary.2026-11-02.${owner.id}`),
    })
  })
})
