import type { Metadata } from 'next'

/** Linked from every page, the admin included, so none falls back to a default icon. */
export const siteIcons = {
  icons: {
    icon: [
      { url: '/favicon.ico', sizes: '16x16 32x32 48x48' },
      { url: '/icon-192.png', type: 'image/png', sizes: '192x192' },
    ],
    apple: [{ url: '/apple-touch-icon.png', sizes: '180x180' }],
  },
  manifest: '/site.webmanifest',
} satisfies Pick<Metadata, 'icons' | 'manifest'>
