import type { Payload, TypedUser } from 'payload'

import { siteHealthNow } from '@/site-health/checks-stopped'
import { siteCheckLabel, siteHealthViewPath } from '@/site-health/constants'
import { hasRole } from '@/users/roles'

const href = `/admin${siteHealthViewPath}`

type Props = { payload: Payload; user?: TypedUser | null }

/** Owners only, as the view: staff are not shown the server's health. */
async function summary({ payload, user }: Props) {
  if (!hasRole(user, 'owner')) return undefined
  const { failing, stopped } = await siteHealthNow(payload)
  const words = [
    ...(stopped ? ["the site's checks have stopped"] : []),
    ...failing.map((row) => `${siteCheckLabel(row.check)} is failing`),
  ]
  return { ok: words.length === 0, words: words.join('; ') }
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
        {state.ok ? 'Everything is working.' : `Needs your attention: ${state.words}.`}{' '}
        <a href={href}>Open Site health</a>
      </p>
    </section>
  )
}
