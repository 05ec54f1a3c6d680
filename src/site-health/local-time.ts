/** Times the owner reads (alerts, Site health) in the business's zone, SITE_TIME_ZONE, with the zone named. */
export const localTime = (date: Date | string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(date))
