import { spawn, spawnSync, type ChildProcess, type SpawnOptions } from 'node:child_process'

export type Log = (line: string) => void

const recentOutput = new WeakMap<ChildProcess, string>()

/** Starts a program, keeping the end of its output to explain a failed start. */
export function startProgram(command: string, args: string[], options: SpawnOptions & { log?: Log; name: string; showOutput?: boolean }) {
  const child = spawn(command, args, { stdio: ['ignore', options.showOutput ? 'inherit' : 'pipe', options.showOutput ? 'inherit' : 'pipe'], ...options })
  const keep = (chunk: Buffer) => recentOutput.set(child, `${recentOutput.get(child) ?? ''}${chunk.toString('utf8')}`.slice(-2_000))
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  child.on('error', (error) => options.log?.(`${options.name}: ${error.message}`))
  return child
}

export async function waitUntil(what: string, ready: () => Promise<boolean>, timeoutMs: number, child?: ChildProcess) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${what}: the process exited with ${child.exitCode}: ${recentOutput.get(child) ?? ''}`)
    try {
      if (await ready()) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${what} was not ready within ${timeoutMs / 1000}s`)
}

export async function stopProcess(child: ChildProcess | undefined, signal: NodeJS.Signals = 'SIGTERM', graceMs = 15_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill(signal)
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
  await exited
  clearTimeout(timer)
}

/** Runs a command to its end; throws with its output when it fails. */
export function runToEnd(command: string, args: string[], options: { asUser?: string; env?: NodeJS.ProcessEnv } = {}) {
  const [program, programArgs] = options.asUser ? ['runuser', ['-u', options.asUser, '--', command, ...args]] : [command, args]
  const result = spawnSync(program, programArgs, { encoding: 'utf8', env: options.env ?? process.env })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status}): ${result.stderr || result.stdout}`)
  return result.stdout
}
