import { expect, test } from '@playwright/test'

const pages = ['/', '/website-design', '/app-development']

for (const path of pages) {
  test(`${path} has its title, description, canonical URL and share cards`, async ({
    page,
    baseURL,
  }) => {
    await page.goto(path)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    expect((await page.title()).length).toBeGreaterThan(10)
    const meta = (selector: string) => page.locator(selector).getAttribute('content')
    expect(await meta('meta[name="description"]')).toBeTruthy()
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
    expect(canonical).toBe(`${baseURL}${path === '/' ? '' : path}`)
    expect(await meta('meta[property="og:url"]')).toBe(canonical)
    expect(await meta('meta[property="og:title"]')).toBeTruthy()
    expect(await meta('meta[property="og:description"]')).toBeTruthy()
    expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image')

    const image = await meta('meta[property="og:image"]')
    expect(image).toMatch(/^https?:\/\//)
    expect(await meta('meta[name="twitter:image"]')).toBe(image)
    const response = await page.request.get(image!)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('image/png')
  })
}

test('every page describes the business as JSON-LD, without self-serving rating markup', async ({
  page,
  baseURL,
}) => {
  for (const path of pages) {
    await page.goto(path)
    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
    expect(scripts).toHaveLength(1)
    const business = JSON.parse(scripts[0])
    expect(business['@context']).toBe('https://schema.org')
    expect(business['@type']).toBe('ProfessionalService')
    expect(business.name).toBeTruthy()
    expect(business.telephone).toMatch(/\d{3}.*\d{4}/)
    expect(business.email).toContain('@')
    expect(business.url).toBe(baseURL)
    const places = business.areaServed.map((place: { name: string }) => place.name).join(' | ')
    expect(places).toContain('Citrus County')
    expect(places).toContain('Inverness')
    expect(places).toContain('Crystal River')
    expect(JSON.stringify(business)).not.toMatch(/aggregateRating|"review"/i)
  }
})

test('sitemap.xml lists the three public routes', async ({ request, baseURL }) => {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('xml')
  const xml = await response.text()
  expect(xml).toContain('<urlset')
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]).sort()
  expect(locations).toEqual(
    [baseURL, `${baseURL}/app-development`, `${baseURL}/website-design`].sort(),
  )
})

test('robots.txt keeps crawlers out of /admin and /api and names the sitemap', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/robots.txt')
  expect(response.status()).toBe(200)
  const robots = await response.text()
  expect(robots).toMatch(/User-Agent: \*/i)
  expect(robots).toContain('Disallow: /admin')
  expect(robots).toContain('Disallow: /api')
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
})

test('the 404 page is not indexed as a page of the site', async ({ page }) => {
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
})
