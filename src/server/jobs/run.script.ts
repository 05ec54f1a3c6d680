import type { SanitizedConfig } from 'payload'

import { requirePublicUrl, serverEnv } from '@/config/env'

import { runBinScript } from './bin-script'
import { startJobRunner } from './runner'

/**
 * Replaces `payload jobs:run` with the server's runner, so it may run beside a server on the same
 * database without sending an email twice.
 */
export async function script(config: SanitizedConfig): Promise<void> {
  requirePublicUrl()
  await runBinScript(config, async (payload) => {
    const runner = startJobRunner(payload, {
      leaseSeconds: serverEnv().JOBS_LEASE_SECONDS,
      untilEmpty: true,
    })
    const stop = () => void runner.stop(10_000)
    process.once('SIGTERM', stop)
    process.once('SIGINT', stop)
    await runner.done
  })
}
