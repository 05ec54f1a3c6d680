import fs from 'node:fs'

import { expect, test, type Page } from '@playwright/test'

import { contactBody } from '../../scripts/lib/lead-bodies'
import { samples } from '../int/attachments.samples'

import { owner } from './helpers/accounts'
import { authHeader, createStaff, logInToAdmin, saveLeadStatus, tokenFor } from './helpers/admin'
import { query } from './helpers/db'
import { docsScreenshot } from './helpers/docs-screenshot'
import { waitForMail } from './helpers/mail'
import { startSiteServer, type SiteServer } from './helpers/site-server'
import { axe } from './helpers/axe'

/**
 * The owner's and staff's day (issue 41) walked in the browser against the built server, each step
 * pictured for docs/operations.md ("Using the admin"). The details of each behaviour are the other
 * specs' (leads, attachments, admin-inbox, reviews, pipeline-dashboard): here the path and the pictures.
 */
test.describe.configure({ mode: 'serial' })

const desktop = { width: 1366, height: 900 }
const phone = { width: 390, height: 844 }
const stamp = `${Date.now()}`
const urgent = { name: 'Maria Gonzalez', email: `maria.${stamp}@example.org` }
const normal = { name: 'Tom Becker', email: `tom.${stamp}@example.org` }
const leadsList = '/admin/collections/contact-submissions'

/** The suite's build on its database with the review request three days out, as production has it (the suite sends at once). */
let delayed: SiteServer
let staff: Awaited<ReturnType<typeof createStaff>>

test.use({ viewport: desktop })

test.beforeAll(async ({ request }) => {
  staff = await createStaff(request)
  delayed = await startSiteServer({ REVIEW_REQUEST_DELAY_DAYS: '3' })
})

