import config from '@payload-config'
import { getPayload, type RequiredDataFromCollectionSlug } from 'payload'

import { serverEnv } from '@/config/env'
import { personalCacheControl } from '@/server/cache-control.mjs'

/**
 * Payload's own create of a service request with nothing around it (no limits, no schema, no address lock,
 * no email jobs): what `npm run bench:intake` measures the intake against, on the same server and at the
 * same concurrency. It exists only while BENCH_BARE_CREATE is set; otherwise it answers 404 like any
 * unknown address.
 */
export async function POST(request: Request): Promise<Response> {
  if (!serverEnv().BENCH_BARE_CREATE) return Response.json({ message: 'Not Found' }, { status: 404 })
  let data: RequiredDataFromCollectionSlug<'contact-submissions'>
  try {
    data = (await request.json()) as typeof data
  } catch {
    return Response.json({ errors: { body: ['Expected a JSON object'] } }, { status: 400 })
  }
  const payload = await getPayload({ config, cron: true })
  await payload.create({ collection: 'contact-submissions', data, overrideAccess: true, depth: 0 })
  return Response.json({ message: 'Stored.' }, { status: 201, headers: { 'cache-control': personalCacheControl } })
}
