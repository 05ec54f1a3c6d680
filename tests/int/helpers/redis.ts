import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { startRedis } from '../../../scripts/lib/multi-instance/services'
import { freePort } from '../../helpers/ports'

/**
 * A Redis of one test file's own, on a free port: integration files run side by side, and a file that stops
 * its Redis (an outage) must not stop another's.
 */
export async function startTestRedis() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'test-redis-'))
  const redis = await startRedis(folder, await freePort(), () => {})
  return {
    url: redis.url,
    stop: async () => {
      await redis.stop()
      fs.rmSync(folder, { recursive: true, force: true })
    },
  }
}
