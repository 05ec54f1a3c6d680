/**
 * Initialises Payload when the server starts rather than on the first request, so production migrations
 * and the first-run seed happen at start and a broken database fails the start, not a visitor's request.
 * The job runner starts with the server, so lead emails left queued by a restart go out without waiting
 * for a visitor. The two lead endpoints are answered before Next's router (src/server/lead-endpoints.ts).
 * The connecting address is appended to X-Forwarded-For before the first request is
 * handled, for the lead endpoints' per-client limits, Payload's own endpoints get a cap on their bodies, and
 * a single production server answers repeated page views from a second-long memory (src/server/recent-pages.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  // First, so the hooks installed after it (which wrap it) see a lead request before it is answered.
  const [{ serveLeadEndpoints }, { default: config }, { getPayload }] = await Promise.all([
    import('./server/lead-endpoints'),
    import('@payload-config'),
    import('payload'),
  ])
  serveLeadEndpoints(() => getPayload({ config, cron: true }))
  const { appendPeerAddress } = await import('@/leads/intake/rate-limit/peer-address')
  appendPeerAddress()
  const { limitApiBodies } = await import('./server/body-limit')
  limitApiBodies()
  // Several instances share their pages through Redis, where an edit must show on every one at the next
  // request: a copy kept in one instance's memory would not hear of it.
  if (process.env.NODE_ENV === 'production' && !process.env.REDIS_URL) {
    const { serveRecentPages } = await import('./server/recent-pages')
    serveRecentPages()
  }
  const { startServer } = await import('./server/start')
  await startServer()
}
