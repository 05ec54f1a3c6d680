import fs from 'node:fs'
import path from 'node:path'

import { withPayload } from '@payloadcms/next/withPayload'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'

import {
  personalCacheControl,
  publicFileCacheControl,
  publicPageCacheControl,
} from './src/server/http/cache-control.mjs'
import { securityHeaders } from './src/server/security-headers.mjs'

const publicFiles = fs
  .readdirSync(path.join(import.meta.dirname, 'public'))
  .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))

/** @type {import('next').NextConfig} */
const nextConfig = {
  // The end-to-end suite builds into its own folder so it never disturbs a running dev server.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // `npm test` runs `tsc --noEmit` over the whole project once; the build need not repeat it.
  typescript: { ignoreBuildErrors: true },
  experimental: {
    // Off in the test stacks, which empty the build folder first: the cache is written, never read.
    turbopackFileSystemCacheForBuild: process.env.NEXT_BUILD_CACHE !== 'off',
    // One 404 document for every unmatched address, rendered on the server (src/app/global-not-found.tsx).
    globalNotFound: true,
    // The stylesheet goes in the HTML: the hero paints without waiting a round trip for it. Next also puts
    // it in the React Server Components payload, so the HTML grows and the phone parses more, which measured
    // as the smaller cost beside the sooner first paint (docs/benchmarks.md).
    inlineCss: true,
    // Payload names its errors by their class (`this.name = this.constructor.name`) and picks their log level
    // by that name (a refused query or a validation error is one info line); minified, every name is a letter
    // and each such 400 logged an error with its stack.
    serverMinification: false,
  },
  turbopack: {
    root: import.meta.dirname,
  },
  async headers() {
    return [
      // Every path, through a group without a name: when a rule's match captures a named parameter
      // (`/:path*`), Next rebuilds each of its values as a path template on every request, and the policy's
      // colons (`data:`) made that a compiled template per request (tests/unit/header-rules.test.ts).
      { source: '/(.*)', headers: securityHeaders },
      {
        source: '/((?!_next/|api/|admin|review/).*)',
        headers: [{ key: 'Cache-Control', value: publicPageCacheControl }],
      },
      // Next sends its own private header for a dynamic page only when none is set, and none for a route
      // handler, so these groups are named here. Draft-mode pages need no rule: Next marks them private itself.
      {
        source: '/:group(api|admin|review)/:path*',
        headers: [{ key: 'Cache-Control', value: personalCacheControl }],
      },
      {
        source: `/:file(${publicFiles.join('|')})`,
        headers: [{ key: 'Cache-Control', value: publicFileCacheControl }],
      },
    ]
  },
}

/**
 * A running server keeps its pages in Redis (REDIS_URL, shared by several instances) or in its memory
 * (src/content/cache/redis-cache-handler.mjs), never in the build folder, where they would outlive a
 * restart or a restore. The build keeps Next's own cache in the build folder, so it never needs Redis.
 */
const sharedCacheConfig = (phase) =>
  phase !== PHASE_PRODUCTION_BUILD
    ? {
        cacheHandler: path.resolve(
          import.meta.dirname,
          'src/content/cache/redis-cache-handler.mjs',
        ),
      }
    : {}

/**
 * withPayload asks for the admin theme's client hint (Accept-CH, Critical-CH and Vary on
 * Sec-CH-Prefers-Color-Scheme) on every path, and Chromium restarts a first visit's navigation to send a
 * critical hint: one more round trip before a public page paints. Only the admin reads it.
 */
const clientHintsOnlyForAdmin = (config) => ({
  ...config,
  headers: async () =>
    (await config.headers()).map((rule) =>
      rule.headers.some(({ key }) => key === 'Critical-CH')
        ? { ...rule, source: '/admin/:path*' }
        : rule,
    ),
})

const config = (phase) =>
  clientHintsOnlyForAdmin(
    withPayload({ ...nextConfig, ...sharedCacheConfig(phase) }, { devBundleServerPackages: false }),
  )

export default config
