import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startCaddy } from '../../scripts/lib/multi-instance/caddy'
import { startPostgres, startRedis, startS3 } from '../../scripts/lib/multi-instance/services'
import { startEmbeddedPostgres } from '@/db/embedded-postgres'

/**
 * A helper service that cannot start must say why in the test's own output: once the several-servers test
 * failed on Debian's pg_ctl with nothing but "examine the log output", and the log went with its temporary
 * folder. Each service is started here on a port another program holds, and its error must carry the
 * service's own words for it. The services start side by side, each in a folder of its own: the embedded
 * PostgreSQL retries for its whole start deadline, and the others fail meanwhile.
 */
describe.concurrent('a helper service that fails to start prints its own log', () => {
  let holder: net.Server
  let port: number
  let folder: string

  beforeAll(async () => {
    holder = net.createServer((socket) => socket.destroy())
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve))
    port = (holder.address() as net.AddressInfo).port
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'service-start-'))
    // As root, the servers run as the postgres user, which must pass through to its cluster.
    fs.chmodSync(folder, 0o755)
  })

  afterAll(async () => {
    await new Promise((resolve) => holder.close(resolve))
    fs.rmSync(folder, { recursive: true, force: true })
  })

  const quiet = () => {}

  it("Debian's PostgreSQL (pg_ctl)", async () => {
    const started = startPostgres(path.join(folder, 'debian'), port, quiet)
    await expect(started).rejects.toThrow(/--- PostgreSQL log ---[\s\S]*Address already in use/)
  })

  it('Redis', async () => {
    await expect(startRedis(path.join(folder, 'redis'), port, quiet)).rejects.toThrow(
      /--- its output ---[\s\S]*Address already in use/,
    )
  })

  it('Caddy', async () => {
    await expect(
      startCaddy(path.join(folder, 'caddy'), port, ['127.0.0.1:1'], quiet),
    ).rejects.toThrow(/--- its output ---[\s\S]*address already in use/)
  })

  it('the S3-compatible server', async () => {
    await expect(startS3(path.join(folder, 's3'), port, 'bucket', quiet)).rejects.toThrow(
      /s3rver could not start[\s\S]*EADDRINUSE/,
    )
  })

  it('the embedded PostgreSQL', async () => {
    const started = startEmbeddedPostgres({
      dataDir: path.join(folder, 'embedded'),
      port,
      log: quiet,
    })
    await expect(started).rejects.toThrow(
      /--- embedded PostgreSQL log ---[\s\S]*Address already in use/,
    )
  }, 90_000)
})
