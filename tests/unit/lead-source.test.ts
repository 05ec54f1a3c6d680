import { describe, expect, it } from 'vitest'

import { leadSource } from '@/leads/intake/source'

const site = 'https://www.example.com'
const noHeaders = new Headers()
const referer = (value: string) => new Headers({ referer: value })

/** A sent source whose page has no utm_* of its own, so `utm` shows only what survived of the sent record. */
const sentUtm = (utm: unknown) => leadSource({ page: `${site}/contact`, utm }, noHeaders, site).utm

/** The utm_* the server reads off a page that was sent without a `utm` record. */
const pageUtm = (query: string) =>
  leadSource({ page: `${site}/contact?${query}` }, noHeaders, site).utm

const letters = (length: number) => 'a'.repeat(length)

describe('leadSource: page and referrer', () => {
  it('keeps a page of this site and a referrer from anywhere', () => {
    expect(
      leadSource(
        { page: `${site}/packages`, referrer: 'http://search.example.org/?q=wedding' },
        noHeaders,
        site,
      ),
    ).toEqual({
      page: `${site}/packages`,
      referrer: 'http://search.example.org/?q=wedding',
      utm: undefined,
    })
  })

  it('keeps plain http addresses as well as https', () => {
    const httpSite = 'http://localhost:3000'
    expect(
      leadSource(
        { page: `${httpSite}/contact`, referrer: 'http://other.example/' },
        noHeaders,
        httpSite,
      ),
    ).toMatchObject({
      page: `${httpSite}/contact`,
      referrer: 'http://other.example/',
    })
  })

  it.each([
    'ftp://files.example.com/',
    'javascript:alert(1)',
    'httpx://search.example.org/',
    'xhttps://search.example.org/',
    'not a url',
  ])('drops a referrer that is not an http(s) address: %s', (referrer) => {
    expect(leadSource({ page: `${site}/contact`, referrer }, noHeaders, site)).toEqual({
      page: `${site}/contact`,
      referrer: undefined,
      utm: undefined,
    })
  })

  it('drops a referrer longer than 2000 characters', () => {
    const referrer = `https://search.example.org/${letters(2000)}`
    expect(
      leadSource({ page: `${site}/contact`, referrer }, noHeaders, site).referrer,
    ).toBeUndefined()
  })

  it('does not store a page of another origin, even when the browser sent it', () => {
    expect(
      leadSource({ page: 'https://evil.example.net/contact' }, noHeaders, site).page,
    ).toBeUndefined()
  })

  it('does not store an ftp page sent by the browser', () => {
    expect(
      leadSource({ page: 'ftp://www.example.com/contact' }, noHeaders, site).page,
    ).toBeUndefined()
  })

  it('takes the page from the Referer header when the browser sent no source', () => {
    expect(leadSource(undefined, referer(`${site}/about?utm_source=flyer`), site)).toEqual({
      page: `${site}/about?utm_source=flyer`,
      referrer: undefined,
      utm: { utm_source: 'flyer' },
    })
  })

  it('takes the page from the Referer header when the sent page is on another origin', () => {
    expect(
      leadSource({ page: 'https://evil.example.net/contact' }, referer(`${site}/contact`), site)
        .page,
    ).toBe(`${site}/contact`)
  })

  it('prefers the sent page over the Referer header', () => {
    expect(leadSource({ page: `${site}/packages` }, referer(`${site}/contact`), site).page).toBe(
      `${site}/packages`,
    )
  })

  it('stores no page when neither the sent page nor the Referer header is usable', () => {
    expect(leadSource({}, noHeaders, site)).toEqual({
      page: undefined,
      referrer: undefined,
      utm: undefined,
    })
    expect(leadSource({}, referer('https://evil.example.net/contact'), site).page).toBeUndefined()
    expect(leadSource({}, referer('ftp://www.example.com/contact'), site).page).toBeUndefined()
  })

  it.each([null, 'https://www.example.com/contact', 42, ['page']])(
    'ignores a sent source that is not an object: %j',
    (sent) => {
      expect(leadSource(sent, referer(`${site}/contact`), site)).toEqual({
        page: `${site}/contact`,
        referrer: undefined,
        utm: undefined,
      })
    },
  )
})

describe('leadSource: utm parameters the browser sent', () => {
  it('keeps the sent record over the page’s own utm parameters', () => {
    const sent = {
      page: `${site}/contact?utm_source=page`,
      utm: { utm_source: 'landing', utm_campaign: 'spring' },
    }
    expect(leadSource(sent, noHeaders, site).utm).toEqual({
      utm_source: 'landing',
      utm_campaign: 'spring',
    })
  })

  it('keeps short values and a suffix of any case, digits and underscores up to 40 characters', () => {
    const utm = { utm_source: 'x', UTM_Term_2: '', [`utm_${letters(40)}`]: 'long key' }
    expect(sentUtm(utm)).toEqual(utm)
  })

  it('keeps a value of exactly 200 characters', () => {
    expect(sentUtm({ utm_content: letters(200) })).toEqual({ utm_content: letters(200) })
  })

  it.each([
    ['a value of 201 characters', { utm_source: 'ok', utm_content: letters(201) }],
    ['a key with text before utm_', { utm_source: 'ok', xutm_a: '1' }],
    ['a key with nothing after utm_', { utm_source: 'ok', utm_: '1' }],
    ['a key with a hyphen', { utm_source: 'ok', 'utm_a-b': '1' }],
    ['a key with a 41-character suffix', { utm_source: 'ok', [`utm_${letters(41)}`]: '1' }],
    ['a value that is not a string', { utm_source: 'ok', utm_medium: 3 }],
  ])('drops the whole record when it holds %s', (_, utm) => {
    expect(sentUtm(utm)).toBeUndefined()
  })

  it('keeps ten entries and drops a record of eleven', () => {
    const entries = (count: number) =>
      Object.fromEntries(Array.from({ length: count }, (_, i) => [`utm_p${i}`, `v${i}`]))
    expect(sentUtm(entries(10))).toEqual(entries(10))
    expect(sentUtm(entries(11))).toBeUndefined()
  })

  it('falls back to the page’s own utm parameters when the sent record is dropped', () => {
    const sent = { page: `${site}/contact?utm_source=page`, utm: { utm_source: letters(201) } }
    expect(leadSource(sent, noHeaders, site).utm).toEqual({ utm_source: 'page' })
  })

  it('falls back to the page’s own utm parameters when the sent record is empty', () => {
    expect(
      leadSource({ page: `${site}/contact?utm_source=page`, utm: {} }, noHeaders, site).utm,
    ).toEqual({ utm_source: 'page' })
  })
})

describe('leadSource: utm parameters read from the page', () => {
  it('keeps only well-formed utm parameters, one by one', () => {
    const query = [
      'utm_source=flyer',
      'xutm_a=1',
      'utm_=2',
      'utm_a-b=3',
      `utm_${letters(41)}=4`,
      'ref=5',
      `UTM_Term_2=${letters(200)}`,
      `utm_content=${letters(201)}`,
    ].join('&')
    expect(pageUtm(query)).toEqual({ utm_source: 'flyer', UTM_Term_2: letters(200) })
  })

  it('keeps the first ten utm parameters', () => {
    const query = Array.from({ length: 12 }, (_, i) => `utm_p${i}=v${i}`).join('&')
    expect(pageUtm(query)).toEqual(
      Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`utm_p${i}`, `v${i}`])),
    )
  })

  it('stores no utm when the page has none that qualify', () => {
    expect(pageUtm('ref=newsletter&xutm_a=1')).toBeUndefined()
  })
})
