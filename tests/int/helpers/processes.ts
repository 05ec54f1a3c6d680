import { spawn } from 'node:child_process'

export type ProcessResult = { code: number | null; stdout: string; stderr: string }

/** Runs a command to its end in the environment given (all of it: nothing is added): its exit code and what it printed. */
export function runProcess(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<ProcessResult> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => (stdout += chunk))
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.on('exit', (code) => resolve({ code, stdout, stderr }))
  })
}

/** `npm run <script> -- <args>`, as an operator types it. */
export function runNpmScript(script: string, args: string[], env: NodeJS.ProcessEnv) {
  return runProcess('npm', ['run', '--silent', script, '--', ...args], env)
}

/** A command through scripts/with-database.ts, as `npm start` and `npm run migrate` run theirs. */
export function runWithDatabase(command: string[], env: NodeJS.ProcessEnv) {
  return runProcess(
    process.execPath,
    ['--import', 'tsx', 'scripts/with-database.ts', ...command],
    env,
  )
}

/** `npm run jobs:run` as a real process on this file's database, with any settings of its own. */
export function runJobsProcess(settings: Record<string, string> = {}) {
  // NODE_ENV=test: the database was pushed, not migrated, so the production migrations must not run.
  return runWithDatabase(['payload', 'jobs:run'], {
    ...process.env,
    ...settings,
    NODE_ENV: 'test',
    PAYLOAD_TEST_PUSH: '',
  })
}
