import { expect, test } from '@playwright/test'

import { privacyNoteDefaults } from '../../src/content/globals/PrivacyNote/defaults'
import { violations } from './helpers/axe'

for (const path of ['/', '/website-design', '/app-development']) {
  test(`axe finds no WCAG 2.2 AA violation on ${path}`, async ({ page }) => {
    await page.goto(`${path}#contact`)
    await expect(page.getByTestId('contact-form')).toBeVisible()
    expect(await violations(page)).toEqual([])
  })
}

test('the privacy note shows the CMS copy, and axe finds no violation on it', async ({ page }) => {
  await page.goto('/privacy')
  await expect(
    page.getByRole('heading', { level: 1, name: privacyNoteDefaults.heading }),
  ).toBeVisible()
  await expect(page).toHaveTitle(new RegExp(`^${privacyNoteDefaults.title} \\|`))
  const paragraphs = privacyNoteDefaults.body.split('\n\n')
  await expect(page.locator('main p')).toHaveText(paragraphs)
  expect(await violations(page)).toEqual([])
})

test('axe finds no violation on the 404 page', async ({ page }) => {
  await page.goto('/no-such-page')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await violations(page)).toEqual([])
})

test('axe finds no violation in the open Services dropdown', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Services' }).click()
  await expect(page.getByRole('menu')).toBeVisible()
  expect(await violations(page)).toEqual([])
})

test('axe finds no violation in the open package dialog', async ({ page }) => {
  await page.goto('/website-design')
  await page.getByRole('button', { name: /Request This Package: Business Website/ }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('textbox', { name: 'Your Name' })).toBeVisible()
  expect(await violations(page)).toEqual([])
})

test('axe finds no violation in the contact form showing its errors, and each error is tied to its field', async ({
  page,
}) => {
  await page.goto('/#contact')
  const form = page.getByTestId('contact-form')
  await form.getByRole('checkbox', { name: /agree/i }).click()
  await form.getByRole('button', { name: /submit|send/i }).click()
  const name = form.getByRole('textbox', { name: 'Full Name', exact: true })
  await expect(name).toHaveAttribute('aria-invalid', 'true')
  const errorId = await name.getAttribute('aria-describedby')
  expect(errorId).toBeTruthy()
  await expect(page.locator(`[id="${errorId}"]`)).toHaveAttribute('role', 'alert')
  await expect(name).toHaveAccessibleDescription(/.+/)
  expect(await violations(page)).toEqual([])
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true })

  test('axe finds no violation in the open mobile menu', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: /open.*menu|menu/i }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(await violations(page)).toEqual([])
  })

  test('axe finds no violation on the phone layout of the three pages', async ({ page }) => {
    for (const path of ['/', '/website-design', '/app-development']) {
      await page.goto(path)
      expect(await violations(page), path).toEqual([])
    }
  })
})
