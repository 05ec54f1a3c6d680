import { getPayload, type Payload, type SanitizedConfig } from 'payload'

/**
 * Exits 1 when the work fails: Payload's bin prints a script's error and then exits 0, so anything
 * checking `$?` would read a failed run as done.
 */
export async function runBinScript(
  config: SanitizedConfig,
  work: (payload: Payload) => Promise<void>,
): Promise<void> {
  const payload = await getPayload({ config })
  let failed = false
  try {
    await work(payload)
  } catch (error) {
    failed = true
    payload.logger.error({
      err: error,
      msg: error instanceof Error ? error.message : String(error),
    })
  } finally {
    await payload.destroy()
  }
  if (failed) process.exit(1)
}
