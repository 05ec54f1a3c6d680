'use client'

import { useSearchParams } from 'next/navigation'

export function ExportCsvButton({ collectionSlug }: { collectionSlug: string }) {
  const filters = [...useSearchParams()].filter(([key]) => key.startsWith('where'))
  const query = new URLSearchParams(filters).toString()
  const filtered = query !== ''
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 'var(--base)' }}>
      <a
        className="btn btn--style-secondary btn--size-small"
        href={`/api/${collectionSlug}/export.csv${filtered ? `?${query}` : ''}`}
        download
      >
        {filtered ? 'Export filtered leads (CSV)' : 'Export all leads (CSV)'}
      </a>
    </div>
  )
}
