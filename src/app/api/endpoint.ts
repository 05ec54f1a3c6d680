import config from '@payload-config'
import { getPayload } from 'payload'

import { receiveWith } from '@/server/http/route'

/** The site's own POST endpoints, each answered with this app's Payload. */
export const endpoint = (receive: Parameters<typeof receiveWith>[0], notSaved: string) =>
  receiveWith(receive, () => getPayload({ config }), notSaved)
