import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

import { pruneBackups } from '@/backup/dump'
import { nextBackupAt } from '@/backup/schedule'

describe('nextBackupAt', () => {
  it('runs later the same day when the time is still ahead', () => {
    expect(nextBackupAt(new Date(2026, 10, 23, 1, 0), '03:30')).toEqual(
      new Date(2026, 10, 23, 3, 30),
    )
  })

  it('runs the next day when the time has passed, or is now', () => {
    expect(nextBackupAt(new Date(2026, 10, 23, 4, 0), '03:30')).toEqual(
      new Date(2026, 10, 24, 3, 30),
    )
    expect(nextBackupAt(new Date(2026, 10, 23, 3, 30), '03:30')).toEqual(
      new Date(2026, 10, 24, 3, 30),
    )
  })
})

describe('pruneBackups', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backups-'))
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  it('keeps the newest archives and leaves other files alone', () => {
    const names = [
      'backup-2026-11-20T03-30-00Z.jsonl.gz',
      'backup-2026-11-22T03-30-00Z.jsonl.gz',
      'backup-2026-11-21T03-30-00Z.jsonl.gz',
      'notes.txt',
    ]
    for (const name of names) fs.writeFileSync(path.join(dir, name), '')
    expect(pruneBackups(dir, 2)).toEqual(['backup-2026-11-20T03-30-00Z.jsonl.gz'])
    expect(fs.readdirSync(dir).sort()).toEqual([
      'backup-2026-11-21T03-30-00Z.jsonl.gz',
      'backup-2026-11-22T03-30-00Z.jsonl.gz',
      'notes.txt',
    ])
  })
})
