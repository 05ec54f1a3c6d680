import type { Payload, PayloadRequest } from 'payload'

import { serverEnv, type ServerEnv } from '@/config/env'
import { closeIncident, recordFailure } from '@/db/site-health'
import { inTransaction } from '@/db/transaction'

import { queueAlert } from './alerts'
import { backupsCheck } from './checks/backups'
import { diskCheck } from './checks/disk'
import { emailDeliveryCheck } from './checks/email-delivery'
import { jobsCheck } from './checks/jobs'
import { serversCheck } from './checks/servers'
import { siteCheckLabel, siteChecks, siteHealthCollection, type SiteCheckName } from './constants'
import { checkRows } from './state'
import { failing, type CheckResult, type SiteCheck } from './types'

const allChecks: Record<SiteCheckName, SiteCheck> = {
  emailDelivery: emailDeliveryCheck,
  backups: backupsCheck,
  disk: diskCheck,
  jobs: jobsCheck,
  servers: serversCheck,
}

/** A check alerts once it has failed this long, and an incident ends once it has passed as long. */
const alertAfterMs = 3 * 60_000

/** Made on first use; a row another runner made at the same moment is taken as it is. */
async function rowsMadeOnce(payload: Payload) {
  const rows = await checkRows(payload)
  const missing = siteChecks.filter((check) => !rows.some((row) => row.check === check.value))
  if (missing.length === 0) return rows
  await Promise.all(
    missing.map((check) =>
      payload
        .create({
          collection: siteHealthCollection,
          data: { check: check.value, status: 'ok', incident: 0 },
          overrideAccess: true,
        })
        .catch(() => undefined),
    ),
  )
  return checkRows(payload)
}

export async function runSiteHealthChecks(
  payload: Payload,
  options: { env?: ServerEnv; now?: Date } = {},
): Promise<Map<string, CheckResult>> {
  const env = options.env ?? serverEnv()
  const now = options.now ?? new Date()
  const rows = await rowsMadeOnce(payload)
  const results = await Promise.all(
    siteChecks.map(async ({ value: check }) => {
      const last = rows.find((row) => row.check === check)
      const watchedSince = new Date(last?.createdAt ?? now)
      const result = await allChecks[check]({ payload, env, now, watchedSince, last }).catch(
        (error: unknown) =>
          failing(
            `The check itself could not run: ${(error as Error).message}.`,
            'If this stays for more than a few minutes, restart the site.',
          ),
      )
      return [check, result] as const
    }),
  )
  for (const [check, result] of results)
    await inTransaction(payload, (req) => recordResult(payload, req, env, check, result, now))
  return new Map(results)
}

/** Logged as well as emailed, for when what fails is email itself. */
async function recordResult(
  payload: Payload,
  req: PayloadRequest,
  env: ServerEnv,
  check: SiteCheckName,
  result: CheckResult,
  now: Date,
) {
  const label = siteCheckLabel(check)
  const at = now.toISOString()
  if (!result.ok) {
    const failure = await recordFailure(payload, req, check, { ...result, at })
    if (!failure) return
    if (failure.opened)
      payload.logger.warn(
        `Site health: ${label} is failing: ${result.problem} What to do: ${result.action}`,
      )
    // Every run once due (its key sends it once), so an alert that found no owner yet still goes.
    if (now.getTime() - failure.failingSince.getTime() >= alertAfterMs)
      await queueAlert(payload, env, req, {
        ...result,
        kind: 'start',
        check,
        incident: failure.incident,
        now: failure.failingSince,
      })
    return
  }
  const calmSince = new Date(now.getTime() - alertAfterMs).toISOString()
  const incident = await closeIncident(payload, req, check, { at, calmSince })
  if (incident === undefined) return
  payload.logger.info(`Site health: ${label} is working again`)
  await queueAlert(payload, env, req, { kind: 'recovered', check, incident, now })
}
