import { expect, test } from '@playwright/test'

import { startOwnServer, type OwnServer } from './helpers/own-server'

/**
 * A fresh site's first-user form calls the admin's server function before anyone is signed in (Payload builds
 * the form's state through it), which src/proxy.ts lets through only while the site has no account. A server
 * of its own: the suite's shared one has its owner from the start.
 */
let server: OwnServer

test.beforeAll(async () => {
  test.setTimeout(240_000)
  server = await startOwnServer({ name: 'first-user-form', portOffset: 11 })
})

test.afterAll(async () => {
  await server?.stop()
})

test('the first-user form of a fresh site creates the owner and signs them in; then a signed-out call is refused', async ({
  page,
}) => {
  test.setTimeout(120_000)
  expect(server.setupToken, 'the start prints a setup token while there is no account').toBeTruthy()
  const actionStatuses: number[] = []
  page.on('response', (response) => {
    if (response.request().headers()['next-action']) actionStatuses.push(response.status())
  })

  await page.goto(`${server.baseURL}/admin/create-first-user`)
  await page.locator('#field-email').fill('first-form-owner@example.com')
  await page.locator('#field-username').fill('firstformowner')
  await page.locator('#field-password').fill('Chassahowitzka-river-canoe-3')
  await page.locator('#field-confirm-password').fill('Chassahowitzka-river-canoe-3')
  await page.locator('#field-setupToken').fill(server.setupToken!)
  // The form asks the server function for its state as it is filled in.
  await expect
    .poll(() => actionStatuses.length, { message: 'the form called the server function' })
    .toBeGreaterThan(0)
  await page.getByRole('button', { name: /create/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
  expect(
    actionStatuses.every((status) => status === 200),
    actionStatuses.join(),
  ).toBe(true)

  // Signed out, the same call from the same page is refused now that an account exists.
  await page.context().clearCookies()
  const refused = await page.evaluate(async () => {
    const html = await (await fetch('/admin/login')).text()
    const id = /\\"id\\":\\"([0-9a-f]{40,})\\",\\"bound\\":null/.exec(html)?.[1] ?? ''
    const answer = await fetch('/admin', {
      method: 'POST',
      headers: { 'next-action': id, accept: 'text/x-component' },
      body: '[{"name":"form-state","args":{}}]',
    })
    return { id, status: answer.status }
  })
  expect(refused.id, 'the login page carries the server function').not.toBe('')
  expect(refused.status).toBe(403)
})
