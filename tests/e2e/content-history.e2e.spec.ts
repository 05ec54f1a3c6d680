import { expect, test, type Page } from '@playwright/test'

import { owner } from './helpers/accounts'
import { authHeader, createStaff, logInToAdmin, tokenFor } from './helpers/admin'

/** A package the other suites never edit, on a page that shows its price. */
const packageName = 'Enterprise Website'
const pagePath = '/website-design'

const publicPrice = async (page: Page) => {
  await page.goto(pagePath)
  return page.getByTestId('package-card').filter({ has: page.getByRole('heading', { name: packageName, exact: true }) }).getByTestId('package-price').textContent()
}

test('a draft price stays off the site until published, restoring the earlier version brings it back, and staff cannot publish', async ({ page, request }) => {
  const found = await request.get(`/api/packages?where[name][equals]=${encodeURIComponent(packageName)}&depth=0`)
  const [pkg] = (await found.json()).docs as { id: string; price: number }[]
  expect(await publicPrice(page)).toBe('$4,500')

  await logInToAdmin(page, owner.username, owner.password)
  await page.goto(`/admin/collections/packages/${pkg.id}`)
  await page.locator('#field-price').fill('4900')
  await page.getByRole('button', { name: 'Save Draft' }).click()
  await expect(page.getByText(/draft saved successfully/i)).toBeVisible()
  expect(await publicPrice(page)).toBe('$4,500')

  await page.goto(`/admin/collections/packages/${pkg.id}`)
  await expect(page.locator('#field-price')).toHaveValue('4900')
  await page.getByRole('button', { name: /^Publish/ }).click()
  await expect(page.getByText(/updated successfully/i)).toBeVisible()
  expect(await publicPrice(page)).toBe('$4,900')

  const staff = await createStaff(request)
  const staffToken = await tokenFor(request, staff.username, staff.password)
  for (const draft of [true, false]) {
    const attempt = await request.patch(`/api/packages/${pkg.id}?draft=${draft}`, {
      data: { price: 1, _status: draft ? 'draft' : 'published' },
      headers: authHeader(staffToken),
    })
    expect(attempt.status(), `staff ${draft ? 'draft' : 'publish'}`).toBe(403)
  }
  expect(await publicPrice(page)).toBe('$4,900')

  // The owner's admin session, as the admin's version history screen uses it.
  const origin = { origin: new URL(page.url()).origin }
  const versions = await page.request.get(`/api/packages/versions?where[parent][equals]=${pkg.id}&sort=-createdAt&limit=50&depth=0`, { headers: origin })
  expect(versions.ok()).toBe(true)
  const history = (await versions.json()).docs as { id: string; version: { price: number; _status: string } }[]
  const earlier = history.find(({ version }) => version.price === 4500 && version._status === 'published')
  expect(earlier, 'the published $4,500 version is in the history').toBeDefined()
  const restored = await page.request.post(`/api/packages/versions/${earlier!.id}`, { headers: origin })
  expect(restored.ok(), await restored.text()).toBe(true)
  expect(await publicPrice(page)).toBe('$4,500')
})
