/**
 * What a browser, a CDN or a caching proxy may keep of the site's answers (docs/operations.md, "Behind a
 * CDN"). Plain JavaScript, because Next loads next.config.mjs, which sends them by path, before it compiles
 * anything.
 */

/**
 * A public page: a CDN keeps it a minute, so an edit in the admin shows everywhere within a minute, and
 * serves its copy for a day while the site is unreachable. Browsers revalidate every time (ETag). Next's own
 * `s-maxage` (a day or a year, from the pages' revalidate settings) is meant for its own cache, which an edit
 * purges by tag.
 */
export const publicPageCacheControl = 'public, max-age=0, s-maxage=60, stale-if-error=86400'

/** public/'s files (icons, manifest) keep their names when redrawn, so they cannot be immutable: a day. */
export const publicFileCacheControl = 'public, max-age=86400'

/**
 * An answer that depends on a token in its address or on the caller's cookies or session (the review links,
 * the admin, the API): kept by no cache, shared or not, since a CDN keys its copies by address alone.
 */
export const personalCacheControl = 'private, no-store'
