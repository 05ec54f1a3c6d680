import type { RunJobAccess } from 'payload'

import { presentsBearerToken } from '@/server/http/bearer-token'

/** Signed-in staff, or a scheduler sending `Authorization: Bearer <JOBS_RUN_SECRET>`. */
export const canRunJobs =
  (secret: string | undefined): RunJobAccess =>
  ({ req }) =>
    Boolean(req.user) || presentsBearerToken(req.headers, secret)
