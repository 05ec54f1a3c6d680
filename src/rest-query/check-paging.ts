/** The REST parameters Payload reads as numbers; it passes any other text through to the query as given. */
export const pagingParameters = ['page', 'limit', 'depth'] as const

/**
 * The largest page, limit and depth a query may ask for: a page past the last row answers an empty list,
 * and Payload caps depth at its own maximum, but an offset of `(page - 1) × limit` past PostgreSQL's
 * bigint is the database's error.
 */
export const largestPagingValue = 1_000_000

/** Why the page, limit or depth of a REST query cannot be answered, or `undefined` when they can. */
export function checkPaging(query: Record<string, unknown>): string | undefined {
  for (const name of pagingParameters) {
    if (!(name in query)) continue
    const value = query[name]
    if (typeof value !== 'string' || !/^\d+$/.test(value) || Number(value) > largestPagingValue) {
      return `${name} must be a whole number from 0 to ${largestPagingValue.toLocaleString('en-US')}`
    }
  }
  return undefined
}
