import { getPayload, type Payload, type SanitizedConfig } from 'payload'

/**
 * Runs the work of one of the project's `payload` commands (payload.config.ts `bin`) and ends the process
 * with exit code 1 when it fails. Payload's bin prints a script's error and then exits 0 all the same, so a
 * cron entry, a deploy step or an operator checking `$?` would read a failed run as done.
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
