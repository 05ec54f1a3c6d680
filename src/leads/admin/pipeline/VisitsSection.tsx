import type { VisitFigures } from '@/visits/statistics'

import { cell, Figure, Figures, headerCell } from './Figures'
import { formatShare, leadsPer100 } from './format'
import { WeeklyChart } from './WeeklyChart'

const columns = [
  'Source',
  'Visitors',
  'Pages viewed',
  'Leads',
  'Won',
  'Leads per 100 visitors',
  'Won per lead',
]

export function VisitsSection({ figures, leads }: { figures: VisitFigures; leads: number }) {
  return (
    <section aria-labelledby="visits-heading" data-visits-section>
      <h3 id="visits-heading" style={{ marginBottom: 'var(--base)' }}>
        Visits and conversion
      </h3>
      <Figures>
        <Figure
          data-visits-figure="visitors"
          label="Visitors (each counted once a day)"
          value={figures.visitors}
        />
        <Figure data-visits-figure="views" label="Pages viewed" value={figures.views} />
        <Figure
          data-visits-figure="conversion"
          label="Leads per 100 visitors"
          value={leadsPer100(leads, figures.visitors)}
        />
      </Figures>
      <WeeklyChart
        id="visits-by-page"
        title="Pages viewed per week by page"
        unit="pages viewed"
        weeks={figures.weeks}
        series={figures.viewsByRoute}
      />
      <WeeklyChart
        id="visitors-by-source"
        title="Visitors per week by source"
        unit="visitors"
        weeks={figures.weeks}
        series={figures.visitorsBySource}
      />
      <div
        role="region"
        aria-labelledby="visits-sources-caption"
        tabIndex={0}
        style={{ overflowX: 'auto', marginBottom: 'calc(var(--base) * 2)' }}
      >
        <table data-visits-sources>
          <caption id="visits-sources-caption" style={{ textAlign: 'left' }}>
            Visitors, leads and won jobs by source
          </caption>
          <thead>
            <tr>
              {columns.map((column, index) => (
                <th key={column} scope="col" style={index ? cell : headerCell}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {figures.sources.map((row) => (
              <tr key={row.source} data-source={row.source}>
                <th scope="row" style={headerCell}>
                  {row.source}
                </th>
                <td style={cell}>{row.visitors}</td>
                <td style={cell}>{row.views}</td>
                <td style={cell}>{row.leads}</td>
                <td style={cell}>{row.won}</td>
                <td style={cell}>{leadsPer100(row.leads, row.visitors)}</td>
                <td style={cell}>{formatShare(row.won, row.leads)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
