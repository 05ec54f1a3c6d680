import type { ReactNode } from 'react'

const paragraph = { margin: '0.25rem 0' }

export function CheckItem({
  name,
  title,
  failing,
  lines,
  action,
}: {
  name: string
  title: string
  failing: boolean
  lines: ReactNode[]
  action?: ReactNode
}) {
  return (
    <li
      data-site-check={name}
      data-status={failing ? 'failing' : 'ok'}
      style={{
        borderLeft: `6px solid ${failing ? '#8a1c1c' : '#1d6b32'}`,
        margin: '0 0 1rem',
        padding: '0.5rem 1rem',
      }}
    >
      <h2 style={{ fontSize: '1.25rem', margin: 0 }}>{title}</h2>
      {lines.map((line, index) => (
        <p key={index} style={paragraph}>
          {line}
        </p>
      ))}
      {action ? (
        <p style={paragraph}>
          <strong>What to do:</strong> {action}
        </p>
      ) : null}
    </li>
  )
}
