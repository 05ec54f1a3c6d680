import type { CSSProperties } from 'react'

/** One row of the Site health view: a red or green edge for failing or working. */
export const checkItemStyle = (failing: boolean): CSSProperties => ({
  borderLeft: `6px solid ${failing ? '#8a1c1c' : '#1d6b32'}`,
  margin: '0 0 1rem',
  padding: '0.5rem 1rem',
})
