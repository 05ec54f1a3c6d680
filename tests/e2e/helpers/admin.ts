import { expect, type APIRequestContext, type Page } from '@playwright/test'

import { owner } from './accounts'
import { e2e } from './environment'

/** A JWT for REST calls as the given account (Payload reads `Authorization: JWT <token>`). */
export async function tokenFor(request: APIRequestContext, username: string, password: string) {
  const response = await request.post('/api/users/login', { data: { username, password } })
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()).token as string
}

export const authHeader = (token: string) => ({ authorization: `JWT ${token}` })

let staffCount = 0

/** A new staff account created by the owner through REST. */
export async function createStaff(request: APIRequestContext) {
  staffCount += 1
  const account = {
    email: `staff-${process.pid}-${staffCount}-${Date.now()}@example.com`,
    username: `staff${process.pid}x${staffCount}x${Date.now().toString(36)}`,
    password: 'Floral-city-helpdesk-8',
    name: 'Sam Staff',
  }
  const ownerToken = await tokenFor(request, owner.username, owner.password)
  const created = await request.post('/api/users', {
    data: { ...account, role: 'staff' },
    headers: authHeader(ownerToken),
  })
  expect(created.ok(), await created.text()).toBe(true)
  return { ...account, id: (await created.json()).doc.id as string }
}

export async function logInToAdmin(page: Page, username: string, password: string, origin = '') {
  await page.goto(`${origin}/admin/login`)
  await formReady(page)
  await page.getByLabel(/email or username/i).fill(username)
  await page.locator('input[name="password"]').fill(password)
  await page.getByRole('button', { name: /log ?in/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
}

export const baseURL = e2e.baseURL

/** On an open lead: picks the status and saves. A click before the view has hydrated opens nothing, so it repeats. */
export async function saveLeadStatus(page: Page, status: string) {
  const option = page.getByRole('option', { name: status, exact: true })
  await expect(async () => {
    await page.locator('#field-status').click()
    await expect(option).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
  await option.click()
  await formReady(page)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText(/updated successfully/i)).toBeVisible({ timeout: 30_000 })
}

/**
 * Waits until Payload's form is hydrated and idle (`data-form-ready`, as Payload's own tests wait):
 * typed into before, a box shows its value while the form's state stays empty; submitted while it
 * works, the submit is dropped.
 */
export async function formReady(page: Page) {
  await expect(page.locator('form[data-form-ready="true"]').first()).toBeAttached()
}
