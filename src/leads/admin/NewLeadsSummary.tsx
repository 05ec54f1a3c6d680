import type { Payload } from 'payload'

import { newLeadsHref } from '../reminders/waiting'

const kinds = [
  { slug: 'contact-submissions', label: 'service requests' },
  { slug: 'package-purchases', label: 'package requests' },
] as const

export async function NewLeadsSummary({ payload }: { payload: Payload }) {
  const counts = await Promise.all(
    kinds.map(async (kind) => ({
      ...kind,
      count: (
        await payload.count({
          collection: kind.slug,
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
