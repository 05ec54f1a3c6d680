import { defineConfig } from 'vitest/config'

import { resolve } from '../../vitest.config'
import { batches } from './batches.mjs'

const batch = process.env.MUTATION_BATCH
  ? batches[process.env.MUTATION_BATCH as keyof typeof batches]
  : undefined
const files = [
  ...new Set(batch ? batch.tests : Object.values(batches).flatMap((each) => each.tests)),
]
const unitFiles = files.filter((file) => !file.endsWith('.int.spec.ts'))
const intFiles = files.filter((file) => file.endsWith('.int.spec.ts'))

/**
 * The suite Stryker runs for the mutants of one batch (tests/mutation/batches.mjs): only the unit and
 * integration files that exercise it, with the slack a machine busy with mutants needs.
 */
export default defineConfig({
  resolve,
  test: {
    maxWorkers: 1,
    testTimeout: 180_000,
    hookTimeout: 300_000,
    projects: [
      ...(unitFiles.length > 0
        ? [
            {
              extends: true as const,
              test: { name: 'unit', include: unitFiles, environment: 'node' as const },
            },
          ]
        : []),
      ...(intFiles.length > 0
        ? [
            {
              extends: true as const,
              test: {
                name: 'int',
                include: intFiles,
                environment: 'node' as const,
                globalSetup: ['tests/int/global-setup.ts'],
              },
            },
          ]
        : []),
    ],
  },
})
