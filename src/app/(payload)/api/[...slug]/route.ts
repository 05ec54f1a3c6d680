/* THIS FILE WAS GENERATED AUTOMATICALLY BY PAYLOAD. */
/* DO NOT MODIFY IT BECAUSE IT COULD BE REWRITTEN AT ANY TIME. */
import config from '@payload-config'
import '@payloadcms/next/css'
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes'

// Not Payload's: a query the database cannot answer is refused before Payload runs it (src/rest-query).
import { refuseBadQuery } from '@/rest-query/refuse-bad-query'

export const GET = refuseBadQuery(config, REST_GET(config))
export const POST = refuseBadQuery(config, REST_POST(config))
export const DELETE = refuseBadQuery(config, REST_DELETE(config))
export const PATCH = refuseBadQuery(config, REST_PATCH(config))
export const PUT = refuseBadQuery(config, REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
