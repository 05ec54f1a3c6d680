/**
 * Initialises Payload when the server starts rather than on the first request, so production migrations
 * and the first-run seed happen at start and a broken database fails the start, not a visitor's request.
 * The job runner starts with the server, so lead emails left queued by a restart go out without waiting
 * for a visitor.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const [{ startServer }] = await Promise.all([import('./server/start')])
  await startServer()
}
