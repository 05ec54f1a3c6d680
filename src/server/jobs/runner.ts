import { setTimeout as delay } from 'node:timers/promises'
import type { Payload } from 'payload'

import { releaseAbandonedJobs, releaseInFlightEmails } from '@/email/lease'

/**
 * Jobs taken per round, run in parallel on the shared SMTP pool. A round holds the event loop while
 * its jobs do their bookkeeping, so small rounds keep the intake's answers quick.
 */
const jobBatchSize = 5
/** Pause once the queue is empty: a new lead's emails leave within about a second. */
const idleMilliseconds = 1000
/** Failed rounds in a row that end a run until empty (`npm run jobs:run`) with the error. */
const failedRoundsBeforeGivingUp = 3
const scheduleMilliseconds = 60_000

export type JobRunner = {
  /** Waits up to `graceMilliseconds` for running jobs, then hands the rest back to the queue. */
  stop: (graceMilliseconds: number) => Promise<void>
}

/**
 * The job loop of a server and of `npm run jobs:run`. Not Payload's cron autoRun: it runs a fixed
 * small batch per tick and cannot be drained at shutdown.
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
        // Ends on a lasting fault with the error, not as if nothing were queued.
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
      // A server shares its process with visitors: pause as long as the round took, so a backlog
      // takes at most half the CPU.
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
        // A run that gave up has stopped too; its error is for whoever awaits `done`.
        done.then(
          () => true,
          () => true,
        ),
        delay(graceMilliseconds, false, { ref: false }),
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
