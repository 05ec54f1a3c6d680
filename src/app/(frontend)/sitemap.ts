import type { MetadataRoute } from 'next'

import { serverEnv } from '@/config/env'
import { publicRoutes } from '@/content/seo/routes'

export default function sitemap(): MetadataRoute.Sitemap {
  const base = serverEnv().publicUrl
  return publicRoutes.map((route) => ({
    url: `${base}${route === '/' ? '' : route}`,
    changeFrequency: 'monthly',
    priority: route === '/' ? 1 : 0.8,
  }))
}
