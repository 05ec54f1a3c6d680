import type { Payload } from 'payload'

import { serverEnv, type ServerEnv } from '@/config/env'

import { queueAlert } from './alerts'
import { backupsCheck } from './checks/backups'
import { diskCheck } from './checks/disk'
import { emailDeliveryCheck } from './checks/email-delivery'
import { jobsCheck } from './checks/jobs'
import { serversCheck } from './checks/servers'
import { siteCheckLabel } from './constants'
import { checkRows, endIncident, recordFailure } from './state'
import { failing, type CheckResult, type SiteCheck } from './types'

export const allChecks: SiteCheck[] = [
  emailDeliveryCheck,
  backupsCheck,
  diskCheck,
  jobsCheck,
  serversCheck,
]

/**
 * A check that starts failing opens an incident (one alert email), one that works again closes it.
 * Both are logged too, for when what fails is email itself.
 */
export async function runSiteHealthChecks(
  payload: Payload,
  options: { env?: ServerEnv; now?: Date } = {},
): Promise<Map<string, CheckResult>> {
  const env = options.env ?? serverEnv()
  const now = options.now ?? new Date()
  const rows = await checkRows(payload)
  const results = await Promise.all(
    allChecks.map(async (check) => {
      const watchedSince = new Date(rows.get(check.name)?.createdAt ?? now)
      const result = await check
        .run({ payload, env, now, watchedSince })
        .catch((error: unknown) =>
          failing(
            `The check itself could not run: ${(error as Error).message}.`,
            'If this stays for more than a few minutes, restart the site.',
          ),
        )
      return [check, result] as const
    }),
  )
  for (const [check, result] of results) {
    const label = siteCheckLabel(check.name)
    if (!result.ok) {
      const failure = await recordFailure(payload, check.name, {
        problem: result.problem,
        action: result.action,
        now,
      })
      if (!failure) continue
      if (failure.opened)
        payload.logger.warn(
          `Site health: ${label} is failing: ${result.problem} What to do: ${result.action}`,
        )
      // Every minute while failing, once per incident by its key, so an alert that found no owner
      // yet or whose runner stopped before queueing it still goes out.
      await queueAlert(payload, env, {
        kind: 'start',
        check: check.name,
        incident: failure.incident,
        now,
        problem: result.problem,
        action: result.action,
      })
    } else {
      const incident = await endIncident(payload, check.name, now)
      if (incident === undefined) continue
      payload.logger.info(`Site health: ${label} is working again`)
      await queueAlert(payload, env, { kind: 'recovered', check: check.name, incident, now })
    }
  }
  return new Map(results.map(([check, result]) => [check.name, result]))
}
