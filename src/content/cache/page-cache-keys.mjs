/** The page cache's Redis keys, read by the cache handler and by `npm run restore`. */
export const pageCacheNamespace = 'site:'

/** Each build keeps its own pages: they name that build's scripts and styles. */
export const pageCacheKeyPrefix = (/** @type {string | undefined} */ buildId) =>
  `${pageCacheNamespace}${buildId ?? 'dev'}:`
