import { sql } from '@payloadcms/db-postgres'
import type { SQL } from '@payloadcms/db-postgres/drizzle'

/**
 * A visit is named in JavaScript as it is counted, leads in SQL (a group Payload has no call for),
 * so both share these patterns; tests/int/source-name.int.spec.ts checks they agree.
 */
const directSource = 'direct'

/** A visitor can make a source name up. */
const sourceNameMaxLength = 60

// Control, invisible and direction characters go: U+202E turns a dashboard row around.
const hidden = String.raw`[\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]`
// Listed: JavaScript's trim() and PostgreSQL's btrim() differ on which characters are spaces.
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

export function referrerHost(referrer: string | undefined): string | undefined {
  const host = new RegExp(referrerHostPattern).exec(referrer ?? '')?.[1]
  return host?.toLowerCase().replace(/^www\./, '') || undefined
}

export function sourceName(utmSource: string | undefined, referrer: string | undefined): string {
  return cleaned(utmSource) || cleaned(referrerHost(referrer)) || directSource
}

const cleanedSql = (name: SQL) =>
  sql`left(lower(regexp_replace(regexp_replace(${name}, ${hidden}, '', 'g'), ${edgeSpaces}, '', 'g')), ${sourceNameMaxLength})`

export const sourceGroupSql: SQL = sql`coalesce(
  nullif(${cleanedSql(sql`source_utm->>'utm_source'`)}, ''),
  nullif(${cleanedSql(sql`regexp_replace(lower(substring(source_referrer from ${referrerHostPattern})), '^www\\.', '')`)}, ''),
  ${directSource}
)`
