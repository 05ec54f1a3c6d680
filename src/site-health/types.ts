import type { Payload } from 'payload'

import type { ServerEnv } from '@/config/env'

import type { SiteCheckName } from './constants'

/** Where a check stands now: working, or what is wrong and what the owner should do, in plain words. */
export type CheckResult = { ok: true } | { ok: false; problem: string; action: string }

export type CheckContext = {
  payload: Payload
  env: ServerEnv
  now: Date
  /** When the site first ran this check: the start of the backups' first 26 hours. */
  watchedSince: Date
}

export type SiteCheck = {
  name: SiteCheckName
  run: (context: CheckContext) => Promise<CheckResult>
}

export const working: CheckResult = { ok: true }

export const failing = (problem: string, action: string): CheckResult => ({
  ok: false,
  problem,
  action,
})
