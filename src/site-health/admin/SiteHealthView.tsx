import type { AdminViewServerProps, Payload } from 'payload'
import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'

import { serverEnv } from '@/config/env'
import { localTime } from '@/lib/local-time'
import { restartTheSite } from '@/site-health/checks/jobs'
import { siteChecks } from '@/site-health/constants'
import { siteHealthNow } from '@/site-health/state'
import { hasRole } from '@/users/roles'

import { CheckItem } from './CheckItem'
import { LeadsWaitingCheck } from './LeadsWaitingCheck'

const when = (iso: string) => localTime(iso, serverEnv().SITE_TIME_ZONE)

async function SiteChecks({ payload }: { payload: Payload }) {
  const { rows, lastRun, stopped } = await siteHealthNow(payload)
  const last = lastRun ? `They last ran ${when(lastRun.toISOString())}.` : 'They have not run yet.'
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, fontSize: '1.125rem', lineHeight: 1.5 }}>
      {/* A stopped job runner stops the checks, so their rows below stop changing. */}
      <CheckItem
        name="checks"
        failing={stopped}
        title={`The checks: ${stopped ? 'have stopped' : 'running every minute'}`}
        lines={[
          stopped
            ? `What is wrong: the site's checks have stopped, so what this page shows is not current and no alert email goes out. Emails to customers and staff are most likely waiting too. ${last}`
            : last,
        ]}
        action={stopped && restartTheSite}
      />
      {siteChecks.map(({ value, label }) => {
        const row = rows.find((row) => row.check === value)
        const failing = row?.status === 'failing'
        return (
          <CheckItem
            key={value}
            name={value}
            failing={failing}
            title={`${label}: ${failing ? 'failing' : 'working'}`}
            lines={
              failing
                ? [
                    `Failing since ${row.failingSince ? when(row.failingSince) : 'now'}.`,
                    `What is wrong: ${row.problem ?? ''}`,
                  ]
                : [row?.checkedAt ? `Last checked ${when(row.checkedAt)}.` : 'Not checked yet.']
            }
            action={failing && row.action}
          />
        )
      })}
      <LeadsWaitingCheck payload={payload} when={when} />
    </ul>
  )
}

export async function SiteHealthView({
  initPageResult,
  params,
  searchParams,
}: AdminViewServerProps) {
  const { req, locale, permissions, visibleEntities } = initPageResult
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        <h1 style={{ margin: '2rem 0 1rem' }}>Site health</h1>
        {hasRole(req.user, 'owner') ? (
          <SiteChecks payload={req.payload} />
        ) : (
          <p style={{ fontSize: '1.125rem' }}>Only the site&apos;s owners see its health.</p>
        )}
      </Gutter>
    </DefaultTemplate>
  )
}
