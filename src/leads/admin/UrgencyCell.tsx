'use client'

import type { DefaultCellComponentProps } from 'payload'

import { flaggedUrgencies, labelOf, urgencyOptions } from '@/leads/options'

export function UrgencyCell({ cellData }: DefaultCellComponentProps) {
  return <UrgencyBadge value={typeof cellData === 'string' ? cellData : ''} />
}

export function UrgencyBadge({ value }: { value: string }) {
  const label = labelOf(urgencyOptions, value)
  if (!(flaggedUrgencies as readonly string[]).includes(value)) return <span>{label}</span>
  return (
    <span
      data-flagged-urgency={value}
      style={{
        background: value === 'urgent' ? '#b91c1c' : '#b45309',
        borderRadius: 4,
        color: '#fff',
        fontWeight: 700,
        padding: '2px 8px',
        whiteSpace: 'nowrap',
      }}
    >
      ⚑ {label}
    </span>
  )
}
