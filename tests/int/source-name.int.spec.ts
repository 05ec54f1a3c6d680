import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { sourceGroupSql, sourceName } from '@/db/source-name'

import { getTestPayload } from './helpers/test-payload'

/** utm_source and referrer as a lead stores them, and as a visit's beacon sends them. */
const cases: [utmSource: string | undefined, referrer: string | undefined][] = [
  ['Facebook', 'https://www.google.com/'],
  ['  Flyer-QR  ', undefined],
  ['', 'https://www.Google.com/search?q=it+help'],
  ['   ', 'https://m.facebook.com:443/story'],
  [undefined, 'http://nextdoor.com'],
  [undefined, 'android-app://com.google.android.gm/'],
  [undefined, 'not a url'],
  [undefined, undefined],
  ['x'.repeat(90), undefined],
  // utm_source=%09google: a tab, which trim() drops and btrim() keeps.
  ['\tgoogle', undefined],
  ['\u00a0News\u3000', undefined],
  ['\u202egoogle\u200f\u2066ads\r\n', undefined],
  ['\u202e \u200b', 'https://www.\u202eexample.org/'],
  ['x'.repeat(59) + '\u{1f600}y', undefined],
]

describe('source names', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await getTestPayload()
  })

  afterAll(async () => {
    await payload?.destroy()
  })

  it('are the same for a lead, named in SQL, and a visit, named as it is counted', async () => {
    const drizzle = (payload.db as unknown as PostgresAdapter).drizzle
    for (const [utmSource, referrer] of cases) {
      const utm = utmSource === undefined ? null : JSON.stringify({ utm_source: utmSource })
      const { rows } = await drizzle.execute(
        sql`select ${sourceGroupSql} as source from (select ${utm}::jsonb as source_utm, ${referrer ?? null}::text as source_referrer) lead`,
      )
      expect([utmSource, referrer, rows[0].source]).toEqual([
        utmSource,
        referrer,
        sourceName(utmSource, referrer),
      ])
    }
    expect(sourceName('  Flyer-QR  ', undefined)).toBe('flyer-qr')
    expect(sourceName('', 'https://www.Google.com/search')).toBe('google.com')
    expect(sourceName(undefined, undefined)).toBe('direct')
    expect(sourceName('\tgoogle', undefined)).toBe('google')
    expect(sourceName('\u202egoogle\u200f\u2066ads\r\n', undefined)).toBe('googleads')
    expect(sourceName('\u0000flyer\u0000', undefined)).toBe('flyer')
  })
})
