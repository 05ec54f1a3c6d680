/** The share image the site makes itself (src/app/(frontend)/og-image.png/route.tsx). */
export const defaultShareImage = '/og-image.png'

export const shareImageSize = { width: 1200, height: 630 }
