import { defineConfig } from 'vitest/config'

/**
 * The suite Stryker runs for each mutant: the unit and integration tests, less the ones that only drive
 * whole processes (a mutant is switched on inside the test process, which those never run), with the
 * slack a machine busy with mutants needs.
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    maxWorkers: 2,
    testTimeout: 180_000,
    hookTimeout: 300_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts'], environment: 'node' } },
      {
        extends: true,
        test: {
          name: 'int',
          include: ['tests/int/**/*.int.spec.ts'],
          exclude: ['tests/int/startup.int.spec.ts', 'tests/int/backup.int.spec.ts', 'tests/int/users-create-database.int.spec.ts'],
          environment: 'node',
          globalSetup: ['tests/int/global-setup.ts'],
        },
      },
    ],
  },
})
