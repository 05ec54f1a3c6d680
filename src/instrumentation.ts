/**
 * Initialises Payload when the server starts rather than on the first request, so production migrations
 * and the first-run seed happen at start and a broken database fails the start, not a visitor's request.
 * The job runner starts with the server, so lead emails left queued by a restart go out without waiting
 * for a visitor. What every request passes before Next is in the server entry, src/server/main.ts.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { startServer } = await import('./server/start')
  await startServer()
}
