import { expect, test } from '@playwright/test'

import { e2e } from './helpers/environment'
import { query, withScheduledNow } from './helpers/db'
import { waitForMail, type CapturedMail } from './helpers/mail'
import { startOwnServer, type OwnServer } from './helpers/own-server'
import { logInToAdmin } from './helpers/admin'
import { violations } from './helpers/axe'

const stamp = Date.now().toString(36)
const owner = {
  username: `healthowner${stamp}`,
  email: `health-owner-${stamp}@example.com`,
  password: 'Crystal-river-uptime-42',
}
const staff = {
  username: `healthstaff${stamp}`,
  email: `health-staff-${stamp}@example.com`,
  password: 'Crystal-river-helpdesk-42',
}

/**
 * The owner's site-health emails. Not every email the owner gets: the lead the staff test leaves New gets a
 * reminder at the reminders' next run within working hours, and a Monday brings the weekly summary.
 */
const healthMail = (mail: CapturedMail) =>
  mail.to.includes(owner.email) && /^(Site alert|Resolved): /.test(mail.subject)

test.describe.configure({ mode: 'serial', timeout: 300_000 })

/**
 * As if three minutes had passed since the disk check's last failure, once the scheduled check has
 * found it failing: its alert, or its recovery, is due at the next run instead of minutes later.
 */
async function threeMinutesPass(databaseUri: string) {
  await expect
    .poll(
      async () => {
        const [row] = await query<{ status: string }>(
          'SELECT status FROM site_health_checks WHERE "check" = \'disk\'',
          [],
          databaseUri,
        )
        return row?.status
      },
      { timeout: 150_000 },
    )
    .toBe('failing')
  await query(
    "UPDATE site_health_checks SET failing_since = failing_since - interval '3 minutes', updated_at = updated_at - interval '3 minutes' WHERE \"check\" = 'disk'",
    [],
    databaseUri,
  )
}

let server: OwnServer
let ownerToken: string
const site = () => ({ baseURL: server.baseURL, token: ownerToken, databaseUri: server.databaseUri })
const settings = {
  JOBS_AUTORUN: 'true',
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(e2e.smtpPort),
  SMTP_REQUIRE_TLS: 'false',
}

// A fresh production start with ALERT_DISK_FREE_PERCENT=100 and SMTP on 127.0.0.1: the disk check fails
// from the first minute, and the owner hears of it by email and in the admin.
test.beforeAll(async ({ request }) => {
  server = await startOwnServer({
    name: 'site-health',
    portOffset: 7,
    env: { ...settings, ALERT_DISK_FREE_PERCENT: '100' },
  })
  const registered = await request.post(`${server.baseURL}/api/users/first-register`, {
    data: { ...owner, setupToken: server.setupToken },
  })
  expect(registered.ok(), await registered.text()).toBe(true)
  ownerToken = (await registered.json()).token
  const created = await request.post(`${server.baseURL}/api/users`, {
    data: { ...staff, role: 'staff' },
    headers: { authorization: `JWT ${ownerToken}` },
  })
  expect(created.ok(), await created.text()).toBe(true)
})

test.afterAll(async () => {
  await server?.stop()
})

