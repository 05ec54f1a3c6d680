import path from 'node:path'
import type { Page, TestInfo } from '@playwright/test'

/** The admin walk's pictures in docs/admin/, linked from docs/operations.md ("Using the admin"). */
export const docsScreenshotFolder = path.join(process.cwd(), 'docs', 'admin')

/**
 * Every run takes the screenshot (attached to the test's report); `DOCS_SCREENSHOTS=1` also writes it to
 * docs/admin/<name>.png, so a plain `npm test` leaves the committed pictures alone.
 */
export async function docsScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const file =
    process.env.DOCS_SCREENSHOTS === '1'
      ? path.join(docsScreenshotFolder, `${name}.png`)
      : testInfo.outputPath(`${name}.png`)
  await page.screenshot({ path: file, fullPage: false })
  await testInfo.attach(name, { path: file, contentType: 'image/png' })
}
