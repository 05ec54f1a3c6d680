import { expect, test, type Page } from '@playwright/test'
import pg from 'pg'

import { owner } from './helpers/accounts'
import { authHeader, createStaff, logInToAdmin, tokenFor } from './helpers/admin'
import { e2e } from './helpers/environment'

/** A package the other suites never edit, on a page that shows its price. */
const packageName = 'Enterprise Website'
const pagePath = '/website-design'

const publicPrice = async (page: Page) => {
  await page.goto(pagePath)
  return page
    .getByTestId('package-card')
    .filter({ has: page.getByRole('heading', { name: packageName, exact: true }) })
    .getByTestId('package-price')
    .textContent()
}

test('a draft price stays off the site until published, restoring the earlier version brings it back, and staff cannot publish', async ({
  page,
  request,
}) => {
  const found = await request.get(
    `/api/packages?where[name][equals]=${encodeURIComponent(packageName)}&depth=0`,
  )
  const [pkg] = (await found.json()).docs as { id: string; price: number }[]
  expect(await publicPrice(page)).toBe('$4,500')

  await logInToAdmin(page, owner.username, owner.password)
  await page.goto(`/admin/collections/packages/${pkg.id}`)
  await page.locator('#field-price').fill('4900')
  // The owner's admin session, as the admin uses it. A package saves its draft by itself as the owner types.
  const origin = { origin: new URL(page.url()).origin }
  const draftPrice = async () =>
    (
      await (
        await page.request.get(`/api/packages/${pkg.id}?draft=true&depth=0`, { headers: origin })
      ).json()
    ).price
  await expect.poll(draftPrice).toBe(4900)
  expect(await publicPrice(page)).toBe('$4,500')

  await page.goto(`/admin/collections/packages/${pkg.id}`)
  await expect(page.locator('#field-price')).toHaveValue('4900')
  await page.getByRole('button', { name: /^Publish/ }).click()
  await expect(page.getByText(/updated successfully/i)).toBeVisible()
  await expect.poll(() => publicPrice(page), { timeout: 5_000 }).toBe('$4,900')

  const staff = await createStaff(request)
  const staffToken = await tokenFor(request, staff.username, staff.password)
  for (const draft of [true, false]) {
    const attempt = await request.patch(`/api/packages/${pkg.id}?draft=${draft}`, {
      data: { price: 1, _status: draft ? 'draft' : 'published' },
      headers: authHeader(staffToken),
    })
    expect(attempt.status(), `staff ${draft ? 'draft' : 'publish'}`).toBe(403)
  }
  expect(await publicPrice(page)).toBe('$4,900')

  // As the admin's version history screen asks.
  const versions = await page.request.get(
    `/api/packages/versions?where[parent][equals]=${pkg.id}&sort=-createdAt&limit=50&depth=0`,
    { headers: origin },
  )
  expect(versions.ok()).toBe(true)
  const history = (await versions.json()).docs as {
    id: string
    version: { price: number; _status: string }
  }[]
  const earlier = history.find(
    ({ version }) => version.price === 4500 && version._status === 'published',
  )
  expect(earlier, 'the published $4,500 version is in the history').toBeDefined()
  const restored = await page.request.post(`/api/packages/versions/${earlier!.id}`, {
    headers: origin,
  })
  expect(restored.ok(), await restored.text()).toBe(true)
  await expect.poll(() => publicPrice(page), { timeout: 5_000 }).toBe('$4,500')
})

test("a price published while a visitor's page is rendering from the old data reaches the site within seconds", async ({
  page,
  request,
}) => {
  // Any cookie keeps the page view away from the server's one-second memory, so each view asks Next.
  await page.context().addCookies([{ name: 'visitor', value: '1', url: e2e.baseURL }])
  const headers = authHeader(await tokenFor(request, owner.username, owner.password))
  const found = await request.get(
    `/api/packages?where[name][equals]=${encodeURIComponent(packageName)}&depth=0`,
  )
  const [pkg] = (await found.json()).docs as { id: string }[]
  const publish = async (price: number) => {
    const saved = await request.patch(`/api/packages/${pkg.id}`, {
      data: { price, _status: 'published' },
      headers,
    })
    expect(saved.ok(), await saved.text()).toBe(true)
  }
  expect(await publicPrice(page)).toBe('$4,500')

  // Republishing the form copy expires the page; with its table locked, the next render of the page holds
  // the package data it already read and waits, as a slow render would. A page another test renders between
  // the republish and the lock reads the form copy first and caches it, so the render never waits: try again.
  const lock = new pg.Client({ connectionString: e2e.databaseUri() })
  await lock.connect()
  const waiters = async () =>
    (
      await lock.query(
        `SELECT count(*)::int AS n FROM pg_locks WHERE relation = 'form_copy'::regclass AND NOT granted`,
      )
    ).rows[0].n
  try {
    let rendering: ReturnType<typeof request.get> | undefined
    for (let attempt = 1; !rendering; attempt += 1) {
      const formCopy = await (
        await request.get('/api/globals/form-copy?depth=0', { headers })
      ).json()
      const republished = await request.post('/api/globals/form-copy', {
        data: { ...formCopy, _status: 'published' },
        headers,
      })
      expect(republished.ok(), await republished.text()).toBe(true)
      await lock.query('BEGIN')
      await lock.query('LOCK TABLE form_copy IN ACCESS EXCLUSIVE MODE')
      const render = request.get(pagePath, { headers: { cookie: 'visitor=1' } })
      const deadline = Date.now() + 3_000
      while (Date.now() < deadline && (await waiters()) === 0)
        await new Promise((resolve) => setTimeout(resolve, 50))
      if ((await waiters()) > 0) rendering = render
      else {
        await lock.query('COMMIT')
        await render
        expect(attempt, 'a render of the page waits on the form copy').toBeLessThan(3)
      }
    }
    await publish(4800)
    await lock.query('COMMIT')
    const rendered = await (await rendering).text()
    expect(rendered, 'the render that waited shows the price it read before the publish').toContain(
      '$4,500',
    )
    expect(rendered).not.toContain('$4,800')
  } finally {
    await lock.end()
  }

  await expect.poll(() => publicPrice(page), { timeout: 5_000 }).toBe('$4,800')
  await publish(4500)
  await expect.poll(() => publicPrice(page), { timeout: 5_000 }).toBe('$4,500')
})
