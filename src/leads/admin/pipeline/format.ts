const dayLabel = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
})

/** A calendar date (YYYY-MM-DD) as "Mar 3", read at noon UTC so no zone moves its day. */
export const formatDay = (date: string) => dayLabel.format(new Date(`${date}T12:00:00Z`))

export const formatShare = (part: number, whole: number) =>
  whole ? `${Math.round((part / whole) * 100)}%` : 'none yet'
