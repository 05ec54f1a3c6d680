import type { CSSProperties } from 'react'

export const checkItemStyle = (failing: boolean): CSSProperties => ({
  borderLeft: `6px solid ${failing ? '#8a1c1c' : '#1d6b32'}`,
  margin: '0 0 1rem',
  padding: '0.5rem 1rem',
})
