import { serverEnv } from '@/config/env'

export const dynamic = 'force-static'

/**
 * A route handler rather than the robots.ts convention, which Next only reads at the root of app/, not in
 * this route group.
 */
export function GET() {
  const body = [
    'User-Agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api',
    '',
    `Sitemap: ${serverEnv().publicUrl}/sitemap.xml`,
    '',
  ]
  return new Response(body.join('\n'), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}
