import { expect, test, type Page } from '@playwright/test'

import { contactBody } from '../../scripts/lib/lead-bodies'
import { owner } from './helpers/accounts'
import { baseURL, logInToAdmin } from './helpers/admin'
import { query } from './helpers/db'

/** Every image on the page has loaded: a blocked or missing one has naturalWidth 0. */
async function expectNoBrokenImages(page: Page) {
  await page.waitForLoadState('networkidle')
  const broken = await page
    .locator('img')
    .evaluateAll((images) =>
      (images as HTMLImageElement[])
        .filter((image) => !image.complete || image.naturalWidth === 0)
        .map((image) => image.currentSrc || image.src),
    )
  expect(broken, `broken images on ${page.url()}`).toEqual([])
}

test("the site's icons are served and linked from the public pages", async ({ page, request }) => {
  const favicon = await request.get('/favicon.ico')
  expect(favicon.status()).toBe(200)
  expect(favicon.headers()['content-type']).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/)
  const touchIcon = await request.get('/apple-touch-icon.png')
  expect(touchIcon.status()).toBe(200)
  const manifest = await request.get('/site.webmanifest')
  expect(manifest.status()).toBe(200)
  const { icons } = (await manifest.json()) as { icons: { src: string }[] }
  for (const icon of icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200)

  for (const path of ['/', '/website-design', '/no-such-page']) {
    await page.goto(path)
    await expect(page.locator('head link[rel="icon"][href="/favicon.ico"]'), path).toHaveCount(1)
    await expect(
      page.locator('head link[rel="apple-touch-icon"][href="/apple-touch-icon.png"]'),
      path,
    ).toHaveCount(1)
    await expect(
      page.locator('head link[rel="manifest"][href="/site.webmanifest"]'),
      path,
    ).toHaveCount(1)
  }
})

test("the admin carries the business's name and icons, and shows no broken image", async ({
  page,
  request,
}) => {
  const name = `Branding Visitor ${Date.now()}`
  const sent = await request.post('/api/contact', {
    data: contactBody({
      name,
      email: 'branding-visitor@example.com',
      company: 'Homosassa Hardware',
      subject: 'Printer offline',
      serviceType: 'Network/Wi-Fi',
      urgency: 'low',
      message: 'The office printer is offline.',
    }),
  })
  expect(sent.status(), await sent.text()).toBe(201)
  const [lead] = await query<{ id: string }>('SELECT id FROM contact_submissions WHERE name = $1', [
    name,
  ])

  // Payload's default avatar comes from gravatar.com, which the content security policy blocks.
  const outsideImages: string[] = []
  page.on('request', (sent) => {
    if (sent.resourceType() === 'image' && new URL(sent.url()).host !== new URL(baseURL).host)
      outsideImages.push(sent.url())
  })

  await page.goto('/admin/login')
  await expect(page.locator('[data-admin-logo]')).toContainText('Nature Coast Tech')
  await expect(page).toHaveTitle(/- Nature Coast Tech$/)
  await expect(page.locator('head link[rel="icon"][href="/favicon.ico"]')).toHaveCount(1)
  await expectNoBrokenImages(page)

  await logInToAdmin(page, owner.username, owner.password)
  for (const path of [
    '/admin',
    '/admin/collections/contact-submissions',
    `/admin/collections/contact-submissions/${lead.id}`,
  ]) {
    await page.goto(path)
    await expect(page).toHaveTitle(/- Nature Coast Tech$/)
    await expectNoBrokenImages(page)
  }
  expect(outsideImages).toEqual([])
})
