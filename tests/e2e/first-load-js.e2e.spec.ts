import { expect, test } from '@playwright/test'

import { firstLoadBudget, frameworkChunks, measureFirstLoad } from '../../scripts/lib/first-load-js'
import { e2e } from './helpers/environment'

const kilobytes = (bytes: number | undefined) => Math.round(((bytes ?? 0) / 1024) * 10) / 10

// Byte counts of the production build, not timings: a regression fails here on any machine.
for (const page of ['/', '/website-design', '/app-development']) {
  test(`${page} loads at most ${firstLoadBudget.totalKB} KB of JavaScript first, ${firstLoadBudget.ownKB} KB of it the site's own`, async ({
    baseURL,
  }) => {
    const framework = frameworkChunks(e2e.distDir)
    expect(framework?.size, `no build manifest in ${e2e.distDir}`).toBeGreaterThan(0)
    const load = await measureFirstLoad(baseURL!, page, framework)
    expect(kilobytes(load.totalGzipBytes)).toBeLessThanOrEqual(firstLoadBudget.totalKB)
    expect(kilobytes(load.ownGzipBytes)).toBeLessThanOrEqual(firstLoadBudget.ownKB)
  })
}
