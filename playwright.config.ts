import { defineConfig, devices } from '@playwright/test'

import { chromiumArgs, chromiumPath } from './scripts/lib/chromium'
import { e2e } from './tests/e2e/helpers/environment'
import { clearSiteSettings } from './tests/site-settings'

clearSiteSettings()

const launchOptions = { executablePath: chromiumPath(), args: chromiumArgs }

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.spec.ts',
  // Beside the build folder, so suites started with different E2E_DIST_DIR values never share artifacts.
  outputDir: `test-results/${e2e.distDir}`,
  globalSetup: './tests/e2e/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  use: {
    baseURL: e2e.baseURL,
    // A failed test keeps its trace (actions, DOM snapshots, network, console) without the screencast,
    // which slows every test (docs/testing.md), and a screenshot of its end.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: [
        '**/*.mobile.e2e.spec.ts',
        '**/access-matrix.e2e.spec.ts',
        '**/admin-live-preview.e2e.spec.ts',
        '**/content-history.e2e.spec.ts',
        '**/preview.e2e.spec.ts',
        '**/reviews.e2e.spec.ts',
        '**/multi-instance.e2e.spec.ts',
      ],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'mobile',
      // Only specs written for the phone layout; the rest of the suite runs once, on desktop.
      testMatch: '**/*.mobile.e2e.spec.ts',
      use: { ...devices['Pixel 7'], launchOptions },
    },
    {
      // Creates, publishes and deletes content as the owner, which the public pages would show: after the rest.
      name: 'access',
      testMatch: [
        '**/access-matrix.e2e.spec.ts',
        '**/admin-live-preview.e2e.spec.ts',
        '**/content-history.e2e.spec.ts',
        '**/preview.e2e.spec.ts',
        '**/reviews.e2e.spec.ts',
      ],
      dependencies: ['desktop', 'mobile'],
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
    {
      // Two more servers behind Caddy on a copy of the suite's build (README, "Several servers"), on a database,
      // Redis and mail server of their own. Listed last, so a worker takes it once the other files are taken.
      name: 'multi-instance',
      testMatch: '**/multi-instance.e2e.spec.ts',
    },
  ],
})
