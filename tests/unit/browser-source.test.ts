// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { leadSourceOfThisVisit, rememberLanding } from '@/leads/form/source'

const origin = location.origin

function visit(path: string, referrer = '') {
  history.replaceState(null, '', path)
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true })
}

beforeEach(() => {
  sessionStorage.clear()
  visit('/')
})

// Swapped whole: happy-dom binds Storage methods to each instance, so a spy on Storage.prototype is never
// called, and a spy on the instance is not undone cleanly. Browsers throw like this with storage blocked.
function blockSessionStorage() {
  const blocked = () => {
    throw new DOMException('blocked', 'SecurityError')
  }
  vi.stubGlobal('sessionStorage', { getItem: blocked, setItem: blocked })
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('leadSourceOfThisVisit', () => {
  it('reports the landing page’s referrer and utm parameters', () => {
    visit('/?utm_source=flyer&utm_medium=print', 'https://search.example.org/')
    expect(leadSourceOfThisVisit()).toEqual({
      page: `${origin}/?utm_source=flyer&utm_medium=print`,
      referrer: 'https://search.example.org/',
      utm: { utm_source: 'flyer', utm_medium: 'print' },
    })
  })

  it('keeps the landing values on a later page of the same session', () => {
    visit('/?utm_source=flyer', 'https://search.example.org/')
    rememberLanding()
    visit('/contact', `${origin}/`)
    expect(leadSourceOfThisVisit()).toEqual({
      page: `${origin}/contact`,
      referrer: 'https://search.example.org/',
      utm: { utm_source: 'flyer' },
    })
  })

  it('prefers the current page’s own utm parameters over the landing ones', () => {
    visit('/?utm_source=flyer', 'https://search.example.org/')
    rememberLanding()
    visit('/contact?utm_source=banner', `${origin}/`)
    expect(leadSourceOfThisVisit()).toMatchObject({
      referrer: 'https://search.example.org/',
      utm: { utm_source: 'banner' },
    })
  })

  it('reports no referrer and no utm for a visit that came with neither', () => {
    expect(leadSourceOfThisVisit()).toEqual({
      page: `${origin}/`,
      referrer: undefined,
      utm: undefined,
    })
  })

  it('keeps only utm_ parameters', () => {
    visit('/?ref=newsletter&my_utm_=1&utm_campaign=spring')
    expect(leadSourceOfThisVisit().utm).toEqual({ utm_campaign: 'spring' })
  })

  it('reads back a landing stored earlier in the session', () => {
    sessionStorage.setItem(
      'lead-landing',
      JSON.stringify({ referrer: 'https://stored.example.org/', utm: { utm_source: 'stored' } }),
    )
    visit('/contact', `${origin}/`)
    expect(leadSourceOfThisVisit()).toEqual({
      page: `${origin}/contact`,
      referrer: 'https://stored.example.org/',
      utm: { utm_source: 'stored' },
    })
  })

  it('stores the landing for the session as JSON', () => {
    visit('/?utm_source=flyer', 'https://search.example.org/')
    rememberLanding()
    expect(JSON.parse(sessionStorage.getItem('lead-landing') ?? 'null')).toEqual({
      referrer: 'https://search.example.org/',
      utm: { utm_source: 'flyer' },
    })
  })

  it('still reports the current page’s referrer and utm when sessionStorage is unavailable', () => {
    blockSessionStorage()
    visit('/?utm_source=flyer', 'https://search.example.org/')
    expect(leadSourceOfThisVisit()).toEqual({
      page: `${origin}/?utm_source=flyer`,
      referrer: 'https://search.example.org/',
      utm: { utm_source: 'flyer' },
    })
  })

  it('reports the current page, not an unreadable landing, when sessionStorage is unavailable', () => {
    sessionStorage.setItem(
      'lead-landing',
      JSON.stringify({ referrer: 'https://stored.example.org/', utm: { utm_source: 'stored' } }),
    )
    blockSessionStorage()
    visit('/contact', `${origin}/`)
    expect(leadSourceOfThisVisit()).toEqual({
      page: `${origin}/contact`,
      referrer: `${origin}/`,
      utm: undefined,
    })
  })

  it('reports no referrer when sessionStorage is unavailable and the visit came without one', () => {
    blockSessionStorage()
    expect(leadSourceOfThisVisit()).toEqual({
      page: `${origin}/`,
      referrer: undefined,
      utm: undefined,
    })
  })
})
