import config from '@payload-config'
import { getPayload } from 'payload'
import { z } from 'zod'

import { expireSettledContent, expireSharedContent, isRevalidateToken } from '@/content/revalidate'
import { contentSlugs } from '@/lib/content-routes'

const body = z.object({ slug: z.enum(contentSlugs) })

/**
 * POST /api/revalidate {"slug":"packages"}: the server asking itself, a moment after a change committed, to
 * expire its content tag again (src/content/revalidate.ts). Only with the bearer token derived from PAYLOAD_SECRET.
 */
export async function POST(request: Request) {
  if (!isRevalidateToken(request.headers.get('authorization'))) return new Response('Forbidden', { status: 403 })
  const parsed = body.safeParse(await request.json().catch(() => undefined))
  if (!parsed.success) return Response.json({ errors: { slug: parsed.error.issues.map((issue) => issue.message) } }, { status: 400 })
  const { logger } = await getPayload({ config })
  await expireSharedContent(parsed.data.slug, logger)
  expireSettledContent(parsed.data.slug, logger)
  return Response.json({ revalidated: parsed.data.slug })
}
