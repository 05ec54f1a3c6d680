import { createHash, timingSafeEqual } from 'node:crypto'
import type { RunJobAccess } from 'payload'

const digest = (value: string) => createHash('sha256').update(value).digest()

/** Signed-in staff, or a scheduler sending `Authorization: Bearer <JOBS_RUN_SECRET>`. */
export function canRunJobs(secret: string | undefined): RunJobAccess {
  return ({ req }) => {
    if (req.user) return true
    const token = /^Bearer (.+)$/.exec(req.headers.get('authorization') ?? '')?.[1]
    return Boolean(secret && token && timingSafeEqual(digest(token), digest(secret)))
  }
}
