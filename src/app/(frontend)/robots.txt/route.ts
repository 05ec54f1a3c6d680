import { serverEnv } from '@/config/env'

export const dynamic = 'force-static'

/** A route handler, as Next reads the robots.ts convention only at the root of app/. */
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
