import type { Payload, TypedUser } from 'payload'

import { siteCheckLabel, siteHealthViewPath } from '@/site-health/constants'
import { siteHealthNow } from '@/site-health/state'
import { hasRole } from '@/users/roles'

const href = `/admin${siteHealthViewPath}`

type Props = { payload: Payload; user?: TypedUser | null }

/** Owners only, as the view: staff are not shown the server's health. */
async function summary({ payload, user }: Props) {
  if (!hasRole(user, 'owner')) return undefined
  const { failing, stopped } = await siteHealthNow(payload)
  const names = failing.map((row) => siteCheckLabel(row.check))
  return { ok: names.length === 0 && !stopped, names, stopped }
}

/** Above every admin page while something fails. */
export async function SiteHealthBanner(props: Props) {
  const state = await summary(props)
  if (!state || state.ok) return null
  const { names, stopped } = state
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
        {names.length > 0
          ? `${names.join(', ')} ${names.length === 1 ? 'is' : 'are'} failing.`
          : ''}
      </strong>{' '}
      <a href={href} style={{ color: '#fff', textDecoration: 'underline' }}>
        See what to do in Site health
      </a>
    </aside>
  )
}

/** Site health in the admin's menu, below the collections, with its state in its label. */
export async function SiteHealthNavLink(props: Props) {
  const state = await summary(props)
  if (!state) return null
  return (
    <a className="nav__link" href={href} data-site-health-nav>
      <span className="nav__link-label">Site health{state.ok ? '' : ': needs attention'}</span>
    </a>
  )
}

/** On the dashboard, so the owner sees the site's state without waiting for a banner. */
export async function SiteHealthSummary(props: Props) {
  const state = await summary(props)
  if (!state) return null
  const words = [
    ...(state.stopped ? ["the site's checks have stopped"] : []),
    ...state.names.map((name) => `${name} is failing`),
  ]
  return (
    <section
      aria-labelledby="site-health-heading"
      data-site-health-summary
      style={{ marginBottom: 'calc(var(--base) * 2)' }}
    >
      <h2 id="site-health-heading" style={{ marginBottom: 'calc(var(--base) / 2)' }}>
        Site health
      </h2>
      <p style={{ fontSize: '1.125rem', margin: 0 }}>
        {state.ok ? 'Everything is working.' : `Needs your attention: ${words.join('; ')}.`}{' '}
        <a href={href}>Open Site health</a>
      </p>
    </section>
  )
}
