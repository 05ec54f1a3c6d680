import { sql } from '@payloadcms/db-postgres'
import type { SQL } from '@payloadcms/db-postgres/drizzle'

/**
 * Where a visit or a lead came from, in a few groups: its `utm_source` when the landing page had one, else
 * the host its landing referrer was on (without `www.`), else "direct". A visit is named in JavaScript as it
 * is counted, leads in SQL over what they stored (a computed group Payload has no call for), so both forms
 * run the same patterns, written once here; tests/int/source-name.int.spec.ts checks they agree.
 */
const directSource = 'direct'

/** The longest source name kept: a visitor can make one up. */
const sourceNameMaxLength = 60

// Control, invisible and direction characters (U+202E turns a dashboard row around) go wherever they are.
const hidden = String.raw`[\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]`
// Spaces at either end, listed: JavaScript's trim() and PostgreSQL's btrim() differ on which they are.
const space = String.raw`[ \u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]`
const edgeSpaces = `^${space}+|${space}+$`
const referrerHostPattern = '^[A-Za-z][A-Za-z0-9+.-]*://([^/?#:]+)'

const cleaned = (name: string | undefined) =>
  [
    ...(name ?? '')
      // PostgreSQL's text holds no NUL, so only this side meets one.
      .replace(/\0/g, '')
      .replace(new RegExp(hidden, 'gu'), '')
      .replace(new RegExp(edgeSpaces, 'gu'), '')
      .toLowerCase(),
  ]
    .slice(0, sourceNameMaxLength)
    .join('')

/** The host of a referrer as the rule names it (lowercased, without `www.`). */
export function referrerHost(referrer: string | undefined): string | undefined {
  const host = new RegExp(referrerHostPattern).exec(referrer ?? '')?.[1]
  return host?.toLowerCase().replace(/^www\./, '') || undefined
}

/** The rule for one visit: its landing `utm_source` and referrer. */
export function sourceName(utmSource: string | undefined, referrer: string | undefined): string {
  return cleaned(utmSource) || cleaned(referrerHost(referrer)) || directSource
}

const cleanedSql = (name: SQL) =>
  sql`left(lower(regexp_replace(regexp_replace(${name}, ${hidden}, '', 'g'), ${edgeSpaces}, '', 'g')), ${sourceNameMaxLength})`

/** The rule in SQL, over a lead's `source_utm` (JSON) and `source_referrer` columns. */
export const sourceGroupSql: SQL = sql`coalesce(
  nullif(${cleanedSql(sql`source_utm->>'utm_source'`)}, ''),
  nullif(${cleanedSql(sql`regexp_replace(lower(substring(source_referrer from ${referrerHostPattern})), '^www\\.', '')`)}, ''),
  ${directSource}
)`
