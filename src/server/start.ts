import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { scheduleBackups } from '@/backup/schedule'
import { requirePublicUrl, serverEnv } from '@/config/env'
import { dropPagesOfOtherContent } from '@/content/content-epoch'
import { describeDatabaseError } from '@/db/probe'
import { startJobRunner, type JobRunner } from '@/jobs/runner'
import { issueSetupToken } from '@/users/setup-token'

import { requestsAnsweredEvent } from './shutdown'

/** Running jobs get this long to finish at SIGTERM; what is still sending then goes back to the queue. */
const shutdownGraceMilliseconds = 10_000

/**
 * The job runner's and Payload's half of a graceful stop; the HTTP server's half is ./shutdown.ts (read there
 * the whole order). At SIGTERM or SIGINT the runner stops taking jobs and drains while the server answers the
 * requests in flight; Payload's database pool closes only after `requestsAnsweredEvent`, since those requests
 * still use it; then the process exits, and the supervisor (scripts/with-database.ts) stops the embedded
 * database after that.
 */
function drainOnSignals(payload: Payload, runner: JobRunner | undefined) {
  // Listened to from the start: the server may have answered its last request before the runner has drained.
  const requestsAnswered = new Promise<void>((resolve) =>
    process.once(requestsAnsweredEvent, () => resolve()),
  )
  let exiting = false
  for (const [signal, code] of [
    ['SIGTERM', 143],
    ['SIGINT', 130],
  ] as const) {
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

/** A production site without any account opens its first-user form only to whoever reads this log. */
async function announceSetupToken(payload: Payload) {
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs > 0) return
  const token = await issueSetupToken(payload)
  console.log(
    `No admin account yet. Create the owner with \`npm run users:create -- --email ... --password ... --role owner\`, ` +
      `or at ${serverEnv().publicUrl}/admin/create-first-user with the setup token ${token}`,
  )
}

/** Payload, its job runner and the shutdown order of a server process (see src/instrumentation.ts). */
export async function startServer() {
  requirePublicUrl()
  const env = serverEnv()
  let payload: Payload
  try {
    payload = await getPayload({ config })
  } catch (error) {
    // A server that cannot reach its database must exit, so a supervisor notices and restarts it.
    console.error(`Could not start: ${describeDatabaseError(error, env.DATABASE_URI)}`)
    process.exit(1)
  }
  try {
    await dropPagesOfOtherContent(payload)
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
