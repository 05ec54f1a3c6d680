const DAY = 24 * 60 * 60 * 1000

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * DAY],
  ['month', 30 * DAY],
  ['week', 7 * DAY],
  ['day', DAY],
]

const byDay = new Intl.RelativeTimeFormat('en', { numeric: 'auto' })
const byCount = new Intl.RelativeTimeFormat('en', { numeric: 'always' })

export function formatRelativeDate(date: Date | string, now: Date = new Date()): string {
  const elapsed = now.getTime() - new Date(date).getTime()
  if (Number.isNaN(elapsed)) return ''
  for (const [unit, size] of units) {
    const amount = Math.floor(Math.abs(elapsed) / size)
    if (amount >= 1) {
      // "last week" reads oddly next to "2 weeks ago"; only the day unit keeps "yesterday".
      const phrase = unit === 'day' ? byDay : byCount
      return phrase.format(elapsed >= 0 ? -amount : amount, unit)
    }
  }
  return byDay.format(0, 'day')
}
