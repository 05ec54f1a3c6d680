import type { DefaultServerCellComponentProps } from 'payload'

const units = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
] as const

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto', style: 'short' })

/** "2 hr. ago": how long a lead has waited reads at a glance, even in a phone's narrow list. */
export function ageOf(received: Date, now: Date): string {
  const waited = now.getTime() - received.getTime()
  const [unit, size] = units.find(([, size]) => waited >= size) ?? units[2]
  return relative.format(-Math.floor(waited / size), unit)
}

/** Rendered on the server each time the list loads, so the age is never a stale client clock's. */
export function ReceivedCell({ cellData }: DefaultServerCellComponentProps) {
  if (typeof cellData !== 'string') return null
  return <time dateTime={cellData}>{ageOf(new Date(cellData), new Date())}</time>
}
