import 'server-only'

import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { getPayload, type CollectionSlug, type SanitizedConfig } from 'payload'

/**
 * Refuses a call of the admin's server function (`POST /admin` with a `Next-Action` id) from someone not
 * signed in, once the site has an account: Payload's handlers throw its Unauthorized error for it, and
 * Next answers any error a server action throws as a 500 with the error in the log. `notFound()` is the one
 * refusal Next lets an action end with outside its experimental `authInterrupts` (`unauthorized()`,
 * `forbidden()`): a 404, logged by no one. A fresh site's first-user form calls it signed out, as Payload's
 * own admin check (canAccessAdmin) allows while there is no account.
 */
export async function refuseSignedOutCall(config: Promise<SanitizedConfig>) {
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: await headers() })
  if (user) return
  const { totalDocs } = await payload.count({ collection: payload.config.admin.user as CollectionSlug })
  if (totalDocs > 0) notFound()
}
