import { expect, test } from '@playwright/test'

test.use({ viewport: { width: 375, height: 812 } })

test('at 375 px the menu button opens the panel with Return to Home, Services, Company and Call Now', async ({
  page,
}) => {
  await page.goto('/website-design')
  const header = page.getByRole('banner')
  await expect(header.getByRole('button', { name: 'Services', exact: true })).toBeHidden()
  await expect(header.getByTestId('header-call')).toBeHidden()

  const menuButton = header.getByRole('button', { name: 'Open menu' })
  await expect(async () => {
    await menuButton.click()
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 1000 })
  }).toPass()
  const panel = page.getByRole('dialog')
  await expect(panel.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
  await expect(panel.getByRole('heading', { name: 'Services' })).toBeVisible()
  await expect(panel.getByRole('heading', { name: 'Company' })).toBeVisible()
  for (const entry of [
    'Managed IT Services',
    'Website Design',
    'Application Development',
    'Home User Services',
    'Our Team',
    'Contact Us',
  ]) {
    await expect(panel.getByRole('link', { name: entry, exact: true })).toBeVisible()
  }
  await expect(panel.getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', /^tel:/)

  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
})

test('at 375 px a menu entry closes the panel and reaches its section', async ({ page }) => {
  await page.goto('/app-development')
  await expect(async () => {
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 1000 })
  }).toPass()
  await page.getByRole('dialog').getByRole('link', { name: 'Home User Services' }).click()
  await expect(page).toHaveURL(/\/#home-services$/)
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect
    .poll(() =>
      page.locator('#home-services').evaluate((element) => {
        const { top, bottom } = element.getBoundingClientRect()
        return top < window.innerHeight && bottom > 0
      }),
    )
    .toBe(true)
})
