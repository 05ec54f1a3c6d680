import 'server-only'

import { z } from '@/lib/zod'

export type LeadSource = { page?: string; referrer?: string; utm?: Record<string, string> }

const url = z
  .url({ protocol: /^https?$/ })
  .max(2000)
  .optional()
  .catch(undefined)
const utmKey = /^utm_[a-z0-9_]{1,40}$/i
const maxUtmParameters = 10

// Metadata, not something the visitor typed: a bad part is dropped instead of refusing the lead.
const sentSource = z
  .object({
    page: url,
    referrer: url,
    utm: z
      .record(z.string().regex(utmKey), z.string().max(200))
      .refine((utm) => Object.keys(utm).length <= maxUtmParameters)
      .optional()
      .catch(undefined),
  })
  .optional()
  .catch(undefined)

function utmOf(page: string | undefined): Record<string, string> | undefined {
  if (!page) return undefined
  const entries = [...new URL(page).searchParams]
    .filter(([key, value]) => utmKey.test(key) && value.length <= 200)
    .slice(0, maxUtmParameters)
  return entries.length ? Object.fromEntries(entries) : undefined
}

/** The admin links to it, so another origin is never stored as one. */
function ownPage(value: string | undefined, siteOrigin: string): string | undefined {
  return value && new URL(value).origin === siteOrigin ? value : undefined
}

/**
 * The browser sends `source` beside the spec's fields; a client of the bare contract has only its
 * Referer to name the page.
 */
export function leadSource(sent: unknown, headers: Headers, siteOrigin: string): LeadSource {
  const source = sentSource.parse(sent) ?? {}
  const page =
    ownPage(source.page, siteOrigin) ??
    ownPage(url.parse(headers.get('referer') ?? undefined), siteOrigin)
  return {
    page,
    referrer: source.referrer,
    utm: source.utm && Object.keys(source.utm).length ? source.utm : utmOf(page),
  }
}
