import type { Payload } from 'payload'

import type { ServerEnv } from '@/config/env'

export type CheckResult = { ok: true } | { ok: false; problem: string; action: string }

export type CheckContext = {
  payload: Payload
  env: ServerEnv
  now: Date
  /** When the check's row was made: a check with no result yet counts its grace from here. */
  watchedSince: Date
  /** The check as the previous run left it. */
  last?: { status: 'ok' | 'failing'; checkedAt?: string | null }
}

export type SiteCheck = (context: CheckContext) => Promise<CheckResult>

export const working: CheckResult = { ok: true }

export const failing = (problem: string, action: string): CheckResult => ({
  ok: false,
  problem,
  action,
})
