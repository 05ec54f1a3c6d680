/**
 * Step of `npm test` before the suites: runs Vitest (with the integration setup) and Playwright on a fixture
 * that fails on purpose and on one that passes, and stops the run unless their exit codes tell the truth.
 * A runner that exits 0 on a failure would let every later step, and CI, pass on a broken test.
 */
import { spawnSync } from 'node:child_process'

const runners = {
  vitest: {
    args: ['vitest', 'run', '--config', 'tests/gate/vitest.config.ts'],
    fixture: (name: string) => `tests/gate/fixtures/${name}.test.ts`,
  },
  playwright: {
    args: ['playwright', 'test', '--config', 'tests/gate/playwright.config.ts'],
    fixture: (name: string) => `${name}.e2e.ts`,
  },
}

const problems: string[] = []
for (const [runner, { args, fixture }] of Object.entries(runners)) {
  for (const [name, wantsSuccess] of [
    ['fails', false],
    ['passes', true],
  ] as const) {
    const { status } = spawnSync('npx', args, {
      stdio: 'ignore',
      env: { ...process.env, GATE_FIXTURE: fixture(name) },
    })
    if ((status === 0) !== wantsSuccess)
      problems.push(`${runner} exited ${status} on a test that ${name}`)
  }
}

if (problems.length) {
  console.error(`The test runners' exit codes cannot be trusted: ${problems.join('; ')}.`)
  process.exit(1)
}
console.log('Test gate: a failing Vitest or Playwright test makes its run exit non-zero.')
