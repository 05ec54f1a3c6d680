import type { MetadataRoute } from 'next'

import { serverEnv } from '@/config/env'

export default function robots(): MetadataRoute.Robots {
  const base = serverEnv().publicUrl
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api'] }],
    sitemap: `${base}/sitemap.xml`,
  }
}
