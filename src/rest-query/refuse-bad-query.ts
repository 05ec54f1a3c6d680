import type { SanitizedConfig } from 'payload'
import * as qs from 'qs-esm'

import { checkPaging } from './check-paging'
import { checkWhere, type QueryField } from './check-where'

/** The columns every version row has beside the document under `version`. */
const versionFields = (fields: QueryField[], slug: string): QueryField[] => [
  { name: 'version', type: 'group', flattenedFields: fields },
  { name: 'parent', type: 'relationship', relationTo: slug },
  { name: 'createdAt', type: 'date' },
  { name: 'updatedAt', type: 'date' },
  { name: 'latest', type: 'checkbox' },
  { name: 'autosave', type: 'checkbox' },
]

/** The fields a `where` on this REST path is read against: `/api/<collection>/...`, `/api/globals/<global>/versions`. */
function fieldsOfPath(config: SanitizedConfig, segments: string[]): QueryField[] | undefined {
  const [first, second, third] = segments
  if (first === 'globals') {
    const global = config.globals.find((candidate) => candidate.slug === second)
    if (!global) return undefined
    return third === 'versions'
      ? versionFields(global.flattenedFields, second)
      : global.flattenedFields
  }
  const collection = config.collections.find((candidate) => candidate.slug === first)
  if (!collection) return undefined
  return second === 'versions'
    ? versionFields(collection.flattenedFields, first)
    : collection.flattenedFields
}

/**
 * The query string as Payload reads it (createPayloadRequest's qs options), including the body of a POST
 * that Payload's method override turns into a GET.
 */
async function queryOf(request: Request) {
  const overridden =
    request.method === 'POST' && request.headers.get('x-payload-http-method-override') === 'GET'
  const search = overridden ? await request.clone().text() : new URL(request.url).search
  return qs.parse(search, {
    allowEmptyArrays: true,
    arrayLimit: 1000,
    depth: 10,
    ignoreQueryPrefix: true,
  }) as Record<string, unknown>
}

/** Why Payload's REST API cannot answer this request's query, or `undefined` when it can. */
export async function problemOfQuery(
  config: SanitizedConfig,
  request: Request,
): Promise<string | undefined> {
  const query = await queryOf(request)
  const paging = checkPaging(query)
  if (paging || !('where' in query)) return paging
  let where = query.where
  if (typeof where === 'string') {
    try {
      where = JSON.parse(where)
    } catch {
      return 'where is neither a query nor JSON'
    }
  }
  const apiPath = new URL(request.url).pathname.slice(config.routes.api.length + 1)
  const fields = fieldsOfPath(config, apiPath.split('/'))
  const fieldsOf = (slug: string) =>
    config.collections.find((collection) => collection.slug === slug)?.flattenedFields
  return checkWhere(where, fields ?? [], fieldsOf)
}

type RestHandler<Args> = (request: Request, args: Args) => Promise<Response>

/**
 * Payload's REST handler behind a check of what its query asks: a `where`, page, limit or depth the
 * database cannot answer is refused with 400 in Payload's error shape, instead of reaching PostgreSQL and
 * coming back as a 500 with the SQL in the log.
 */
export const refuseBadQuery =
  <Args>(config: Promise<SanitizedConfig>, handler: RestHandler<Args>): RestHandler<Args> =>
  async (request, args) => {
    const problem = await problemOfQuery(await config, request)
    if (problem)
      return Response.json(
        { errors: [{ message: `The query cannot be answered: ${problem}.` }] },
        { status: 400 },
      )
    return handler(request, args)
  }
