import { expect, test } from '@playwright/test'

import { passwordRule } from '../../src/users/password-policy'
import { owner } from './helpers/accounts'
import { authHeader, formReady, logInToAdmin, tokenFor } from './helpers/admin'
import { docsScreenshot } from './helpers/docs-screenshot'
import { waitForMail } from './helpers/mail'
import { violations } from './helpers/axe'

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[char]};`)

test.use({ viewport: { width: 1366, height: 900 } })

test('the owner invites staff by email, and the link sets their password and opens the admin', async ({
  page,
  browser,
}, testInfo) => {
  const person = { name: 'Rosa Delgado', email: `rosa-${Date.now()}@example.com` }
  await logInToAdmin(page, owner.username, owner.password)
  await page.goto('/admin/collections/users/create')

  // The invitation is the default: no password boxes, the rule in words beside the choice.
  const invite = page.getByRole('checkbox', { name: /Email an invitation/ })
  await expect(invite).toBeChecked()
  await expect(page.locator('#field-password')).toBeHidden()
  await expect(page.locator('.password-choice')).toContainText(passwordRule)
  await page.locator('#field-email').fill(person.email)
  await page.locator('#field-name').fill(person.name)
  expect(await violations(page, '.password-choice')).toEqual([])
  await docsScreenshot(page, testInfo, 'staff-invite-form')

  // Untick: the boxes come back, as today, and are required; tick again to invite.
  await invite.click()
  await expect(page.locator('#field-password')).toBeVisible()
  await invite.click()
  await expect(page.locator('#field-password')).toBeHidden()

  // On a phone the same form fits its width, and the choice stays readable.
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(invite).toBeVisible()
  await expect
    .poll(() =>
      page
        .locator('.password-choice')
        .evaluate((choice) => choice.getBoundingClientRect().right <= window.innerWidth),
    )
    .toBe(true)
  expect(await violations(page, '.password-choice')).toEqual([])
  await page.setViewportSize({ width: 1366, height: 900 })

  await page.locator('#action-save').click()
  await expect(page).toHaveURL(/\/admin\/collections\/users\/[0-9a-f-]{36}/)

  const [mail] = await waitForMail((message) => message.to.includes(person.email))
  expect(mail, 'the invitation email').toBeDefined()
  expect(mail.subject).toMatch(/invited you to the .+ admin$/)
  const link = /href="([^"]+\/admin\/reset\/[0-9a-f]+)"/.exec(mail.html)?.[1]
  expect(link).toBeDefined()
  await page.setContent(
    `<!doctype html><html lang="en"><head><title>The invitation</title></head><body style="margin:24px">
      <p style="font:14px system-ui"><strong>To:</strong> ${escapeHtml(person.email)}<br><strong>Subject:</strong> ${escapeHtml(mail.subject)}</p><hr>
      ${mail.html.replace(/^<!doctype html><html><body[^>]*>|<\/body><\/html>$/g, '')}</body></html>`,
  )
  await expect(page.getByRole('link', { name: 'Choose your password' })).toBeVisible()
  await docsScreenshot(page, testInfo, 'staff-invite-email')

  // The new person, in a browser of their own.
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } })
  const newcomer = await context.newPage()
  await newcomer.goto(link!)
  // Typed before the form hydrates, a box shows its value while Payload's form state stays empty.
  await formReady(newcomer)
  const password = newcomer.locator('#field-password')
  const confirm = newcomer.locator('#field-confirm-password')
  const reset = newcomer.getByRole('button', { name: /reset password/i })
  // Typed and pressed again until answered, as a person would: a box typed into as the form renders can keep
  // its value on screen while the form's state misses it, and the form then says only "Please correct
  // invalid fields". A refused password says the rule where it was typed.
  const choose = async (value: string) => {
    await password.fill(value)
    await confirm.fill(value)
    await reset.click()
  }
  await expect(async () => {
    await choose('rosa-harbor-9')
    await expect(newcomer.getByText(passwordRule).first()).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
  expect(await violations(newcomer, '.reset-password__wrap form')).toEqual([])
  await docsScreenshot(newcomer, testInfo, 'staff-set-password')

  await expect(async () => {
    if (await reset.isVisible()) await choose('Chassahowitzka-springs-24')
    await expect(newcomer).toHaveURL(/\/admin\/?$/, { timeout: 5_000 })
  }).toPass({ timeout: 30_000 })
  await expect(newcomer.getByRole('link', { name: 'Service requests', exact: true })).toBeVisible()
  const me = await newcomer.evaluate(() => fetch('/api/users/me').then((answer) => answer.json()))
  expect(me.user).toMatchObject({ email: person.email, name: person.name, role: 'staff' })
  await context.close()
})

test('the built server answers a refused password with the rule in the field message', async ({
  request,
}) => {
  const headers = authHeader(await tokenFor(request, owner.username, owner.password))
  const refused = await request.post('/api/users', {
    data: { email: `weak-${Date.now()}@example.com`, password: 'Short-1', role: 'staff' },
    headers,
  })
  expect(refused.status()).toBe(400)
  expect((await refused.json()).errors[0].data.errors).toEqual([
    { message: `Too short. ${passwordRule}`, path: 'password' },
  ])
})
