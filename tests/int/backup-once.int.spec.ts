import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { runNightlyBackup } from '@/backup/schedule'
import { serverEnv, type ServerEnv } from '@/config/env'

import { getTestPayload } from './helpers/test-payload'

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-once-'))

describe('the nightly backup with several servers on one database', () => {
  let payload: Payload

  /** A server's settings with its own backup folder, as each server of the site has its disk. */
  const server = (backupDir: string) =>
    Object.defineProperty({ ...serverEnv(), BACKUP_AT: '03:30', backupDir }, 'publicUrl', {
      value: serverEnv().publicUrl,
    }) as ServerEnv
  const archives = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir) : [])
  const status = () => payload.findGlobal({ slug: 'backup-status', depth: 0, overrideAccess: true })

  beforeAll(async () => {
    process.env.JOBS_AUTORUN = 'false'
    payload = await getTestPayload()
  })

  afterAll(async () => {
    await payload?.destroy()
    fs.rmSync(folder, { recursive: true, force: true })
  })

  it('is written once a night, by one server, whose outcome is the one recorded', async () => {
    const [first, second] = [path.join(folder, 'a'), path.join(folder, 'b')]
    const night = new Date(2026, 10, 23, 3, 30)
    await Promise.all([
      runNightlyBackup(payload, server(first), night),
      runNightlyBackup(payload, server(second), night),
    ])
    expect([...archives(first), ...archives(second)]).toHaveLength(1)
    const afterFirstNight = await status()
    expect(afterFirstNight.lastSuccessAt).toBeTruthy()
    expect(afterFirstNight.lastFailureAt ?? null).toBeNull()

    // The next night one server's folder cannot be written: the other server must not paper over it.
    const notAFolder = path.join(folder, 'a-file')
    fs.writeFileSync(notAFolder, '')
    const nextNight = new Date(2026, 10, 24, 3, 30)
    await runNightlyBackup(payload, server(path.join(notAFolder, 'backups')), nextNight)
    await runNightlyBackup(payload, server(second), nextNight)
    expect([...archives(first), ...archives(second)]).toHaveLength(1)
    const afterSecondNight = await status()
    expect(afterSecondNight.lastSuccessAt).toBe(afterFirstNight.lastSuccessAt)
    expect(new Date(afterSecondNight.lastFailureAt ?? 0).getTime()).toBeGreaterThan(
      new Date(afterSecondNight.lastSuccessAt ?? 0).getTime(),
    )
  }, 120_000)
})
