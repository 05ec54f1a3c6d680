import type { WeeklySeries } from '@/leads/admin/pipeline/statistics'

import { cell, headerCell } from './Figures'
import { formatDay } from './format'

/** Okabe and Ito's palette, safe for common colour blindness; grey is kept for "all others". */
const palette = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#F0E442']

/** The table behind the chart still lists each group drawn as one. */
function drawnSeries(series: WeeklySeries[]): (WeeklySeries & { colour: string })[] {
  const kept = series.length > palette.length ? series.slice(0, palette.length - 1) : series
  const others = series.slice(kept.length)
  const drawn = kept.map((one, index) => ({ ...one, colour: palette[index] }))
  if (!others.length) return drawn
  const counts = others[0].counts.map((_, week) =>
    others.reduce((sum, one) => sum + one.counts[week], 0),
  )
  const label = `All others (${others.length})`
  return [...drawn, { key: 'all-others', label, counts, colour: '#999999' }]
}

function axisTop(largest: number): { top: number; step: number } {
  const step =
    [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000].find((candidate) => largest / candidate <= 5) ??
    Math.ceil(largest / 5)
  return { top: Math.max(step, Math.ceil(largest / step) * step), step }
}

const width = 720
const height = 260
const plot = { left: 40, right: 8, top: 12, bottom: 36 }

type WeeklyChartProps = {
  id: string
  title: string
  weeks: string[]
  series: WeeklySeries[]
  unit?: string
}

/** An SVG summed up in its description for screen readers, with every number in a table behind. */
export function WeeklyChart({ id, title, weeks, series, unit = 'leads' }: WeeklyChartProps) {
  const drawn = drawnSeries(series)
  const totals = weeks.map((_, week) => series.reduce((sum, one) => sum + one.counts[week], 0))
  const all = totals.reduce((sum, count) => sum + count, 0)
  const { top, step } = axisTop(Math.max(0, ...totals))
  const plotWidth = width - plot.left - plot.right
  const plotHeight = height - plot.top - plot.bottom
  const slot = plotWidth / weeks.length
  const y = (count: number) => plot.top + plotHeight - (count / top) * plotHeight
  const ticks = Array.from({ length: top / step + 1 }, (_, index) => index * step)
  const groupTotals = series
    .map((one) => `${one.label} ${one.counts.reduce((sum, count) => sum + count, 0)}`)
    .join(', ')
  // One week makes no trend: the chart folds away behind its title until there is more to compare.
  const weeksWithAny = totals.filter(Boolean).length
  const description = all
    ? `Stacked columns, one per week from ${formatDay(weeks[0])} to ${formatDay(weeks[weeks.length - 1])}; ${all} ${unit} in all: ${groupTotals}. The table below gives each week's numbers.`
    : `No ${unit} in the weeks from ${formatDay(weeks[0])} to ${formatDay(weeks[weeks.length - 1])}.`

  return (
    <details
      data-pipeline-chart={id}
      open={weeksWithAny > 1}
      style={{ margin: '0 0 calc(var(--base) * 2)' }}
    >
      <summary style={{ cursor: 'pointer', marginBottom: 'calc(var(--base) / 2)' }}>
        <h3 id={`${id}-title`} style={{ display: 'inline' }}>
          {title}
        </h3>{' '}
        ({all} {unit} in {weeks.length} weeks)
      </summary>
      <svg
        role="img"
        aria-labelledby={`${id}-svg-title ${id}-svg-desc`}
        viewBox={`0 0 ${width} ${height}`}
        style={{ width: '100%', maxWidth: `${width}px`, height: 'auto', display: 'block' }}
      >
        <title id={`${id}-svg-title`}>{title}</title>
        <desc id={`${id}-svg-desc`}>{description}</desc>
        <g fontSize="12" fill="currentColor">
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={plot.left}
                x2={width - plot.right}
                y1={y(tick)}
                y2={y(tick)}
                stroke="currentColor"
                strokeOpacity={tick ? 0.15 : 0.6}
              />
              <text x={plot.left - 6} y={y(tick)} dy="0.32em" textAnchor="end">
                {tick}
              </text>
            </g>
          ))}
          {weeks.map((week, index) => {
            let stacked = 0
            const x = plot.left + index * slot + slot * 0.15
            return (
              <g key={week}>
                {drawn.map((one) => {
                  const count = one.counts[index]
                  if (!count) return null
                  const bottom = stacked
                  stacked += count
                  return (
                    <rect
                      key={one.key}
                      x={x}
                      width={slot * 0.7}
                      y={y(stacked)}
                      height={y(bottom) - y(stacked)}
                      fill={one.colour}
                    />
                  )
                })}
                <text x={x + slot * 0.35} y={height - plot.bottom + 16} textAnchor="middle">
                  {formatDay(week)}
                </text>
              </g>
            )
          })}
        </g>
      </svg>
      <ul
        aria-label={`Colours in ${title}`}
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 'calc(var(--base) / 2) var(--base)',
          listStyle: 'none',
          margin: 'calc(var(--base) / 2) 0',
          padding: 0,
        }}
      >
        {drawn.map((one) => (
          <li key={one.key} style={{ display: 'flex', alignItems: 'center', gap: '0.4em' }}>
            <span
              aria-hidden="true"
              style={{
                width: '0.9em',
                height: '0.9em',
                background: one.colour,
                display: 'inline-block',
              }}
            />
            {one.label}
          </li>
        ))}
      </ul>
      <details>
        <summary>{title}: the numbers</summary>
        <div
          role="region"
          aria-label={`${title}: the numbers`}
          tabIndex={0}
          style={{ overflowX: 'auto' }}
        >
          <table data-pipeline-table={id}>
            <caption style={{ textAlign: 'left' }}>
              {title}, week by week (weeks start on Monday, New York time)
            </caption>
            <thead>
              <tr>
                <th scope="col" style={headerCell}>
                  Week of
                </th>
                {series.map((one) => (
                  <th key={one.key} scope="col" style={cell}>
                    {one.label}
                  </th>
                ))}
                <th scope="col" style={cell}>
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {weeks.map((week, index) => (
                <tr key={week} data-week={week}>
                  <th scope="row" style={headerCell}>
                    {formatDay(week)}
                  </th>
                  {series.map((one) => (
                    <td key={one.key} style={cell}>
                      {one.counts[index]}
                    </td>
                  ))}
                  <td style={cell}>{totals[index]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </details>
  )
}
