import { expect, test } from '@playwright/test'

import { owner } from './helpers/accounts'

test('the home page answers 200 in the browser', async ({ page }) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(page.locator('h1')).toHaveCount(1)
})

test('the admin answers and the owner can log in with the username', async ({ page }) => {
  const response = await page.goto('/admin')
  expect(response?.status()).toBe(200)
  await page.getByLabel(/email or username/i).fill(owner.username)
  await page.getByLabel(/password/i).fill(owner.password)
  await page.getByRole('button', { name: /log ?in/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  await expect(page.getByText(/dashboard|collections/i).first()).toBeVisible()
})
