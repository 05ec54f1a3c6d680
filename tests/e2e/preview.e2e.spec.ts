import { expect, test, type BrowserContext, type Page } from '@playwright/test'

import { owner } from './helpers/accounts'
import { authHeader, logInToAdmin, tokenFor } from './helpers/admin'
import { e2e } from './helpers/environment'

/**
 * Drafts are shown only to a signed-in owner or staff member in a preview. Next's draft-mode cookie is the
 * same for every browser until the next build, so a copy of it alone must show nothing unpublished.
 */

/** A package the other suites never edit, on a page that shows its price. */
const packageName = 'Starter Website'
const pagePath = '/website-design'
const publishedPrice = '$1,200'
const draftPrice = 1234

const priceOn = async (page: Page) => {
  await page.goto(pagePath)
  return page
    .getByTestId('package-card')
    .filter({ has: page.getByRole('heading', { name: packageName, exact: true }) })
    .getByTestId('package-price')
    .textContent()
}

const draftCookieIn = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === '__prerender_bypass')

test('a draft price is shown to the signed-in owner in a preview, not to another browser holding the same preview cookie', async ({
  page,
  request,
  browser,
}) => {
  const token = await tokenFor(request, owner.username, owner.password)
  const found = await request.get(
    `/api/packages?where[name][equals]=${encodeURIComponent(packageName)}&depth=0`,
  )
  const [pkg] = (await found.json()).docs as { id: string }[]
  const saveDraft = (price: number) =>
    request.patch(`/api/packages/${pkg.id}?draft=true`, {
      data: { price, _status: 'draft' },
      headers: authHeader(token),
    })

  expect((await saveDraft(draftPrice)).ok()).toBe(true)
  try {
    await logInToAdmin(page, owner.username, owner.password)
    await page.goto(`/api/preview?path=${pagePath}`)
    await expect(page.getByTestId('preview-bar')).toBeVisible()
    expect(await priceOn(page)).toBe('$1,234')
    const draftCookie = await draftCookieIn(page.context())
    expect(draftCookie, 'the preview set the draft-mode cookie').toBeDefined()

    // Only the copied cookie: the proxy deletes it, and the page is the published one.
    const anonymous = await browser.newContext({ baseURL: e2e.baseURL })
    await anonymous.addCookies([{ ...draftCookie!, sameSite: 'None' }])
    const visitor = await anonymous.newPage()
    expect(await priceOn(visitor)).toBe(publishedPrice)
    await expect(visitor.getByTestId('preview-bar')).toHaveCount(0)
    expect(await draftCookieIn(anonymous), 'the copied cookie was deleted').toBeUndefined()
    await anonymous.close()

    // The cookie beside a session cookie that is no valid session (a signed-out or removed account's): the
    // page itself checks the session.
    const forged = await browser.newContext({ baseURL: e2e.baseURL })
    await forged.addCookies([
      { ...draftCookie!, sameSite: 'None' },
      { name: 'payload-token', value: 'not-a-session', url: e2e.baseURL },
    ])
    const forger = await forged.newPage()
    expect(await priceOn(forger)).toBe(publishedPrice)
    await expect(forger.getByTestId('preview-bar')).toHaveCount(0)
    await forged.close()

    // The owner's own preview still shows the draft.
    expect(await priceOn(page)).toBe('$1,234')
  } finally {
    await saveDraft(1200)
  }
})
