import { expect, test } from '@playwright/test'

import { sharedSections } from '../../src/content/seed/data/site'

// No browser: what a crawler, a screen reader before the scripts run or a slow phone receives.
test('an unknown address answers 404 with the 404 card, the header and the footer in the HTML', async ({
  request,
}) => {
  const response = await request.get('/nope', { headers: { accept: 'text/html' } })
  expect(response.status()).toBe(404)
  const html = await response.text()
  expect(html).toMatch(/<html[^>]*\slang="en"/)
  expect(html).not.toContain('__next_error__')
  const heading = /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]
  expect(heading).toBe(sharedSections.notFound.heading)
  expect(html).toContain(`>${sharedSections.notFound.text.replace(/'/g, '&#x27;')}<`)
  expect(html).toMatch(/<header\b/)
  expect(html).toMatch(/<footer\b/)
  expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]?.length ?? 0).toBeLessThanOrEqual(70)
})
