import { sql } from '@payloadcms/db-postgres'
import type { SQL } from '@payloadcms/db-postgres/drizzle'

/**
 * Where a visit or a lead came from, in a few groups: its `utm_source` (lowercased) when the landing page
 * had one, else the host its landing referrer was on (without `www.`), else "direct" (typed in, a bookmark,
 * an app). Leads are grouped in SQL over their stored source, visits as they are counted: the two forms of
 * the one rule are here together, and tests/int/source-name.int.spec.ts checks they agree.
 */
export const directSource = 'direct'

/** The longest source name kept; a longer `utm_source` is cut, as a visitor can make one up. */
export const sourceNameMaxLength = 60

/** The rule in SQL, over a lead's `source_utm` (JSON) and `source_referrer` columns. */
export const sourceGroupSql: SQL = sql`coalesce(
  nullif(left(lower(btrim(source_utm->>'utm_source')), ${sourceNameMaxLength}), ''),
  nullif(regexp_replace(lower(substring(source_referrer from '^[A-Za-z][A-Za-z0-9+.-]*://([^/?#:]+)')), '^www\\.', ''), ''),
  ${directSource}
)`

/** The host of a referrer as the rule names it (lowercased, without `www.`). */
export function referrerHost(referrer: string | undefined): string | undefined {
  const host = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/([^/?#:]+)/.exec(referrer ?? '')?.[1]
  return host?.toLowerCase().replace(/^www\./, '') || undefined
}

/** The rule for one visit: its landing `utm_source` and referrer. */
export function sourceName(utmSource: string | undefined, referrer: string | undefined): string {
  return (
    utmSource?.trim().toLowerCase().slice(0, sourceNameMaxLength) ||
    referrerHost(referrer) ||
    directSource
  )
}
