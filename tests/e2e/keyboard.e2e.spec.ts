import { expect, test, type Locator, type Page } from '@playwright/test'

/** The focused element shows a focus indicator: an outline or a ring (box-shadow). */
async function expectVisibleFocus(page: Page) {
  const indicator = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    if (!element || element === document.body) return 'nothing focused'
    const style = getComputedStyle(element)
    const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
    return outlined || style.boxShadow !== 'none'
      ? 'visible'
      : `no indicator on ${element.outerHTML.slice(0, 120)}`
  })
  expect(indicator).toBe('visible')
}

/** Presses Tab until the target has the focus, checking the focus indicator of every stop on the way. */
async function tabTo(page: Page, target: Locator, limit = 200) {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab')
    await expectVisibleFocus(page)
    if (await target.evaluate((element) => element === document.activeElement)) return
  }
  throw new Error(`no focus on the target after ${limit} presses of Tab`)
}

test('the skip link is the first stop and moves the focus to the main content', async ({
  page,
}) => {
  await page.goto('/')
  await page.keyboard.press('Tab')
  const skipLink = page.getByRole('link', { name: 'Skip to main content' })
  await expect(skipLink).toBeFocused()
  await expect(skipLink).toBeInViewport()
  await page.keyboard.press('Enter')
  await expect(page.locator('#main-content')).toBeFocused()
})

test('a keyboard-only visitor opens the About dropdown, chooses Contact Us and reaches the contact form', async ({
  page,
}) => {
  await page.goto('/')
  const about = page.getByRole('button', { name: 'About' })
  await tabTo(page, about)
  await page.keyboard.press('Enter')
  const menu = page.getByRole('menu')
  await expect(menu).toBeVisible()
  await expect(menu.getByRole('menuitem').first()).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(about).toBeFocused()

  await page.keyboard.press('ArrowDown')
  await expect(menu).toBeVisible()
  const contactUs = menu.getByRole('menuitem', { name: 'Contact Us' })
  while (!(await contactUs.evaluate((element) => element === document.activeElement)))
    await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(menu).toBeHidden()
  await expect(page).toHaveURL(/#contact$/)

  const form = page.getByTestId('contact-form')
  const name = form.getByRole('textbox', { name: 'Full Name', exact: true })
  await tabTo(page, name)
  await page.keyboard.type('Ada Lovelace')
  await expect(name).toHaveValue('Ada Lovelace')

  const serviceType = form.getByRole('combobox', { name: 'Service Type' })
  await tabTo(page, serviceType)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('listbox')).toBeVisible()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('listbox')).toBeHidden()
  await expect(serviceType).not.toHaveText(/Select a service/)

  const desiredDate = form.getByRole('button', { name: 'Desired Date' })
  await tabTo(page, desiredDate)
  await page.keyboard.press('Enter')
  const calendar = page.locator('[data-slot="popover-content"]')
  await expect(calendar.getByRole('grid')).toBeVisible()
  await expect
    .poll(() => calendar.evaluate((element) => element.contains(document.activeElement)))
    .toBe(true)
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('Enter')
  await expect(calendar).toBeHidden()
  await expect(desiredDate).not.toHaveText(/Pick a date/)
})

test('a keyboard-only visitor reads the refusal toast with F8 and dismisses it', async ({
  page,
}) => {
  await page.goto('/#contact')
  const form = page.getByTestId('contact-form')
  await form.getByRole('textbox', { name: 'Full Name', exact: true }).focus()
  await tabTo(page, form.getByRole('button', { name: 'Submit Request' }))
  await page.keyboard.press('Enter')
  const toast = page.locator('[data-slot="toast"]')
  await expect(toast).toContainText('Agreement Required')
  await page.keyboard.press('F8')
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.closest('[role="region"]') !== null))
    .toBe(true)
  await tabTo(page, toast.getByRole('button'), 5)
  await page.keyboard.press('Enter')
  await expect(toast).toBeHidden()
})

test('a keyboard-only visitor opens, fills and closes the package dialog', async ({ page }) => {
  await page.goto('/website-design')
  const trigger = page.getByRole('button', { name: 'Request This Package: Business Website' })
  await tabTo(page, trigger)
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Request Business Website Package' })
  await expect(dialog).toBeVisible()

  const name = dialog.getByRole('textbox', { name: 'Your Name' })
  await tabTo(page, name, 20)
  await page.keyboard.type('Grace Hopper')
  await page.keyboard.press('Tab')
  await expectVisibleFocus(page)
  await page.keyboard.type('grace@example.org')
  await expect(dialog.getByRole('textbox', { name: 'Email Address' })).toHaveValue(
    'grace@example.org',
  )

  const timeline = dialog.getByRole('combobox', { name: 'Preferred Timeline' })
  await tabTo(page, timeline, 10)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('listbox')).toBeVisible()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('listbox')).toBeHidden()
  await expect(dialog).toBeVisible()

  await tabTo(page, dialog.getByRole('button', { name: 'Cancel' }), 10)
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(trigger).toBeFocused()

  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(trigger).toBeFocused()
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('a keyboard-only visitor opens the menu panel, moves through it and closes it', async ({
    page,
  }) => {
    await page.goto('/')
    const menuButton = page.getByRole('button', { name: 'Open menu' })
    await tabTo(page, menuButton, 10)
    await page.keyboard.press('Enter')
    const panel = page.getByRole('dialog')
    await expect(panel).toBeVisible()
    await expect
      .poll(() => panel.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true)

    const websiteDesign = panel.getByRole('link', { name: 'Website Design' })
    await tabTo(page, websiteDesign, 20)
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(menuButton).toBeFocused()

    await page.keyboard.press('Enter')
    await tabTo(page, panel.getByRole('link', { name: 'Website Design' }), 20)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/website-design$/)
    await expect(panel).toBeHidden()
  })
})
