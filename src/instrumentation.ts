/**
 * Payload starts with the server, not on the first request, so migrations and the seed run at
 * start, a broken database fails the start, and queued emails go out without waiting for a visitor.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { startServer } = await import('./server/start')
  await startServer()
}
