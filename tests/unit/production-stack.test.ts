import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { expect, it } from 'vitest'

import { startProductionStack } from '../../scripts/lib/production-stack'
import { freePort } from '../helpers/ports'

it('the stack the suite and the bench start refuses a port a server already holds, before it starts anything', async () => {
  const port = await freePort()
  const holder = net.createServer()
  await new Promise<void>((resolve) => holder.listen(port, '127.0.0.1', resolve))
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stack-port-'))
  try {
    await expect(
      startProductionStack({
        port,
        // The held port for the database too: should the check go, the start fails there, before any build.
        postgresPort: port,
        dataDir,
        distDir: path.join(dataDir, 'build'),
      }),
    ).rejects.toThrow(`port ${port} is taken by another process`)
    expect(fs.readdirSync(dataDir), 'no database was created').toEqual([])
  } finally {
    holder.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
})
