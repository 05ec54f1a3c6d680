import { withPayload } from '@payloadcms/next/withPayload'

/** @type {import('next').NextConfig} */
const nextConfig = {
  // The end-to-end suite builds into its own folder so it never disturbs a running dev server.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // `npm test` runs `tsc --noEmit` over the whole project once; the build need not repeat it.
  typescript: { ignoreBuildErrors: true },
  turbopack: {
    root: import.meta.dirname,
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
