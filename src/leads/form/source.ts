const storageKey = 'lead-landing'

type Landing = { referrer?: string; utm?: Record<string, string> }

function utmOf(search: string): Record<string, string> | undefined {
  const entries = [...new URLSearchParams(search)].filter(([key]) => key.startsWith('utm_'))
  return entries.length ? Object.fromEntries(entries) : undefined
}

/**
 * How the visitor arrived, remembered for the tab's session: the referrer and utm_* parameters belong to
 * the landing page, and the form may be sent from another page later.
 */
function landing(): Landing {
  try {
    const stored = sessionStorage.getItem(storageKey)
    if (stored) return JSON.parse(stored) as Landing
    const first: Landing = { referrer: document.referrer || undefined, utm: utmOf(location.search) }
    sessionStorage.setItem(storageKey, JSON.stringify(first))
    return first
  } catch {
    return { referrer: document.referrer || undefined, utm: utmOf(location.search) }
  }
}

/**
 * Called as the first page of a visit loads (src/components/RememberLanding.tsx, in the shell), so the landing
 * page's referrer and utm_* are kept before any move to another page.
 */
export function rememberLanding() {
  landing()
}

/** The landing page's `utm_source`, which the visit beacon reports for every page of the visit. */
export function landingUtmSource() {
  return landing().utm?.utm_source
}

/** Sent beside a lead's fields as `source`. */
export function leadSourceOfThisVisit() {
  const { referrer, utm } = landing()
  return { page: location.href, referrer, utm: utmOf(location.search) ?? utm }
}
