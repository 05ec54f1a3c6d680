import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { scheduleBackups } from '@/backup/schedule'
import { requirePublicUrl, serverEnv } from '@/config/env'
import { describeDatabaseError } from '@/db/probe'
import { startJobRunner, type JobRunner } from '@/server/jobs/runner'
import { issueSetupToken } from '@/users/setup-token'

import { exitCodes, requestsAnsweredEvent } from './shutdown'

/** What is still sending after this goes back to the queue. */
const shutdownGraceMilliseconds = 10_000

/**
 * The job runner's and Payload's half of a graceful stop (the order is in ./shutdown.ts): Payload's
 * pool closes only after `requestsAnsweredEvent`, since the requests in flight still use it.
 */
function drainOnSignals(payload: Payload, runner: JobRunner | undefined) {
  // Listened to from the start: the requests may be answered before the runner has drained.
  const requestsAnswered = new Promise<void>((resolve) =>
    process.once(requestsAnsweredEvent, () => resolve()),
  )
  let exiting = false
  for (const [signal, code] of Object.entries(exitCodes)) {
    process.on(signal, () => {
      if (exiting) return
      exiting = true
      void (async () => {
        await runner
          ?.stop(shutdownGraceMilliseconds)
          .catch((error: unknown) =>
            payload.logger.error({ err: error, msg: 'Could not drain the job runner' }),
          )
        await requestsAnswered
        await payload.destroy().catch(() => {})
        process.exit(code)
      })()
    })
  }
}

/** A production site without accounts opens its first-user form only to whoever reads this log. */
async function announceSetupToken(payload: Payload) {
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs > 0) return
  const token = await issueSetupToken(payload)
  console.log(
    `No admin account yet. Create the owner with \`npm run users:create -- --email ... --password ... --role owner\`, ` +
      `or at ${serverEnv().publicUrl}/admin/create-first-user with the setup token ${token}`,
  )
}

export async function startServer() {
  requirePublicUrl()
  const env = serverEnv()
  let payload: Payload
  try {
    payload = await getPayload({ config })
  } catch (error) {
    // Exit, so a supervisor notices and restarts the server.
    console.error(`Could not start: ${describeDatabaseError(error, env.DATABASE_URI)}`)
    process.exit(1)
  }
  try {
    if (env.isProduction) await announceSetupToken(payload)
  } catch (error) {
    // Next would answer every request with this error for as long as the process lives.
    console.error(`Could not start: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
  const runner = env.JOBS_AUTORUN
    ? startJobRunner(payload, { leaseSeconds: env.JOBS_LEASE_SECONDS, shareProcess: true })
    : undefined
  scheduleBackups(payload, env)
  drainOnSignals(payload, runner)
}
