/**
 * Step of `npm test` before the suites: runs Vitest (with the integration setup) and Playwright on a fixture
 * that fails on purpose and on one that passes, and stops the run unless their exit codes tell the truth.
 * A runner that exits 0 on a failure would let every later step, and CI, pass on a broken test.
 * `tsc --noEmit` runs beside it, on the other core: neither needs the other.
 */
import { spawn, type StdioOptions } from 'node:child_process'

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

const exitCode = (args: string[], stdio: StdioOptions, env = process.env) =>
  new Promise<number | null>((resolve) => spawn('npx', args, { stdio, env }).on('exit', resolve))

const problems: string[] = []
/** One runner's two fixtures, side by side. */
async function gate([runner, { args, fixture }]: [string, (typeof runners)['vitest']]) {
  const fixtures = [
    ['fails', false],
    ['passes', true],
  ] as const
  await Promise.all(
    fixtures.map(async ([name, wantsSuccess]) => {
      const status = await exitCode(args, 'ignore', {
        ...process.env,
        GATE_FIXTURE: fixture(name),
      })
      if ((status === 0) !== wantsSuccess)
        problems.push(`${runner} exited ${status} on a test that ${name}`)
    }),
  )
}

const [typecheck] = await Promise.all([
  exitCode(['tsc', '--noEmit'], 'inherit'),
  ...Object.entries(runners).map(gate),
])

if (problems.length) {
  console.error(`The test runners' exit codes cannot be trusted: ${problems.join('; ')}.`)
  process.exit(1)
}
console.log('Test gate: a failing Vitest or Playwright test makes its run exit non-zero.')
if (typecheck !== 0) process.exit(typecheck ?? 1)
