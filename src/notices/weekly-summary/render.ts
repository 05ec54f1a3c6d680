import type { Payload } from 'payload'

import { serverEnv } from '@/config/env'
import { siteContact } from '@/leads/email/site-contact'
import { escapeHtml, headerText, htmlDocument, type LeadEmail } from '@/leads/email/templates'
import { formatDay, leadsPer100 } from '@/leads/admin/pipeline/format'
import { formatDuration } from '@/lib/duration'
import type { User } from '@/payload-types'

import { mondayOf, summaryFigures, type Comparison, type SummaryFigures } from './figures'

const change = ({ week, weekBefore }: Comparison) => `${week} (week before: ${weekBefore})`

const rowsOf = (list: Comparison[], labelPrefix = '') =>
  list.map((row): [string, string] => [`${labelPrefix}${row.label}`, change(row)])

type Section = { heading: string; rows: [label: string, value: string][]; empty?: string }

function sectionsOf(figures: SummaryFigures): Section[] {
  const groups = [
    ['Leads by kind', figures.byKind],
    ['By service or package', figures.byOffering],
    ['Where they came from', figures.bySource],
  ] as const
  return [
    ...groups.map(([heading, list]) => ({
      heading,
      rows: rowsOf(list),
      empty: 'No leads in either week.',
    })),
    {
      heading: 'How they were handled',
      rows: [
        ['Already won', `${figures.won} of ${figures.leads.week}`],
        [
          'Typical time to first contact',
          figures.medianMsToFirstMove === null
            ? 'none contacted yet'
            : formatDuration(figures.medianMsToFirstMove),
        ],
      ],
    },
    {
      heading: 'Visits to the website',
      rows: [
        ['Visitors', change(figures.visitors)],
        ['Pages viewed', change(figures.views)],
        [
          'Leads per 100 visitors',
          `${leadsPer100(figures.leads.week, figures.visitors.week)} (week before: ${leadsPer100(figures.leads.weekBefore, figures.visitors.weekBefore)})`,
        ],
        ...rowsOf(figures.topSources, 'Visitors from '),
      ],
    },
    {
      heading: 'Reviews',
      rows: [
        ['Received', String(figures.reviewsReceived)],
        ['Published', String(figures.reviewsPublished)],
      ],
    },
    {
      heading: 'Problems',
      rows: figures.failedEmails.map((failed): [string, string] => [
        failed.label,
        `${failed.count} given up after retries`,
      ]),
      empty: 'None: every email went out.',
    },
  ]
}

function textOf(intro: string, sections: Section[], dashboard: string): string {
  const blocks = sections.map(
    ({ heading, rows, empty = '' }) =>
      `${heading}\n${rows.length ? rows.map(([label, value]) => `- ${label}: ${value}`).join('\n') : empty}`,
  )
  return `${intro}\n\n${blocks.join('\n\n')}\n\nOpen the dashboard: ${dashboard}\n`
}

const cell = 'padding:6px 0;border-bottom:1px solid #e5e5e5;vertical-align:top'

function htmlOf(intro: string, sections: Section[], dashboard: string): string {
  const blocks = sections.map(({ heading, rows, empty = '' }) => {
    const body = rows.length
      ? `<table width="100%" cellspacing="0" cellpadding="0" style="border-collapse:collapse">${rows
          .map(
            ([label, value]) =>
              `<tr><td style="${cell}">${escapeHtml(label)}</td><td align="right" style="${cell};padding-left:12px">${escapeHtml(value)}</td></tr>`,
          )
          .join('')}</table>`
      : `<p style="margin:0">${escapeHtml(empty)}</p>`
    return `<h2 style="font-size:16px;margin:20px 0 6px">${escapeHtml(heading)}</h2>${body}`
  })
  return htmlDocument(
    `<div style="max-width:560px;margin:0 auto;padding:12px;line-height:1.4"><p style="font-size:17px">${escapeHtml(intro)}</p>${blocks.join('')}` +
      `<p style="margin:24px 0"><a href="${escapeHtml(dashboard)}" style="display:inline-block;background:#1d4ed8;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">Open the dashboard</a></p></div>`,
  )
}

/** HTML of one narrow column, so it reads on a phone. */
export async function renderWeeklySummary(
  payload: Payload,
  options: { weekStart: string; user: User },
): Promise<LeadEmail> {
  const env = serverEnv()
  const monday = mondayOf(options.weekStart)
  if (!monday)
    throw new Error(`A weekly summary starts on a Monday (YYYY-MM-DD), not ${options.weekStart}`)
  const [figures, contact] = await Promise.all([
    summaryFigures(payload, { ...options, weekStart: monday, timeZone: env.SITE_TIME_ZONE }),
    siteContact(payload),
  ])
  const span = `${formatDay(figures.weekStart)} to ${formatDay(figures.weekEnd)}`
  const leads = `${figures.leads.week} new lead${figures.leads.week === 1 ? '' : 's'}`
  const intro = `Last week (${span}) ${contact.businessName} had ${leads}; the week before, ${figures.leads.weekBefore}.`
  const sections = sectionsOf(figures)
  const dashboard = `${env.publicUrl}/admin`
  return {
    subject: headerText(`Your week: ${leads}, ${span}`),
    text: textOf(intro, sections, dashboard),
    html: htmlOf(intro, sections, dashboard),
  }
}
