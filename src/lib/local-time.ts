/** In the business's zone (SITE_TIME_ZONE), with the zone named. */
export const localTime = (
  date: Date | string,
  timeZone: string,
  { weekday = true }: { weekday?: boolean } = {},
) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: weekday ? 'short' : undefined,
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(date))
