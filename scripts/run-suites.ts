/**
 * `npm test` after the gate: Vitest with the end-to-end build's compile step beside it at the lowest CPU
 * priority (it takes the CPU Vitest leaves idle), then the build's prerendering, then Playwright on that build;
 * exits with the first failure's code.
 */
import { spawn, type ChildProcess } from 'node:child_process'

const exitCode = (child: ChildProcess) =>
  new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? 1)))
const buildStep = (step: string) => ['--import', 'tsx', 'tests/e2e/build.ts', step]

const started = Date.now()
let buildOutput = ''
const build =
  process.env.E2E_SKIP_BUILD === '1'
    ? undefined
    : spawn('nice', ['-n', '19', process.execPath, ...buildStep('compile')], {
        stdio: ['ignore', 'pipe', 'pipe'],
      })
build?.stdout?.on('data', (chunk) => (buildOutput += chunk))
build?.stderr?.on('data', (chunk) => (buildOutput += chunk))
const built = build
  ? exitCode(build).then((code) => ({ code, seconds: Math.round((Date.now() - started) / 1000) }))
  : undefined

const vitest = await exitCode(spawn('npx', ['vitest', 'run'], { stdio: 'inherit' }))
// Printed after Vitest's report, which it would otherwise interleave.
const finished = await built
if (finished) {
  process.stdout.write(buildOutput)
  console.log(
    `[e2e] the compile step beside Vitest exited with ${finished.code} after ${finished.seconds} s`,
  )
}
if (vitest !== 0) process.exit(vitest)
if (finished && finished.code !== 0) process.exit(finished.code)
if (finished) {
  const generated = await exitCode(
    spawn(process.execPath, buildStep('generate'), { stdio: 'inherit' }),
  )
  if (generated !== 0) process.exit(generated)
}

const playwright = spawn('npx', ['playwright', 'test'], {
  stdio: 'inherit',
  env: { ...process.env, E2E_SKIP_BUILD: '1' },
})
process.exit(await exitCode(playwright))
