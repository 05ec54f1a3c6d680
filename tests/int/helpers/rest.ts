import { REST_DELETE, REST_GET, REST_PATCH, REST_POST } from '@payloadcms/next/routes'
import type { SanitizedConfig } from 'payload'

const handlers = { GET: REST_GET, POST: REST_POST, PATCH: REST_PATCH, DELETE: REST_DELETE }

export type RestCall = {
  method?: keyof typeof handlers
  headers?: Record<string, string>
  token?: string
  body?: unknown
  raw?: string
}

/**
 * One request through Payload's REST handler, as the route `/api/[...slug]` passes it: a JSON body (or `raw`
 * text), a signed-in user's `token`, any other headers. `path` is what follows `/api/`.
 */
export function sendRest(
  config: Promise<SanitizedConfig>,
  path: string,
  { method = 'POST', headers = {}, token, body, raw }: RestCall = {},
) {
  const sent: Record<string, string> = { ...headers }
  if (token) sent.authorization = `JWT ${token}`
  if (body !== undefined) sent['content-type'] = 'application/json'
  const request = new Request(`http://localhost/api/${path}`, {
    method,
    headers: sent,
    body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
  })
  return handlers[method](config)(request, { params: Promise.resolve({ slug: path.split('/') }) })
}
