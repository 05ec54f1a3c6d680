import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** WCAG 2.2 A and AA, what the site is held to. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** axe with those rules; `.include()` scopes it to what the site adds to Payload's screens. */
export const axe = (page: Page) => new AxeBuilder({ page }).withTags(wcagTags)

/** What axe finds on the page, or inside `include`, by rule and element: an empty list is a pass. */
export async function violations(page: Page, include?: string) {
  const builder = axe(page)
  if (include) builder.include(include)
  const { violations: found } = await builder.analyze()
  return found.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.map((node) => node.target.join(' ')),
  }))
}
