const iconNames = [
  'monitor',
  'shield-check',
  'file-check',
  'lightbulb',
  'globe',
  'smartphone',
  'laptop',
  'wifi',
  'printer',
  'hard-drive',
  'search',
  'zap',
  'palette',
  'building',
  'cloud',
  'database',
  'code',
  'server',
  'layers',
  'trending-up',
  'key',
  'wrench',
  'headphones',
  'users',
  'app-window',
  'plug',
] as const

export type IconName = (typeof iconNames)[number]

export const iconOptions = iconNames.map((value) => ({
  value,
  label: value.replace(/-/g, ' ').replace(/^./, (first) => first.toUpperCase()),
}))
