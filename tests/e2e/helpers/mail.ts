import fs from 'node:fs'
import path from 'node:path'

import { parseMail, type CapturedMail } from '../../../scripts/lib/smtp-capture'
import { e2e } from './environment'

export type { CapturedMail }

/** Every message the capture SMTP server has received in this run, oldest first. */
export async function readMail(): Promise<CapturedMail[]> {
  if (!fs.existsSync(e2e.mailDir)) return []
  const files = fs
    .readdirSync(e2e.mailDir)
    .filter((file) => file.endsWith('.eml'))
    .sort()
  return Promise.all(
    files.map((file) => parseMail(fs.readFileSync(path.join(e2e.mailDir, file), 'utf8'))),
  )
}

/** Waits until messages matching `match` have arrived (email goes out from a job queue, so not at once). */
export async function waitForMail(
  match: (mail: CapturedMail) => boolean,
  count = 1,
  timeoutMs = 30_000,
) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const found = (await readMail()).filter(match)
    if (found.length >= count || Date.now() > deadline) return found
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}
