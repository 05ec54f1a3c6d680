import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { contactBody, packageBody } from '../../scripts/lib/lead-bodies'

import { owner } from './helpers/accounts'
import { authHeader, createStaff, logInToAdmin, tokenFor } from './helpers/admin'
import { query } from './helpers/db'
import { axe } from './helpers/axe'

const chartNames = [
  'Leads per week by kind',
  'Leads per week by service or package',
  'Leads per week by source',
]

/** An urgent service request sent five hours ago: sent now through the form's endpoint, its arrival moved back by the owner. */
async function urgentLeadWaiting(request: APIRequestContext) {
  const name = `Pipeline Urgent ${Date.now()}`
  const sent = await request.post('/api/contact', {
    data: contactBody({ name, email: 'pipeline-urgent@example.com', urgency: 'urgent' }),
  })
  expect(sent.status()).toBe(201)
  const [lead] = await query<{ id: string }>('SELECT id FROM contact_submissions WHERE name = $1', [
    name,
  ])
  const token = await tokenFor(request, owner.username, owner.password)
  const fiveHoursAgo = new Date(Date.now() - 5 * 60 * 60 * 1000).toISOString()
  const moved = await request.patch(`/api/contact-submissions/${lead.id}`, {
    data: { createdAt: fiveHoursAgo },
    headers: authHeader(token),
  })
  expect(moved.ok(), await moved.text()).toBe(true)
  return { id: lead.id, name }
}

async function expectDashboard(page: Page) {
  const dashboard = page.locator('[data-pipeline-dashboard]')
  await expect(dashboard.getByRole('heading', { name: 'Pipeline, last 12 weeks' })).toBeVisible()
  // A chart with a single week of leads is folded under its title.
  const folded = dashboard.locator('details[data-pipeline-chart]:not([open]) > summary')
  while ((await folded.count()) > 0) await folded.first().click()
  for (const name of chartNames) await expect(dashboard.getByRole('img', { name })).toBeVisible()
  return dashboard
}

test('the owner sees the pipeline on the dashboard: charts with their numbers, the urgent lead waiting, and axe finds nothing', async ({
  page,
  request,
}) => {
  const lead = await urgentLeadWaiting(request)
  const sent = await request.post('/api/package-purchase', {
    data: { ...packageBody(), source: { utm: { utm_source: 'pipeline-test' } } },
  })
  expect(sent.status()).toBe(201)

  await logInToAdmin(page, owner.username, owner.password)
  const dashboard = await expectDashboard(page)
  await expect(
    dashboard.locator('[data-pipeline-urgent]').getByRole('link', { name: lead.name }),
  ).toHaveAttribute('href', `/admin/collections/contact-submissions/${lead.id}`)

  for (const name of chartNames) await dashboard.getByText(`${name}: the numbers`).click()
  const sources = dashboard.locator('[data-pipeline-table="pipeline-by-source"]')
  await expect(sources.getByRole('columnheader', { name: 'pipeline-test' })).toBeVisible()
  const byKind = dashboard.locator('[data-pipeline-table="pipeline-by-kind"]')
  await expect(byKind.getByRole('row')).toHaveCount(13)

  const { violations } = await axe(page).include('[data-pipeline-dashboard]').analyze()
  expect(
    violations.map((violation) => ({
      rule: violation.id,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    })),
  ).toEqual([])

  await dashboard.locator('[data-pipeline-urgent]').getByRole('link', { name: lead.name }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/collections/contact-submissions/${lead.id}$`))
})

test('staff sees the pipeline too', async ({ page, request }) => {
  const staff = await createStaff(request)
  await logInToAdmin(page, staff.username, staff.password)
  await expectDashboard(page)
})

test('a visitor signed in as nobody gets the login form, and no public page loads any of the dashboard', async ({
  page,
  request,
}) => {
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login/)
  await expect(page.locator('[data-pipeline-dashboard]')).toHaveCount(0)

  for (const path of ['/', '/website-design', '/app-development']) {
    await page.goto(path)
    const scripts = await page
      .locator('script[src]')
      .evaluateAll((elements) => elements.map((element) => (element as HTMLScriptElement).src))
    expect(scripts.length).toBeGreaterThan(0)
    for (const script of scripts)
      for (const part of ['pipeline-by-kind', 'visitors-by-source'])
        expect(await (await request.get(script)).text(), script).not.toContain(part)
    expect(await page.content()).not.toContain('data-pipeline-dashboard')
  }
})
