const dayLabel = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
})

/** A calendar date (YYYY-MM-DD) as "Mar 3", read at noon UTC so no zone moves its day. */
export const formatDay = (date: string) => dayLabel.format(new Date(`${date}T12:00:00Z`))

export const formatShare = (part: number, whole: number) =>
  whole ? `${Math.round((part / whole) * 100)}%` : 'none yet'

/** Leads per 100 visitors, to one decimal, as the dashboard and the Monday summary show it. */
export const leadsPer100 = (leads: number, visitors: number) =>
  visitors ? (Math.round((leads / visitors) * 1000) / 10).toLocaleString('en-US') : '–'
