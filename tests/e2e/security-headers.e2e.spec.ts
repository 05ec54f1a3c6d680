import { expect, test, type Page } from '@playwright/test'

import { personalCacheControl } from '../../src/server/http/cache-control.mjs'

const pages = ['/', '/website-design', '/app-development', '/admin']

for (const path of pages) {
  test(`security headers are sent on ${path}`, async ({ request }) => {
    const response = await request.get(path)
    expect(response.status()).toBe(200)
    const headers = response.headers()
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'")
    expect(headers['content-security-policy']).not.toContain('unsafe-eval')
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy']).toContain('camera=()')
    expect(headers['x-powered-by']).toBeUndefined()
  })
}

async function collectViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { cspViolations: string[] }).cspViolations = seen
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    )
  })
  const consoleViolations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleViolations.push(message.text())
  })
  return async () => [
    ...consoleViolations,
    ...(await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    )),
  ]
}

test('the public pages load without a Content-Security-Policy violation', async ({ page }) => {
  const violations = await collectViolations(page)
  for (const path of ['/', '/website-design', '/app-development']) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    expect(await violations(), path).toEqual([])
  }
})

test('sending the contact form reports no Content-Security-Policy violation', async ({ page }) => {
  const violations = await collectViolations(page)
  await page.goto('/#contact')
  const form = page.getByTestId('contact-form')
  await form.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Csp Check')
  await form
    .getByRole('textbox', { name: 'Email Address', exact: true })
    .fill(`csp+${Date.now()}@example.org`)
  await form
    .getByRole('textbox', { name: 'Message', exact: true })
    .fill('Checking the page under its own Content-Security-Policy.')
  await form.getByRole('checkbox', { name: /agree to be contacted/ }).click()
  const answer = page.waitForResponse(
    (response) => response.url().endsWith('/api/contact') && response.request().method() === 'POST',
  )
  await form.getByRole('button', { name: 'Submit Request' }).click()
  expect((await answer).status()).toBe(201)
  await expect(page.locator('[data-slot="toast"]')).toContainText(
    'Service request submitted successfully!',
  )
  expect(await violations()).toEqual([])
})

// The lead endpoints are route handlers: Next's header rules (next.config.mjs) give them the headers of every page.
for (const path of ['/api/contact', '/api/package-purchase']) {
  test(`${path} answers with the headers of every page and ${personalCacheControl}, and 405 to anything but POST`, async ({
    request,
  }) => {
    const pageHeaders = (await request.get('/')).headers()
    const refused = await request.post(path, { data: {} })
    expect(refused.status()).toBe(400)
    expect(refused.headers()['content-type']).toContain('application/json')
    for (const name of [
      'content-security-policy',
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
      'permissions-policy',
    ]) {
      expect(refused.headers()[name], name).toBe(pageHeaders[name])
      expect(refused.headers()[name], name).toBeTruthy()
    }
    expect(refused.headers()['cache-control']).toBe(personalCacheControl)
    const got = await request.get(path)
    expect(got.status()).toBe(405)
    expect(got.headers()['allow']).toBe('POST')
  })
}
