import path from 'node:path'

// Stryker's sandboxes are private to root, and the embedded PostgreSQL runs as the postgres user when we are
// root: the integration tests' server keeps its cluster in the project's .data instead.
process.env.TEST_EMBEDDED_POSTGRES_DIR ??= path.resolve('.data/mutation-postgres')
// A port of its own, so `npm test` can run beside a mutation run.
process.env.TEST_EMBEDDED_POSTGRES_PORT ??= '54722'
process.env.TEST_REDIS_PORT ??= '6392'

/**
 * `npm run test:mutation`: mutation testing of the code that guards leads and access, with the unit and
 * integration tests. Slow (it boots Payload for every integration file a mutant touches), so not part of
 * `npm test`; the README keeps its latest score and the surviving mutants.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
const config = {
  testRunner: 'vitest',
  vitest: { configFile: 'tests/mutation/vitest.config.ts' },
  mutate: [
    'src/leads/**/*.ts',
    'src/access/**/*.ts',
    'src/jobs/**/*.ts',
    'src/users/**/*.ts',
    'src/collections/**/access*.ts',
    'src/collections/**/access/**/*.ts',
    '!src/**/*.test.ts',
    '!src/**/*.script.ts',
  ],
  // Labels, log lines and messages are wording, not behaviour; the tests check the messages that matter by field.
  mutator: { excludedMutations: ['StringLiteral'] },
  // Databases, builds and reports are not source: the sandbox copies only the project itself.
  ignorePatterns: ['.data', '.next', '.next-*', 'test-results', 'reports', 'bench'],
  coverageAnalysis: 'perTest',
  // A static mutant (a module-level constant such as a zod schema or an option list) would need the whole
  // suite per mutant; the tests that read those constants cover them, and the report lists them as ignored.
  ignoreStatic: true,
  concurrency: 2,
  timeoutMS: 60_000,
  // The first run is the whole unit and integration suite, which takes minutes on a busy 2-core machine.
  dryRunTimeoutMinutes: 60,
  // Results are kept in reports/: a later run tests only the mutants whose code or tests changed.
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
}

export default config
