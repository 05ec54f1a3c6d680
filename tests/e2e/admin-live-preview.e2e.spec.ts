import { expect, test, type Page } from '@playwright/test'

import { owner } from './helpers/accounts'
import { authHeader, formReady, logInToAdmin, tokenFor } from './helpers/admin'
import { docsScreenshot } from './helpers/docs-screenshot'
import { e2e } from './helpers/environment'
import { axe } from './helpers/axe'

/**
 * The owner edits the home page with the page beside the form: each pause in typing autosaves a draft and
 * the preview frame re-renders it; visitors keep the published page until Publish.
 */

test.use({ viewport: { width: 1366, height: 900 } })

const draftHeading = 'Same-day IT help across Citrus County'
const heading = (page: Pick<Page, 'locator'>) => page.locator('#hero-heading')

test('the home page headline typed in the admin shows in the live preview beside the form, and only there', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const headers = authHeader(await tokenFor(request, owner.username, owner.password))
  const latest = await (
    await request.get('/api/globals/home-page?draft=true&depth=0', { headers })
  ).json()
  const visitor = await browser.newContext({ baseURL: e2e.baseURL })
  const visitorPage = await visitor.newPage()
  await visitorPage.goto('/')
  const publishedHeading = (await heading(visitorPage).textContent())!
  expect(publishedHeading).not.toBe(draftHeading)

  try {
    await logInToAdmin(page, owner.username, owner.password)
    await page.goto('/admin/globals/home-page')
    await page.getByRole('button', { name: 'Live Preview', exact: true }).click()
    const preview = page.frameLocator('#live-preview-iframe')
    await expect(heading(preview)).toHaveText(publishedHeading)
    await expect(preview.getByTestId('preview-bar')).toBeVisible()

    await formReady(page)
    await page.locator('#field-hero__heading').fill(draftHeading)
    await expect(heading(preview)).toHaveText(draftHeading)
    await docsScreenshot(page, testInfo, 'live-preview')

    // The page inside the frame only: the frame (untitled, axe's frame-title) and its toolbar are Payload's,
    // and the site adds nothing to the admin here but configuration.
    const { passes, violations } = await axe(page)
      .include(['#live-preview-iframe', 'body'])
      .analyze()
    expect(passes.length, 'axe checked the page in the frame').toBeGreaterThan(0)
    expect(violations.map(({ id, nodes }) => ({ id, nodes: nodes.map((n) => n.target) }))).toEqual(
      [],
    )

    // Another browser, even with the frame's draft-mode cookie, sees the published page (as in preview.e2e).
    const draftCookie = (await page.context().cookies()).find(
      (cookie) => cookie.name === '__prerender_bypass',
    )
    expect(draftCookie, 'the frame opened the page in draft mode').toBeDefined()
    await visitor.addCookies([{ ...draftCookie!, sameSite: 'None' }])
    await visitorPage.reload()
    await expect(heading(visitorPage)).toHaveText(publishedHeading)

    await page.locator('.live-preview-toolbar-controls').getByRole('button').first().click()
    await page.getByRole('button', { name: 'Phone', exact: true }).click()
    await expect
      .poll(async () => (await page.locator('#live-preview-iframe').boundingBox())?.width)
      .toBeLessThanOrEqual(390)
    await expect(heading(preview)).toHaveText(draftHeading)
    // The choice of view is kept per person: the next visit opens the plain form again.
    await page.getByRole('button', { name: 'Exit Live Preview', exact: true }).click()
  } finally {
    await visitor.close()
    const restored = await request.post('/api/globals/home-page?draft=true', {
      data: { ...latest, _status: 'draft' },
      headers,
    })
    expect(restored.ok(), await restored.text()).toBe(true)
  }
  expect(await (await request.get('/')).text()).toContain(publishedHeading)
})
