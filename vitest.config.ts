import { defineConfig } from 'vitest/config'

/**
 * The server's intake marks itself `import 'server-only'`, which Next resolves to an empty module on the
 * server and to a throwing one in the browser. Tests run on the server side, so they get the empty one.
 */
export const resolve = {
  tsconfigPaths: true,
  alias: { 'server-only': 'next/dist/compiled/server-only/empty.js' },
}

export default defineConfig({
  resolve,
  test: {
    // Each integration file boots Payload on a database of its own; two at a time suits a 2-core machine.
    maxWorkers: 2,
    // Before any test module loads: the shell's site settings must not reach the tests (tests/site-settings.ts).
    setupFiles: ['tests/site-settings.setup.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'int',
          include: ['tests/int/**/*.int.spec.ts'],
          environment: 'node',
          globalSetup: ['tests/int/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
