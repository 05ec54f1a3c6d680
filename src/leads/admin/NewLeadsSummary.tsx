import type { Payload } from 'payload'

import { leadCollections } from '../constants'
import { leadKindLabels, newLeadsHref } from '../reminders/waiting'

export async function NewLeadsSummary({ payload }: { payload: Payload }) {
  const counts = await Promise.all(
    leadCollections.map(async (slug) => ({
      slug,
      label: leadKindLabels[slug].toLowerCase(),
      count: (
        await payload.count({
          collection: slug,
          where: { status: { equals: 'new' } },
          overrideAccess: true,
        })
      ).totalDocs,
    })),
  )
  return (
    <section aria-labelledby="new-leads-heading" style={{ marginBottom: 'calc(var(--base) * 2)' }}>
      <h2 id="new-leads-heading" style={{ marginBottom: 'var(--base)' }}>
        New leads waiting
      </h2>
      <ul
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 'var(--base)',
          listStyle: 'none',
          margin: 0,
          padding: 0,
        }}
      >
        {counts.map(({ slug, label, count }) => (
          <li key={slug}>
            <a
              className="card"
              data-new-leads={slug}
              href={newLeadsHref(slug)}
              style={{ display: 'block', padding: 'var(--base)', textDecoration: 'none' }}
            >
              <strong style={{ fontSize: '2rem', display: 'block' }}>{count}</strong>
              new {label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
