'use client'

import { FieldLabel, useField } from '@payloadcms/ui'
import type { JSONFieldClientComponent } from 'payload'

/** Payload's JSON field loads its editor from a CDN, which the admin's CSP blocks. */
export const UtmParametersField: JSONFieldClientComponent = ({ field, path }) => {
  const { value } = useField<Record<string, string> | null>({ path })
  const entries = value && typeof value === 'object' ? Object.entries(value) : []
  return (
    <div className="field-type" style={{ marginBottom: 'var(--spacing-field)' }}>
      <FieldLabel label={field.label ?? 'Utm'} path={path} />
      {entries.length === 0 ? (
        <p>None</p>
      ) : (
        <dl data-testid="utm-parameters">
          {entries.map(([name, parameter]) => (
            <div key={name} style={{ display: 'flex', gap: '0.5rem' }}>
              <dt style={{ fontWeight: 600 }}>{name}</dt>
              <dd style={{ margin: 0 }}>{String(parameter)}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  )
}
