import type { Payload } from 'payload'

import type { SitePage } from '@/content/seo/routes'

/** Crawlers, link previews, monitors, headless browsers and HTTP libraries. */
const automatedAgent =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|preview|headless|lighthouse|pagespeed|chrome-lighthouse|ptst|phantomjs|selenium|webdriver|puppeteer|playwright|python|curl|wget|httpclient|okhttp|axios|node-fetch|undici|go-http|java\/|libwww|monitor|uptime|pingdom|statuscake/i

export type NotAVisit = 'automated' | 'prefetch' | 'signed-in' | 'not-a-page'

const isPrefetch = (headers: Headers) =>
  /prefetch|prerender/i.test(
    `${headers.get('sec-purpose') ?? ''} ${headers.get('purpose') ?? ''} ${headers.get('x-moz') ?? ''}`,
  )

/**
 * A browser sends Accept-Language with every request; most programs do not. The site sets no cookie
 * of its own, so a cookie can only be an admin session, whose views are not the public's.
 */
export async function notAVisit(
  request: Request,
  payload: Payload,
  route: SitePage | undefined,
): Promise<NotAVisit | undefined> {
  const { headers } = request
  const agent = headers.get('user-agent') ?? ''
  if (!agent || automatedAgent.test(agent) || !headers.get('accept-language')) return 'automated'
  if (isPrefetch(headers)) return 'prefetch'
  if (!route) return 'not-a-page'
  if (headers.get('cookie')) {
    const { user } = await payload.auth({ headers })
    if (user) return 'signed-in'
  }
  return undefined
}