test('the owner gets one alert email from the scheduled check, and a banner on every admin page leading to the Site health view', async ({
  page,
}) => {
  const alerts = await withScheduledNow(
    'checkSiteHealth',
    site(),
    threeMinutesPass(server.databaseUri).then(() =>
      waitForMail(
        (mail) => healthMail(mail) && mail.subject === 'Site alert: Disk space is failing',
        1,
        150_000,
      ),
    ),
  )
  expect(alerts).toHaveLength(1)
  expect(alerts[0].text).toContain('What to do: Free space on the server')
  expect(server.output()).toContain('Site health: Disk space is failing')

  await logInToAdmin(page, owner.username, owner.password, server.baseURL)
  for (const path of ['/admin', '/admin/collections/contact-submissions', '/admin/account']) {
    await page.goto(`${server.baseURL}${path}`)
    await expect(page.locator('[data-site-health-banner]'), path).toContainText('Disk space')
  }
  expect(await violations(page, '[data-site-health-banner]')).toEqual([])

  await page
    .locator('[data-site-health-banner]')
    .getByRole('link', { name: 'See what to do in Site health' })
    .click()
  await expect(page).toHaveURL(/\/admin\/site-health$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Site health' })).toBeVisible()
  const disk = page.locator('[data-site-check="disk"]')
  await expect(disk).toHaveAttribute('data-status', 'failing')
  await expect(disk).toContainText('Failing since')
  await expect(disk).toContainText('What to do: Free space on the server')
  await expect(page.locator('[data-site-check="emailDelivery"]')).toHaveAttribute(
    'data-status',
    'ok',
  )
  await expect(page.locator('[data-site-check="leads"]')).toHaveAttribute('data-status', 'ok')
  expect(await violations(page, '[data-site-check]')).toEqual([])
  expect(await violations(page, '[data-site-health-banner]')).toEqual([])
  // That the check's later runs send no second email is site-health.int's (repeated and concurrent runs, two
  // runner processes): waiting out a minute here would only slow the suite.
  expect(await waitForMail(healthMail, 2, 0)).toHaveLength(1)
})

test("staff see the leads waiting past their reminder's rule, not the server's health", async ({
  page,
  request,
}) => {
  const email = `waiting-${stamp}@example.org`
  const sent = await request.post(`${server.baseURL}/api/contact`, {
    data: {
      name: 'Ursula Urgent',
      email,
      phone: '',
      company: '',
      subject: 'Server down',
      serviceType: 'Network/Wi-Fi',
      budgetRange: '',
      servicesNeeded: '["Network/Wi-Fi"]',
      preferredContactMethod: 'phone',
      desiredDate: null,
      preferredTime: '',
      urgency: 'urgent',
      message: 'Our office network is down since this morning.',
      attachments: '[]',
      subscribeToUpdates: false,
      agreeToContact: true,
    },
  })
  expect(sent.status(), await sent.text()).toBe(201)
  // The request came in five hours ago.
  await query(
    "UPDATE contact_submissions SET created_at = now() - interval '5 hours' WHERE email = $1",
    [email],
    server.databaseUri,
  )

  await logInToAdmin(page, staff.username, staff.password, server.baseURL)
  const reminders = page.locator('[data-lead-reminders-banner]')
  await expect(reminders).toContainText(
    'Waiting for a reply: 1 urgent request New for over 4 hours.',
  )
  expect(await violations(page, '[data-lead-reminders-banner]')).toEqual([])
  await reminders.getByRole('link', { name: 'Open the New service requests' }).click()
  await expect(page.getByRole('row', { name: /Ursula Urgent/ })).toBeVisible()
  await expect(page.locator('[data-site-health-banner]')).toHaveCount(0)

  await page.goto(`${server.baseURL}/admin/site-health`)
  await expect(page.getByText("Only the site's owners see its health.")).toBeVisible()
  await expect(page.locator('[data-site-check]')).toHaveCount(0)
})

test('with the threshold back at its default, the owner gets one recovery email and the banner goes', async ({
  page,
}) => {
  await server.restart(settings)
  await threeMinutesPass(server.databaseUri)
  const emails = await withScheduledNow(
    'checkSiteHealth',
    site(),
    waitForMail(healthMail, 2, 150_000),
  )
  expect(emails.map((mail) => mail.subject)).toEqual([
    'Site alert: Disk space is failing',
    'Resolved: Disk space is working again',
  ])
  await logInToAdmin(page, owner.username, owner.password, server.baseURL)
  await expect(page.locator('nav').first()).toBeVisible()
  await expect(page.locator('[data-site-health-banner]')).toHaveCount(0)
  await page.goto(`${server.baseURL}/admin/site-health`)
  await expect(page.locator('[data-site-check="disk"]')).toHaveAttribute('data-status', 'ok')
  // The lead the staff test left New five hours ago is the one thing waiting, said in the owner's view too.
  const leads = page.locator('[data-site-check="leads"]')
  await expect(leads).toHaveAttribute('data-status', 'failing')
  await expect(leads).toContainText('What is wrong: 1 urgent request New for over 4 hours.')
  await expect(leads).toContainText('What to do: Reply to each, then set it to Contacted.')
  expect(await violations(page, '[data-site-check]')).toEqual([])
})
