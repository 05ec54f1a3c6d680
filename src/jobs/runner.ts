import type { Payload } from 'payload'

import { releaseAbandonedJobs, releaseInFlightEmails } from '@/email/lease'

/**
 * Jobs taken per round. They run in parallel and share the SMTP pool (src/email/adapter.ts). A round holds
 * the server's event loop while its jobs do their bookkeeping, and every lead arriving meanwhile waits for it:
 * smaller rounds keep the intake's slowest answers short, large enough ones still drain a backlog well within
 * the specification's target (docs/benchmarks.md has the latest measurement).
 */
export const jobBatchSize = 5
/** Pause between rounds once the queue is empty: a new lead's emails leave within about a second. */
const idleMilliseconds = 1000
/** How many failed rounds in a row, a second apart, end a run until empty (`npm run jobs:run`) with the error. */
const failedRoundsBeforeGivingUp = 3
/** How often the hourly schedules (attachment cleanup) are checked for being due. */
const scheduleMilliseconds = 60_000

export type JobRunner = {
  /** Takes no new jobs; waits up to `graceMilliseconds` for running ones, then hands the rest back to the queue. */
  stop: (graceMilliseconds: number) => Promise<void>
}

/**
 * The job loop of a server (JOBS_AUTORUN) and of `npm run jobs:run`: releases jobs a dead process left
 * running, then runs rounds back to back while there is work, and waits a second when there is none. A
 * server's loop outlives any failed round; a run until empty rejects `done` once rounds keep failing.
 * Payload's cron autoRun is not used: it runs a fixed small batch per tick and cannot be drained at shutdown.
 */
export function startJobRunner(
  payload: Payload,
  options: { leaseSeconds: number; untilEmpty?: boolean; shareProcess?: boolean },
): JobRunner & { done: Promise<void> } {
  let stopping = false
  let wake: (() => void) | undefined
  let lastSchedules = 0

  const pause = (milliseconds: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, milliseconds)
      wake = () => {
        clearTimeout(timer)
        resolve()
      }
    })

  const round = async () => {
    await releaseAbandonedJobs(payload, options.leaseSeconds)
    if (Date.now() - lastSchedules >= scheduleMilliseconds) {
      lastSchedules = Date.now()
      await payload.jobs.handleSchedules()
    }
    const result = await payload.jobs.run({ limit: jobBatchSize })
    return Object.keys(result.jobStatus ?? {}).length
  }

  const done = (async () => {
    let failedInARow = 0
    while (!stopping) {
      let ran = 0
      const started = Date.now()
      try {
        ran = await round()
        failedInARow = 0
      } catch (error) {
        failedInARow += 1
        // A run until empty ends on a fault that lasts, with the error, instead of as if nothing were queued.
        if (options.untilEmpty && failedInARow >= failedRoundsBeforeGivingUp)
          throw new Error(
            `the job runner gave up after ${failedInARow} failed rounds in a row; the jobs stay queued`,
            { cause: error },
          )
        payload.logger.error({
          err: error,
          msg: 'The job runner could not complete a round; trying again',
        })
        if (!stopping) await pause(idleMilliseconds)
        continue
      }
      if (ran === 0 && options.untilEmpty) return
      if (ran === 0 && !stopping) await pause(idleMilliseconds)
      // A server shares its process with visitors: after a round, as long a pause, so a backlog takes at
      // most half the CPU while leads keep arriving.
      else if (options.shareProcess && !stopping)
        await pause(Math.min(Date.now() - started, idleMilliseconds))
    }
  })()

  return {
    done,
    stop: async (graceMilliseconds) => {
      stopping = true
      wake?.()
      const finished = await Promise.race([
        // A run that gave up has stopped as well: its error is for whoever awaits `done`.
        done.then(
          () => true,
          () => true,
        ),
        new Promise<boolean>((resolve) =>
          setTimeout(() => resolve(false), graceMilliseconds).unref(),
        ),
      ])
      if (!finished) {
        const released = await releaseInFlightEmails(payload)
        payload.logger.warn(
          `Stopped with ${released} email(s) still sending: handed back to the queue`,
        )
      }
    },
  }
}
