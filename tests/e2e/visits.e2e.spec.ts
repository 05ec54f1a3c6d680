import { devices, expect, test, type Browser, type Page } from '@playwright/test'

import { browserGroup } from '../../src/visits/recognise'
import { owner } from './helpers/accounts'
import { logInToAdmin } from './helpers/admin'
import { query } from './helpers/db'

/**
 * Visits counted by the built site from real Chromium browsers, each a visitor of its own (a browser of its
 * own name: every browser here connects from 127.0.0.1), beside the programs, the signed-in owner and the
 * prefetch that must not count.
 */

const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`
const chrome = (build: number) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.${build}.0 Safari/537.36`

/**
 * A Chrome in a browser group no other of `taken` is in. The suite's other specs browse from the same
 * address at the same time, and a view of theirs in one of this test's groups would count as its visitor.
 */
function chromeOutside(taken: string[]) {
  const groups = taken.map(browserGroup)
  for (let build = 1001; ; build++)
    if (!groups.includes(browserGroup(chrome(build)))) return chrome(build)
}
const suiteBrowsers = [devices['Desktop Chrome'].userAgent, devices['Pixel 7'].userAgent]
const firstChrome = chromeOutside(suiteBrowsers)
const secondChrome = chromeOutside([...suiteBrowsers, firstChrome])

type Row = { route: string; views: number; visitors: number }

async function rowsOf(source: string): Promise<Row[]> {
  return query<Row>(
    `SELECT route, views::int AS views, visitors::int AS visitors FROM site_visits
     WHERE source = $1 ORDER BY route`,
    [source],
  )
}

async function visitor(browser: Browser, userAgent: string) {
  const context = await browser.newContext({ userAgent, locale: 'en-US' })
  return { context, page: await context.newPage() }
}

/** The page has loaded and its beacon has been answered. */
async function view(page: Page, url: string, referer?: string) {
  const answered = page.waitForResponse('**/api/visit')
  await page.goto(url, { referer })
  return (await answered).json()
}

test('counts real visitors by page and source beside the leads they sent, and nothing else', async ({
  browser,
  request,
}) => {
  const facebook = `facebook-${unique}`
  const news = `news-${unique}.example`

  // A visitor from a Facebook post reads two pages, moving between them in the page, and sends a request.
  const first = await visitor(browser, firstChrome)
  expect(await view(first.page, `/?utm_source=${facebook}`)).toEqual({ counted: true })
  const moved = first.page.waitForResponse('**/api/visit')
  await first.page
    .getByRole('banner')
    .getByRole('button', { name: 'Services', exact: true })
    .click()
  await first.page.getByRole('menuitem', { name: 'Website Design', exact: true }).click()
  await expect(first.page).toHaveURL(/\/website-design$/)
  expect(await (await moved).json()).toEqual({ counted: true })
  await first.page.goto('/#contact')
  const form = first.page.getByTestId('contact-form')
  await form.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Flo Visitor')
  await form
    .getByRole('textbox', { name: 'Email Address', exact: true })
    .fill(`flo+${unique}@example.org`)
  await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Saw your post.')
  await form.getByRole('checkbox', { name: /agree to be contacted/ }).click()
  await form.getByRole('button', { name: 'Submit Request' }).click()
  await expect(
    first.page.getByText('Service request submitted successfully!', { exact: true }),
  ).toBeVisible()

  // Another visitor, from a news site's link, reads two pages the same day: one visitor, two pages.
  const second = await visitor(browser, secondChrome)
  await view(second.page, '/website-design', `https://www.${news}/story`)
  await view(second.page, '/')

  // Not visits: a crawler that runs scripts, a headless browser, the signed-in owner, a prefetch.
  const crawler = await visitor(
    browser,
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  )
  expect(await view(crawler.page, `/?utm_source=crawler-${unique}`)).toEqual({
    counted: false,
    reason: 'automated',
  })
  const headless = await visitor(browser, chrome(1003).replace('Chrome/', 'HeadlessChrome/'))
  expect(await view(headless.page, `/?utm_source=headless-${unique}`)).toEqual({
    counted: false,
    reason: 'automated',
  })
  const team = await visitor(browser, chrome(1004))
  await logInToAdmin(team.page, owner.username, owner.password)
  expect(await view(team.page, `/app-development?utm_source=owner-${unique}`)).toEqual({
    counted: false,
    reason: 'signed-in',
  })
  const prefetched = second.page.waitForResponse((response) =>
    response.url().includes(`utm_source=prefetch-${unique}`),
  )
  await second.page.evaluate((href) => {
    const link = document.createElement('link')
    link.rel = 'prefetch'
    link.href = href
    document.head.append(link)
  }, `/app-development?utm_source=prefetch-${unique}`)
  expect((await prefetched).status()).toBe(200)

  // A HEAD of a page runs nothing, and the count takes POST only.
  expect((await request.head(`/?utm_source=head-${unique}`)).status()).toBe(200)
  expect((await request.head('/api/visit')).status()).toBe(405)
  expect((await request.get('/api/visit')).status()).toBe(405)

  expect(await rowsOf(facebook)).toEqual([
    // The form's page is a new load of / (a second view), its source still the visitor's first.
    { route: '/', views: 2, visitors: 1 },
    { route: '/website-design', views: 1, visitors: 0 },
  ])
  expect(await rowsOf(news)).toEqual([
    { route: '/', views: 1, visitors: 0 },
    { route: '/website-design', views: 1, visitors: 1 },
  ])
  for (const source of ['crawler', 'headless', 'owner', 'prefetch', 'head'])
    expect(await rowsOf(`${source}-${unique}`)).toEqual([])

  // No public page sets a cookie, for visitors or anyone.
  for (const path of ['/', '/website-design', '/app-development', '/privacy']) {
    const answer = await request.get(path)
    expect(answer.status(), path).toBe(200)
    expect(answer.headers()['set-cookie'], path).toBeUndefined()
  }

  // The owner sees both sources beside the lead the first visitor sent.
  await team.page.goto('/admin')
  const sources = team.page.locator('[data-visits-sources]')
  const cells = async (source: string) =>
    sources.locator(`tr[data-source="${source}"]`).locator('th, td').allTextContents()
  expect(await cells(facebook)).toEqual([facebook, '1', '3', '1', '0', '100', '0%'])
  expect(await cells(news)).toEqual([news, '1', '2', '0', '0', '0', 'none yet'])
  // A chart with a single week of visits is folded under its title.
  const folded = team.page.locator(
    'details[data-pipeline-chart="visitors-by-source"]:not([open]) > summary',
  )
  if (await folded.count()) await folded.click()
  await expect(team.page.getByRole('img', { name: 'Visitors per week by source' })).toBeVisible()
  await team.page
    .locator('[data-visits-section]')
    .screenshot({ path: test.info().outputPath('visits-dashboard.png') })

  for (const one of [first, second, crawler, headless, team]) await one.context.close()
})
