import { spawn, spawnSync, type ChildProcess, type SpawnOptions } from 'node:child_process'

export type Log = (line: string) => void

const recentOutput = new WeakMap<ChildProcess, string>()

/** Starts a program, keeping the end of its output to explain a failed start. */
export function startProgram(
  command: string,
  args: string[],
  options: SpawnOptions & { log?: Log; name: string; showOutput?: boolean },
) {
  const child = spawn(command, args, {
    stdio: [
      'ignore',
      options.showOutput ? 'inherit' : 'pipe',
      options.showOutput ? 'inherit' : 'pipe',
    ],
    ...options,
  })
  child.stdout?.on('data', (chunk: Buffer) => keepOutput(child, chunk))
  child.stderr?.on('data', (chunk: Buffer) => keepOutput(child, chunk))
  child.on('error', (error) => options.log?.(`${options.name}: ${error.message}`))
  return child
}

/** A program's recent output, for the error of a start that failed. */
export function keepOutput(child: ChildProcess, chunk: Buffer | string) {
  recentOutput.set(child, `${recentOutput.get(child) ?? ''}${chunk.toString()}`.slice(-4_000))
}

const outputOf = (child: ChildProcess | undefined) => {
  const output = child && recentOutput.get(child)?.trim()
  return output ? `\n--- its output ---\n${output}` : ''
}

/** One readiness probe: something else on the port may accept the connection and never answer. */
function withinTry<T>(probe: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no answer')), 2_000)
  })
  return Promise.race([probe, timeout]).finally(() => clearTimeout(timer))
}

/** Waits for a started program to be ready; a failure says why in the program's own words. */
export async function waitUntil(
  what: string,
  ready: () => Promise<boolean>,
  timeoutMs: number,
  child?: ChildProcess,
) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(
        `${what}: the process exited with ${child.exitCode ?? child.signalCode}${outputOf(child)}`,
      )
    }
    try {
      if (await withinTry(ready())) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${what} was not ready within ${timeoutMs / 1000}s${outputOf(child)}`)
}

export async function stopProcess(
  child: ChildProcess | undefined,
  signal: NodeJS.Signals = 'SIGTERM',
  graceMs = 15_000,
) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill(signal)
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
  await exited
  clearTimeout(timer)
}

/** Runs a command to its end; throws with its output when it fails. */
export function runToEnd(
  command: string,
  args: string[],
  options: { asUser?: string; env?: NodeJS.ProcessEnv } = {},
) {
  const [program, programArgs] = options.asUser
    ? ['runuser', ['-u', options.asUser, '--', command, ...args]]
    : [command, args]
  const result = spawnSync(program, programArgs, {
    encoding: 'utf8',
    env: options.env ?? process.env,
  })
  if (result.status !== 0)
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.status}): ${result.stderr || result.stdout}`,
    )
  return result.stdout
}
