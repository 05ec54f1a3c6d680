const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`

const both = (large: number, largeUnit: string, small: number, smallUnit: string) =>
  small ? `${plural(large, largeUnit)} ${plural(small, smallUnit)}` : plural(large, largeUnit)

/** In its two largest units (days and hours, hours and minutes), or in minutes. */
export function formatDuration(ms: number): string {
  const minutes = Math.round(ms / 60_000)
  if (minutes < 60) return plural(minutes, 'minute')
  if (minutes < 24 * 60) return both(Math.floor(minutes / 60), 'hour', minutes % 60, 'minute')
  const hours = Math.round(minutes / 60)
  return both(Math.floor(hours / 24), 'day', hours % 24, 'hour')
}
