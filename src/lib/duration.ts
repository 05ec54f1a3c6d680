import { formatDuration as inUnits } from 'date-fns'

/** In its two largest units (days and hours, hours and minutes), or in minutes. */
export function formatDuration(ms: number): string {
  const minutes = Math.round(ms / 60_000)
  if (minutes < 60) return inUnits({ minutes }, { zero: true })
  if (minutes < 24 * 60) return inUnits({ hours: Math.floor(minutes / 60), minutes: minutes % 60 })
  const hours = Math.round(minutes / 60)
  return inUnits({ days: Math.floor(hours / 24), hours: hours % 24 })
}
