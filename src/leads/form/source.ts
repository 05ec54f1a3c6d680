const storageKey = 'lead-landing'

type Landing = { referrer?: string; utm?: Record<string, string> }

function utmOf(search: string): Record<string, string> | undefined {
  const entries = [...new URLSearchParams(search)].filter(([key]) => key.startsWith('utm_'))
  return entries.length ? Object.fromEntries(entries) : undefined
}

/** Kept for the tab's session: the referrer and utm_* are the landing page's, not the form's. */
function landing(): Landing {
  const first: Landing = { referrer: document.referrer || undefined, utm: utmOf(location.search) }
  try {
    const stored = sessionStorage.getItem(storageKey)
    if (stored) return JSON.parse(stored) as Landing
    sessionStorage.setItem(storageKey, JSON.stringify(first))
  } catch {}
  return first
}

/** Called as the first page loads, before any move to another page. */
export function rememberLanding() {
  landing()
}

/** The visit beacon reports it for every page of the visit. */
export function landingUtmSource() {
  return landing().utm?.utm_source
}

export function leadSourceOfThisVisit() {
  const { referrer, utm } = landing()
  return { page: location.href, referrer, utm: utmOf(location.search) ?? utm }
}