test.afterAll(async () => {
  await delayed?.stop()
})

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`)

/** A plain page to picture something the admin does not show itself (an email, a spreadsheet). */
async function showPage(page: Page, title: string, body: string) {
  // A blank document first: written over an admin page, the admin's scripts would still run in it.
  await page.goto('about:blank')
  await page.setContent(
    `<!doctype html><html lang="en"><head><title>${escapeHtml(title)}</title><style>
      body { font: 16px/1.5 system-ui, sans-serif; margin: 24px; color: #111; }
      table { border-collapse: collapse; font-size: 13px; }
      th, td { border: 1px solid #999; padding: 4px 8px; text-align: left; vertical-align: top; white-space: pre-wrap; }
      th { background: #eee; } pre { white-space: pre-wrap; font: inherit; }
    </style></head><body>${body}</body></html>`,
  )
}

/** Every cell of the export is quoted (src/leads/admin/csv.ts), so a quoted-cell reader is enough here. */
function parseCsv(text: string) {
  const rows: string[][] = [[]]
  for (const [, cell, end] of text.replace(/^\uFEFF/, '').matchAll(/"((?:[^"]|"")*)"(,|\r\n|$)/g)) {
    rows.at(-1)!.push(cell.replace(/""/g, '"'))
    if (end === '\r\n') rows.push([])
  }
  const [header, ...body] = rows.filter((row) => row.length > 0)
  return body.map((row) => Object.fromEntries(header.map((name, index) => [name, row[index]])))
}

/** The wall-clock time of `date` in the business's zone, as a person there reads it. */
function localTime(date: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: process.env.SITE_TIME_ZONE || 'America/New_York',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  )
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`
}

const leadIdOf = async (email: string) =>
  (await query<{ id: string }>('SELECT id FROM contact_submissions WHERE email = $1', [email]))[0]
    .id

test('at 1,366 x 900 and 390 x 844: an urgent lead heads the team email and the list, its attachment downloads under its own name, the dashboard shows tiles first', async ({
  page,
  request,
}, testInfo) => {
  const sent = await request.post('/api/contact', {
    data: contactBody({ ...normal, urgency: 'normal', serviceType: 'Web Site Design' }),
  })
  expect(sent.status()).toBe(201)

  await page.goto('/?utm_source=google&utm_medium=cpc#contact')
  const form = page.getByTestId('contact-form')
  await form.scrollIntoViewIfNeeded()
  await form.getByRole('textbox', { name: 'Full Name', exact: true }).fill(urgent.name)
  await form.getByRole('textbox', { name: 'Email Address', exact: true }).fill(urgent.email)
  await form.getByRole('textbox', { name: 'Phone Number', exact: true }).fill('(352) 555-0163')
  await form
    .getByRole('textbox', { name: 'Company Name', exact: true })
    .fill('Crystal River Dental')
  await form
    .getByRole('textbox', { name: 'Subject', exact: true })
    .fill('Front desk PC will not start')
  await page.getByLabel('Service Type', { exact: true }).click()
  await page.getByRole('option', { name: 'PC/Mac Repair', exact: true }).click()
  await form
    .getByRole('textbox', { name: 'Message', exact: true })
    .fill('The office PC shows this error and will not start. Screenshot attached.')
  await form.getByRole('radio', { name: /^Urgent/ }).click()
  await form.getByLabel('Attachments').setInputFiles({
    name: 'router-error.png',
    mimeType: samples.screenshot.type,
    buffer: samples.screenshot.bytes,
  })
  await form.getByRole('checkbox', { name: /agree to be contacted/ }).click()
  await form.getByRole('button', { name: 'Submit Request' }).click()
  await expect(
    page.locator('[data-slot="toast"]').getByText('Service request submitted successfully!'),
  ).toBeVisible()

  const [teamEmail] = await waitForMail((mail) => mail.replyTo.includes(urgent.email))
  expect(teamEmail.subject).toMatch(/^URGENT – same day: New service request from Maria Gonzalez/)
  expect(teamEmail.text).toMatch(/^URGENT – same day: New service request\n/)
  const firstLines = teamEmail.text.split('\n').slice(0, 14).join('\n')
  await showPage(
    page,
    'The team email',
    `<p><strong>From:</strong> ${escapeHtml(teamEmail.from)}<br><strong>Subject:</strong> ${escapeHtml(teamEmail.subject)}</p><hr><pre>${escapeHtml(firstLines)}</pre>`,
  )
  await docsScreenshot(page, testInfo, 'team-email-urgent')

  await logInToAdmin(page, staff.username, staff.password)
  await page.goto(leadsList)
  const names = page.locator('tbody tr')
  await expect(names.filter({ hasText: urgent.name })).toBeVisible()
  const rows = await names.allInnerTexts()
  const urgentRow = rows.findIndex((row) => row.includes(urgent.name))
  const normalRow = rows.findIndex((row) => row.includes(normal.name))
  expect(urgentRow).toBeGreaterThanOrEqual(0)
  expect(normalRow === -1 || urgentRow < normalRow).toBe(true)
  await expect(names.first().locator('[data-flagged-urgency="urgent"]')).toBeVisible()
  await docsScreenshot(page, testInfo, 'lead-list-urgent-first')

  const [attachment] = await query<{ id: string }>(
    'SELECT a.id FROM lead_attachments a JOIN contact_submissions l ON l.id = a.lead_id WHERE l.email = $1',
    [urgent.email],
  )
  await page.goto(`/admin/collections/lead-attachments/${attachment.id}`)
  const downloadLink = page.getByRole('link', { name: 'Download router-error.png' })
  await expect(downloadLink).toBeVisible()
  await docsScreenshot(page, testInfo, 'attachment-download')
  const downloading = page.waitForEvent('download')
  await downloadLink.click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('router-error.png')
  expect(fs.readFileSync((await download.path())!).equals(samples.screenshot.bytes)).toBe(true)

  await page.goto('/admin')
  const dashboard = page.locator('[data-pipeline-dashboard]')
  // The tiles and the leads waiting come before the charts, on the first screen.
  await expect(page.locator('[data-new-leads="contact-submissions"]')).toBeInViewport()
  await expect(dashboard.locator('[data-pipeline-figure="leads"]')).toBeInViewport()
  // The side menu stays open beside the page at a laptop's width (src/components/admin/OpenNavBesideThePage.tsx).
  await expect(page.locator('.template-default')).toHaveClass(/template-default--nav-open/)
  await expect(
    page.locator('.nav').getByRole('link', { name: 'Service requests', exact: true }),
  ).toBeInViewport()
  await docsScreenshot(page, testInfo, 'dashboard-desktop')

  await page.setViewportSize(phone)
  await page.reload()
  await expect(page.locator('[data-new-leads="contact-submissions"]')).toBeInViewport()
  await docsScreenshot(page, testInfo, 'dashboard-phone')
})

test('staff mark the lead Won: the panel says when the review request goes and Skip calls it off; the CSV has local times, notes and source', async ({
  page,
  request,
}, testInfo) => {
  const leadId = await leadIdOf(urgent.email)
  // The note's own walk is admin-inbox's: here it is one of the export's columns.
  const noted = await request.patch(`/api/contact-submissions/${leadId}`, {
    data: { notes: [{ text: 'Fixed on site, new power supply' }] },
    headers: authHeader(await tokenFor(request, staff.username, staff.password)),
  })
  expect(noted.ok(), await noted.text()).toBe(true)
  await logInToAdmin(page, staff.username, staff.password, delayed.baseURL)

  await page.goto(`${delayed.baseURL}${leadsList}/${leadId}`)
  await saveLeadStatus(page, 'Won')

  const schedule = page.getByTestId('review-request-schedule')
  await expect(schedule).toContainText(/Goes on \w{3}, \w{3} \d{1,2}, .*\(in 3 days\)/)
  await expect(schedule.getByRole('button', { name: 'Send it now' })).toBeVisible()
  await schedule.scrollIntoViewIfNeeded()
  await docsScreenshot(page, testInfo, 'won-panel')
  await schedule.getByRole('button', { name: 'Skip it' }).click()
  await expect(page.getByText('Not sent: skipped by staff')).toBeVisible()
  await expect(schedule).toBeHidden()

  // Browsers keep cookies per host, not per port: the session holds on the suite's server, which shares the secret.
  // `contains`, an operator of email fields: the list's filter turns any other (`like`) into `equals` once it loads.
  await page.goto(`${leadsList}?where[email][contains]=${stamp}`)
  const exportLink = page.getByRole('link', { name: 'Export filtered leads (CSV)' })
  await expect(exportLink).toHaveAttribute('href', new RegExp(`where.*${stamp}`))
  const downloading = page.waitForEvent('download')
  await exportLink.click()
  const exportFile = await downloading
  const text = fs.readFileSync((await exportFile.path())!, 'utf8')
  // A refusal would download as JSON: say so instead of "no such row".
  expect(text.slice(0, 200)).toMatch(/^\uFEFF"Received"/)
  const csv = parseCsv(text)
  expect(csv.map((row) => row.Email)).toContain(urgent.email)
  const exported = csv.find((row) => row.Email === urgent.email)!
  const [stored] = await query<{ created_at: Date }>(
    'SELECT created_at FROM contact_submissions WHERE id = $1',
    [leadId],
  )
  expect(exported).toMatchObject({
    Received: localTime(stored.created_at),
    Status: 'Won',
  })
  expect(exported['Internal notes']).toMatch(
    /^\d{4}-\d\d-\d\d \d\d:\d\d .+: Fixed on site, new power supply$/,
  )
  expect(exported['Sent from page']).toContain('/?utm_source=google')
  expect(exported['UTM parameters'].split('; ').sort()).toEqual([
    'utm_medium=cpc',
    'utm_source=google',
  ])

  const columns = [
    'Received',
    'Status',
    'Name',
    'Urgency',
    'Internal notes',
    'Sent from page',
    'UTM parameters',
  ]
  await showPage(
    page,
    'The leads export',
    `<p>${escapeHtml(`${exportFile.suggestedFilename()} opened: ${csv.length} rows, ${columns.length} of its columns`)}</p><table><tr>${columns
      .map((column) => `<th>${escapeHtml(column)}</th>`)
      .join('')}</tr>${csv
      .map(
        (row) =>
          `<tr>${columns.map((column) => `<td>${escapeHtml(row[column] ?? '')}</td>`).join('')}</tr>`,
      )
      .join('')}</table>`,
  )
  await docsScreenshot(page, testInfo, 'csv-export')
})

test("axe finds nothing in the site's parts of the dashboard, lead list, Won panel, attachment link and Site health", async ({
  page,
  request,
}) => {
  const leadId = await leadIdOf(normal.email)
  // Won through the server with the delay, so its review request waits and the panel shows.
  const token = await tokenFor(request, owner.username, owner.password)
  const won = await request.patch(`${delayed.baseURL}/api/contact-submissions/${leadId}`, {
    data: { status: 'won' },
    headers: authHeader(token),
  })
  expect(won.ok(), await won.text()).toBe(true)
  const [attachment] = await query<{ id: string }>(
    'SELECT a.id FROM lead_attachments a JOIN contact_submissions l ON l.id = a.lead_id WHERE l.email = $1',
    [urgent.email],
  )

  await logInToAdmin(page, owner.username, owner.password, delayed.baseURL)

  // Payload's own chrome is not the site's: each view is checked in the parts the site adds.
  const views: { path: string; parts: string[] }[] = [
    {
      path: '/admin',
      parts: [
        '[data-site-health-summary]',
        '[aria-labelledby="new-leads-heading"]',
        '[data-pipeline-dashboard]',
        '[data-site-health-nav]',
      ],
    },
    { path: leadsList, parts: ['[data-flagged-urgency]', 'a[href*="/export.csv"]'] },
    {
      path: `${leadsList}/${leadId}`,
      parts: ['[data-testid="review-request-schedule"]'],
    },
    { path: `/admin/collections/lead-attachments/${attachment.id}`, parts: ['a[download]'] },
    { path: '/admin/site-health', parts: ['[data-site-check]'] },
  ]
  for (const view of views) {
    await page.goto(`${delayed.baseURL}${view.path}`)
    for (const part of view.parts)
      await expect(page.locator(part).first(), part).toBeVisible({ timeout: 30_000 })
    const scoped = axe(page)
    for (const part of view.parts) scoped.include(part)
    const { violations, passes } = await scoped.analyze()
    expect(passes.length, `${view.path}: axe checked the parts`).toBeGreaterThan(0)
    expect(
      violations.map((violation) => ({
        rule: violation.id,
        nodes: violation.nodes.map((node) => node.target.join(' ')),
      })),
      view.path,
    ).toEqual([])
  }
})
