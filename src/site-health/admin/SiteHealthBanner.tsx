import type { Payload, TypedUser } from 'payload'

import { siteCheckLabel, siteHealthViewPath } from '@/site-health/constants'
import { failingChecks } from '@/site-health/state'
import { hasRole } from '@/users/roles'

/** For owners only: staff are not shown the server's health. */
export async function SiteHealthBanner({
  payload,
  user,
}: {
  payload: Payload
  user?: TypedUser | null
}) {
  if (!hasRole(user, 'owner')) return null
  const failing = await failingChecks(payload)
  if (failing.length === 0) return null
  const names = failing.map((row) => siteCheckLabel(row.check)).join(', ')
  return (
    <aside
      aria-label="Site health"
      data-site-health-banner
      style={{
        background: '#8a1c1c',
        color: '#fff',
        fontSize: '1.125rem',
        lineHeight: 1.5,
        padding: '0.75rem 1.5rem',
      }}
    >
      <strong>
        Something needs your attention: {names} {failing.length === 1 ? 'is' : 'are'} failing.
      </strong>{' '}
      <a
        href={`/admin${siteHealthViewPath}`}
        style={{ color: '#fff', textDecoration: 'underline' }}
      >
        See what to do in Site health
      </a>
    </aside>
  )
}
