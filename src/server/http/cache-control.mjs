/**
 * What a browser or a CDN may keep (docs/operations.md, "Behind a CDN"). Plain JavaScript:
 * next.config.mjs loads it before Next compiles anything.
 */

/**
 * A CDN's copy lags an admin edit briefly and stands in while the site is down. Next's own
 * `s-maxage` is meant for its own cache, which an edit purges by tag.
 */
export const publicPageCacheControl = 'public, max-age=0, s-maxage=60, stale-if-error=86400'

/** public/'s files (icons, manifest) keep their names when redrawn, so they cannot be immutable. */
export const publicFileCacheControl = 'public, max-age=86400'

/** Review links, the admin and the API depend on a token or a session, which a CDN key ignores. */
export const personalCacheControl = 'private, no-store'
