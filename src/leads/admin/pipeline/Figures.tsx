import type { ReactNode } from 'react'

/** The number cells of the dashboard's tables, and their row headers. */
export const cell = { padding: '0.25em 0.75em', textAlign: 'right' } as const
export const headerCell = { ...cell, textAlign: 'left' } as const

/** A description list, as screen readers read it. */
export function Figures({ children }: { children: ReactNode }) {
  return (
    <dl
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 'var(--base) calc(var(--base) * 2)',
        margin: '0 0 calc(var(--base) * 2)',
      }}
    >
      {children}
    </dl>
  )
}

export function Figure({
  label,
  value,
  children,
  ...data
}: {
  label: string
  value: ReactNode
  children?: ReactNode
  [dataAttribute: `data-${string}`]: string
}) {
  return (
    <div {...data}>
      <dt>{label}</dt>
      <dd style={{ margin: 0 }}>
        <strong style={{ display: 'block', fontSize: '2rem', lineHeight: 1.2 }}>{value}</strong>
        {children}
      </dd>
    </div>
  )
}
