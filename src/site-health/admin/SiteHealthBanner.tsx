import type { Payload, TypedUser } from 'payload'

import { siteCheckLabel, siteHealthViewPath } from '@/site-health/constants'
import { siteHealthNow } from '@/site-health/checks-stopped'
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
  const { failing, stopped } = await siteHealthNow(payload)
  if (failing.length === 0 && !stopped) return null
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
        Something needs your attention:{' '}
        {stopped ? "the site's checks have stopped, so no one is told when something fails. " : ''}
        {failing.length > 0 ? `${names} ${failing.length === 1 ? 'is' : 'are'} failing.` : ''}
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
