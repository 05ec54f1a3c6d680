import type { Payload } from 'payload'

import { serverEnv } from '@/config/env'
import {
  businessHoursDefault,
  replyPromiseDefaults,
} from '@/content/globals/SiteSettings/reply-promise'

function fromParts(from: string) {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from)
  return match ? { name: match[1], address: match[2] } : { name: '', address: from.trim() }
}

/** Who hears of leads, and the name, phone and reply promises the emails give. */
export async function siteContact(payload: Payload) {
  const env = serverEnv()
  const from = fromParts(env.EMAIL_FROM)
  const settings = await payload
    .findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
    .catch((error: unknown) => {
      payload.logger.warn({
        err: error,
        msg: 'Could not read the site settings for a lead email; using EMAIL_FROM',
      })
      return undefined
    })
  return {
    teamAddress: env.LEADS_NOTIFY_TO ?? settings?.email ?? from.address,
    businessName: settings?.businessName || from.name || 'Our team',
    phone: settings?.phone ?? '',
    replyPromise: {
      businessHours: businessHoursDefault,
      ...replyPromiseDefaults,
      ...settings?.replyPromise,
    },
  }
}
