import {
  APIError,
  NotFound,
  type AfterErrorHook,
  type BaseDatabaseAdapter,
  type CollectionSlug,
  type DatabaseAdapterObj,
} from 'payload'

/**
 * A value the request brought: data exceptions (class 22), a broken constraint, or an operator the
 * column's type lacks (42883 `like` on a uuid; 42601 `contains` on a date, which loses its value).
 */
const isClientCode = (code: string) =>
  code.startsWith('22') || ['23502', '23503', '23514', '42601', '42883'].includes(code)

/** An operator Payload knows but the adapter has no SQL for on that field (`all`, `near`). */
const missingOperator = /operators\[queryOperator\] is not a function/

/** A 400, logged as one line without values. */
export class RefusedByDatabase extends APIError {
  constructor(message: string) {
    super(message, 400)
    // Set by hand: the production build may rename the class, and loggingLevels looks the name up.
    this.name = 'RefusedByDatabase'
  }
}

type QueryFailure = Error & { query?: string; params?: unknown[]; cause?: unknown }

/** PostgreSQL's message without the value it quotes (`…: "…"`, `value "…" is out of range`). */
const withoutValue = (message: string) =>
  message.replace(/^value ".*" is/s, 'a value is').replace(/: ".*$/s, '')

/**
 * Drizzle's failed query carries its parameters (a lead's name, email, message), which Payload's
 * log prints: every failed query loses them here, and one the request caused becomes a 400.
 */
export function clientErrorOf(error: unknown, operation: string): unknown {
  if (!(error instanceof Error)) return error
  if (missingOperator.test(error.message))
    return new RefusedByDatabase('An operator of the query does not apply to its field.')
  const failure = error as QueryFailure
  if (!('params' in failure)) return error
  const cause = failure.cause as { code?: unknown; message?: unknown } | undefined
  const code = typeof cause?.code === 'string' ? cause.code : ''
  if (isClientCode(code))
    return new RefusedByDatabase(
      `The database refused a value of the request (${operation}, ${code}): ${withoutValue(String(cause?.message))}.`,
    )
  return new Error(`Failed query (${operation}): ${failure.query}`, { cause })
}

/** The adapter's calls a request reaches. */
const operations = [
  'count',
  'countGlobalVersions',
  'countVersions',
  'create',
  'createGlobal',
  'createGlobalVersion',
  'createVersion',
  'deleteMany',
  'deleteOne',
  'deleteVersions',
  'find',
  'findDistinct',
  'findGlobal',
  'findGlobalVersions',
  'findOne',
  'findVersions',
  'queryDrafts',
  'updateGlobal',
  'updateGlobalVersion',
  'updateJobs',
  'updateMany',
  'updateOne',
  'updateVersion',
  'upsert',
] as const

type Call = (this: BaseDatabaseAdapter, args: Record<string, unknown>) => Promise<unknown>

/**
 * Each call's errors pass through clientErrorOf before Payload logs them; versions of a collection
 * or global that keeps none are not found, as the adapter has no table to read them from.
 */
export function refuseClientErrors<T extends BaseDatabaseAdapter>(
  result: DatabaseAdapterObj<T>,
): DatabaseAdapterObj<T> {
  return {
    ...result,
    init: (args) => {
      const adapter = result.init(args)
      for (const name of operations) {
        const call = adapter[name] as unknown as Call
        ;(adapter as unknown as Record<string, Call>)[name] = async function (this, callArgs) {
          const { collections, globals } = args.payload
          const versioned =
            name === 'findVersions' || name === 'countVersions'
              ? collections[callArgs.collection as CollectionSlug]?.config.versions
              : name === 'findGlobalVersions' || name === 'countGlobalVersions'
                ? globals.config.find((global) => global.slug === callArgs.global)?.versions
                : true
          if (!versioned) throw new NotFound()
          try {
            return await call.call(this, callArgs)
          } catch (error) {
            throw clientErrorOf(error, name)
          }
        }
      }
      return adapter
    },
  }
}

/** A `where` that is no JSON: Payload's REST handler parses it before any query runs. */
export const malformedQuery: AfterErrorHook = ({ error }) =>
  error instanceof SyntaxError
    ? { status: 400, response: { errors: [{ message: 'The query is not valid JSON.' }] } }
    : undefined
