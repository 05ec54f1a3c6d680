import type { AdminViewServerProps } from 'payload'
import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'

import { serverEnv } from '@/config/env'
import { checksStopped, lastRunOf } from '@/site-health/checks-stopped'
import { siteChecks, siteHealthCollection } from '@/site-health/constants'
import { localTime } from '@/lib/local-time'
import type { CheckRow } from '@/site-health/state'
import { hasRole } from '@/users/roles'

import { checkItemStyle } from './checkItemStyle'
import { ChecksRunningCheck } from './ChecksRunningCheck'
import { LeadsWaitingCheck } from './LeadsWaitingCheck'

type Row = CheckRow & { problem?: string | null; action?: string | null; checkedAt?: string | null }

const when = (iso: string) => localTime(iso, serverEnv().SITE_TIME_ZONE)

export async function SiteHealthView({
  initPageResult,
  params,
  searchParams,
}: AdminViewServerProps) {
  const { req, locale, permissions, visibleEntities } = initPageResult
  const owner = hasRole(req.user, 'owner')
  const rows = owner
    ? ((
        await req.payload.find({
          collection: siteHealthCollection,
          depth: 0,
          overrideAccess: true,
          pagination: false,
        })
      ).docs as unknown as Row[])
    : []
  const byName = new Map(rows.map((row) => [row.check, row]))
  const lastRun = lastRunOf(rows)
  const stopped = owner && checksStopped(lastRun, new Date())
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
        {!owner ? (
          <p style={{ fontSize: '1.125rem' }}>Only the site&apos;s owners see its health.</p>
        ) : (
          <ul
            style={{
              listStyle: 'none',
              margin: 0,
              padding: 0,
              fontSize: '1.125rem',
              lineHeight: 1.5,
            }}
          >
            <ChecksRunningCheck lastRun={lastRun} stopped={stopped} when={when} />
            {siteChecks.map(({ value, label }) => {
              const row = byName.get(value)
              const failing = row?.status === 'failing'
              return (
                <li
                  key={value}
                  data-site-check={value}
                  data-status={failing ? 'failing' : 'ok'}
                  style={checkItemStyle(failing)}
                >
                  <h2 style={{ fontSize: '1.25rem', margin: 0 }}>
                    {label}: {failing ? 'failing' : 'working'}
                  </h2>
                  {failing && row ? (
                    <>
                      <p style={{ margin: '0.25rem 0' }}>
                        Failing since {row.failingSince ? when(row.failingSince) : 'now'}.
                      </p>
                      <p style={{ margin: '0.25rem 0' }}>What is wrong: {row.problem}</p>
                      <p style={{ margin: '0.25rem 0' }}>
                        <strong>What to do:</strong> {row.action}
                      </p>
                    </>
                  ) : (
                    <p style={{ margin: '0.25rem 0' }}>
                      {row?.checkedAt ? `Last checked ${when(row.checkedAt)}.` : 'Not checked yet.'}
                    </p>
                  )}
                </li>
              )
            })}
            <LeadsWaitingCheck payload={req.payload} when={when} />
          </ul>
        )}
      </Gutter>
    </DefaultTemplate>
  )
}
