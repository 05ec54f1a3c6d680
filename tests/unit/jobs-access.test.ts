import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { canRunJobs } from '@/server/jobs/access'

const secret = 's'.repeat(40)
const request = (headers: Record<string, string> = {}, user: unknown = null) => ({
  req: { user, headers: new Headers(headers) } as unknown as PayloadRequest,
})

describe('who may call GET /api/payload-jobs/run', () => {
  it('lets a signed-in account run the jobs', () => {
    expect(canRunJobs(secret)(request({}, { id: 'u1' }))).toBe(true)
  })

  it('lets a scheduler in with the bearer secret, and nobody with another one or none', () => {
    const access = canRunJobs(secret)
    expect(access(request({ authorization: `Bearer ${secret}` }))).toBe(true)
    expect(access(request({ authorization: `Bearer ${secret}x` }))).toBe(false)
    expect(access(request({ authorization: secret }))).toBe(false)
    expect(access(request({ authorization: `Token Bearer ${secret}` }))).toBe(false)
    expect(access(request())).toBe(false)
  })

  it('refuses every bearer token when no secret is configured', () => {
    expect(canRunJobs(undefined)(request({ authorization: 'Bearer ' }))).toBe(false)
    expect(canRunJobs(undefined)(request({ authorization: 'Bearer anything' }))).toBe(false)
  })
})
