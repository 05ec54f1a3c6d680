export const defaultShareImage = '/og-image.png'

export const shareImageSize = { width: 1200, height: 630 }
