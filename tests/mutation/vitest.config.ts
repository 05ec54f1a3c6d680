import { defineConfig, mergeConfig } from 'vitest/config'

import base from '../../vitest.config'

/**
 * The suite Stryker runs for each mutant: the unit and integration tests, less the ones that only drive
 * whole processes (a mutant is switched on inside the test process, which those never run), with the
 * slack a machine busy with two mutants at a time needs.
 */
export default mergeConfig(
  base,
  defineConfig({
    test: {
      exclude: ['tests/int/startup.int.spec.ts', 'node_modules/**'],
      testTimeout: 180_000,
      hookTimeout: 300_000,
    },
  }),
)
