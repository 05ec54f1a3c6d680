import pg from 'pg'

/** Where a postgres URL points, without its password: what an operator needs to find the server. */
export function describeDatabaseUri(uri: string | undefined): string {
  if (!uri) return 'the database'
  try {
    const url = new URL(uri)
    return `the database "${decodeURIComponent(url.pathname.slice(1))}" at ${url.hostname}:${url.port || 5432}`
  } catch {
    return 'the database in DATABASE_URI'
  }
}

export function describeDatabaseError(error: unknown, uri: string | undefined): string {
  const message = error instanceof Error ? error.message : String(error)
  return `cannot reach ${describeDatabaseUri(uri)} (DATABASE_URI): ${message.replace(/\s+/g, ' ').replace(/^Error: /, '')}`
}

/**
 * Tries to connect until the timeout, so a server started beside its database waits for it, and one
 * pointed at nothing fails the start.
 */
export async function waitForDatabase(uri: string, timeoutMilliseconds: number): Promise<void> {
  const deadline = Date.now() + timeoutMilliseconds
  for (;;) {
    const client = new pg.Client({ connectionString: uri, connectionTimeoutMillis: 5000 })
    try {
      await client.connect()
      await client.end()
      return
    } catch (error) {
      await client.end().catch(() => {})
      const code = (error as { code?: string }).code
      // The server answered: Payload creates a missing database itself.
      if (code === '3D000') return
      // A wrong password will not fix itself by waiting.
      if (Date.now() >= deadline || code === '28P01') throw error
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }
  }
}
