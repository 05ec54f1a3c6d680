/**
 * Where the shared page cache keeps its entries in Redis. One module for both readers of that scheme: the
 * cache handler Next loads apart from the app's bundle, and the app, which expires and clears the same keys
 * directly (src/content/redis-page-cache.ts).
 */
export const pageCacheNamespace = 'site:'

/** Each build keeps its own pages: they name that build's scripts and styles. */
export const pageCacheKeyPrefix = (/** @type {string | undefined} */ buildId) =>
  `${pageCacheNamespace}${buildId ?? 'dev'}:`

/** The content generation the shared pages were rendered from (src/content/content-epoch.ts). */
export const pageCacheGenerationKey = `${pageCacheNamespace}content-generation`
