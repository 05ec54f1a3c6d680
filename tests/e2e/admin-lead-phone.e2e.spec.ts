import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { contactBody, packageBody } from '../../scripts/lib/lead-bodies'

import { createStaff, logInToAdmin } from './helpers/admin'
import { docsScreenshot } from './helpers/docs-screenshot'
import { axe } from './helpers/axe'

const phone = { width: 390, height: 844 }
const desktop = { width: 1366, height: 900 }
/**
 * An urgent lead, then a newer normal one: only the list's urgency order, not its age, puts the urgent
 * one on top. The tag keeps the list to these two (the suite's other specs add leads of their own).
 */
async function sendLeads(request: APIRequestContext) {
  const tag = `phone${Date.now().toString(36)}`
  const urgent = `Maria Gonzalez ${tag}`
  const normal = `Nora Normal ${tag}`
  for (const [name, urgency, preferredContactMethod] of [
    [urgent, 'urgent', 'text'],
    [normal, 'normal', 'phone'],
  ]) {
    const sent = await request.post('/api/contact', {
      data: contactBody({
        name,
        urgency,
        preferredContactMethod,
        email: `${tag}@example.com`,
        phone: '(352) 555-0142',
        subject: 'Server down',
        serviceType: 'PC/Mac Repair',
      }),
    })
    expect(sent.status()).toBe(201)
  }
  return { tag, urgent, normal }
}

/** The list's first four columns and the first row's cells, whole within the viewport. */
async function expectListFits(page: Page, urgent: string) {
  const rows = page.locator('.collection-list--contact-submissions tbody tr')
  await expect(rows).toHaveCount(2)
  const first = rows.first()
  await expect(first).toContainText(urgent)
  for (const heading of ['Name', 'Urgency', 'Status', 'Received'])
    await expect(
      page.locator('.collection-list--contact-submissions thead th', { hasText: heading }),
    ).toBeInViewport({ ratio: 1 })
  await expect(first.getByRole('link', { name: urgent })).toBeInViewport({ ratio: 1 })
  await expect(first.locator('[data-flagged-urgency="urgent"]')).toBeInViewport({ ratio: 1 })
  await expect(first.getByText('New', { exact: true })).toBeInViewport({ ratio: 1 })
  await expect(first.locator('time')).toHaveText(/ago|this minute/)
  await expect(first.locator('time')).toBeInViewport({ ratio: 1 })
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
}

/** Scoped to the parts the site adds or changes: Payload's own chrome is not ours to fix. */
async function expectNoViolations(page: Page, include: string) {
  const { violations } = await axe(page).include(include).analyze()
  expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target)}`)).toEqual(
    [],
  )
}

test.describe('a lead on a phone', () => {
  test.use({ viewport: phone })

  test('staff sees the urgent lead first, and opens it on its summary with links, status and assignee near the top', async ({
    page,
    request,
  }, testInfo) => {
    const { tag, urgent, normal } = await sendLeads(request)
    const staff = await createStaff(request)
    await logInToAdmin(page, staff.username, staff.password)

    await page.goto(`/admin/collections/contact-submissions?search=${tag}`)
    await expectListFits(page, urgent)
    await docsScreenshot(page, testInfo, 'lead-list-phone')
    // The cells the site renders; the headings, sort buttons and row checkboxes are Payload's own.
    await expectNoViolations(
      page,
      '.collection-list--contact-submissions tbody td:not(.cell-_select)',
    )

    await page.getByRole('link', { name: urgent }).click()
    const summary = page.locator('[data-lead-summary]')
    await expect(summary).toBeInViewport()
    await expect(summary.getByRole('heading', { name: urgent })).toBeVisible()
    await expect(summary).toContainText('PC/Mac Repair')
    await expect(summary).toContainText('Server down')
    await expect(summary.locator('[data-flagged-urgency="urgent"]')).toBeVisible()
    await expect(summary.getByRole('link', { name: /^Call/ })).toHaveAttribute(
      'href',
      'tel:+13525550142',
    )
    await expect(summary.getByRole('link', { name: /^Text/ })).toHaveAttribute(
      'href',
      'sms:+13525550142',
    )
    await expect(summary.getByRole('link', { name: /^Email/ })).toHaveAttribute(
      'href',
      `mailto:${tag}@example.com`,
    )
    for (const field of ['#field-status', '#field-assignee']) {
      const box = await page.locator(field).boundingBox()
      expect(box, field).not.toBeNull()
      expect(box!.y, field).toBeLessThan(2 * phone.height)
    }
    await docsScreenshot(page, testInfo, 'lead-summary-phone')
    await expectNoViolations(page, '[data-lead-summary]')

    // Texting is offered only to a visitor who chose it.
    await page.goto(`/admin/collections/contact-submissions?search=${tag}`)
    await page.getByRole('link', { name: normal }).click()
    await expect(
      page.locator('[data-lead-summary]').getByRole('link', { name: /^Call/ }),
    ).toBeVisible()
    await expect(
      page.locator('[data-lead-summary]').getByRole('link', { name: /^Text/ }),
    ).toHaveCount(0)
  })
})

test.describe('the lead list on a laptop', () => {
  test.use({ viewport: desktop })

  test('shows the urgent lead first with its name, urgency, status and age; a package request opens on its summary', async ({
    page,
    request,
  }, testInfo) => {
    const { tag, urgent } = await sendLeads(request)
    const staff = await createStaff(request)
    await logInToAdmin(page, staff.username, staff.password)

    await page.goto(`/admin/collections/contact-submissions?search=${tag}`)
    await expectListFits(page, urgent)
    await docsScreenshot(page, testInfo, 'lead-list-desktop')

    // A package request opens on its summary too: the package and its price, no urgency.
    const customerName = `Grace Hopper ${tag}`
    const sent = await request.post('/api/package-purchase', {
      data: packageBody({ customerName, email: `${tag}@example.com` }),
    })
    expect(sent.status()).toBe(201)
    await page.goto(`/admin/collections/package-purchases?search=${tag}`)
    await page.getByRole('link', { name: customerName }).click()
    const summary = page.locator('[data-lead-summary]')
    await expect(summary.getByRole('heading', { name: customerName })).toBeVisible()
    await expect(summary).toContainText('Business Website · $')
    await expect(summary.getByRole('link', { name: /^Call/ })).toHaveAttribute(
      'href',
      'tel:+13525550199',
    )
    await expect(summary.getByRole('link', { name: /^Text/ })).toHaveCount(0)
  })
})
