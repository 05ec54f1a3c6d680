/**
 * Keeps the load generator off the servers' cores. On a small machine wrk and the server under test share
 * the cores, and how the scheduler splits them between the two moves a server's rate by more than what
 * separates the servers measured; a real server's clients are elsewhere. So each server (all its threads)
 * runs on every core but the last, and wrk alone on the last one (Linux's `taskset`, util-linux).
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'

const TASKSET = '/usr/bin/taskset'

export type CoreSplit = { servers: string; load: string }

/** The split, or undefined on one core or without taskset (then nothing is pinned). */
export function coreSplit(): CoreSplit | undefined {
  const cores = os.availableParallelism()
  if (cores < 2 || !fs.existsSync(TASKSET)) return undefined
  const last = cores - 1
  return { servers: last === 1 ? '0' : `0-${last - 1}`, load: String(last) }
}

/** The processes that listen on a port of this machine (nginx: its master and its worker). */
function listeningProcesses(port: number) {
  const { stdout } = spawnSync('ss', ['-Hltnp', `sport = :${port}`], { encoding: 'utf8' })
  return [...new Set([...(stdout ?? '').matchAll(/pid=(\d+)/g)].map((match) => match[1]))]
}

/**
 * Moves every thread of the processes listening on the URL's port to the servers' cores; threads they
 * start later inherit it. False when none was found (a server on another machine, or `ss` missing).
 */
export function pinServer(url: string, split: CoreSplit) {
  const processes = listeningProcesses(Number(new URL(url).port))
  for (const pid of processes) {
    const pinned = spawnSync(TASKSET, ['-a', '-p', '-c', split.servers, pid], { stdio: 'ignore' })
    if (pinned.status !== 0) return false
  }
  return processes.length > 0
}

/** The command line that runs a load generator on the load's core. */
export const onLoadCore = (split: CoreSplit | undefined, command: string, args: string[]) =>
  split ? { command: TASKSET, args: ['-c', split.load, command, ...args] } : { command, args }
