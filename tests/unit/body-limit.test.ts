import { describe, expect, it } from 'vitest'

import { uploadBodyLimitBytes } from '@/leads/attachments'
import { leadBodyLimitBytes } from '@/leads/constants'
import { reviewBodyLimitBytes } from '@/reviews/constants'
import { apiBodyLimitBytes, capOf } from '@/server/body-limit'

describe('the body cap of each path', () => {
  it('gives the lead forms 64 KB and answers with the field message the forms show', () => {
    for (const path of ['/api/contact', '/api/package-purchase', '/api/contact/?x=1']) {
      const cap = capOf(path)
      expect(cap?.bytes).toBe(leadBodyLimitBytes)
      expect(JSON.parse(cap!.refusal)).toEqual({ errors: { body: [expect.stringContaining('64 KB')] } })
    }
  })

  it('gives the attachment upload room for three 5 MB files, and names the field', () => {
    const cap = capOf('/api/contact/attachments')
    expect(cap?.bytes).toBe(uploadBodyLimitBytes)
    expect(uploadBodyLimitBytes).toBeGreaterThan(3 * 5 * 1024 * 1024)
    expect(Object.keys(JSON.parse(cap!.refusal).errors)).toEqual(['attachments'])
  })

  it('gives the review form and its opt-out 16 KB, answered with the field message the form shows', () => {
    for (const path of ['/api/reviews', '/api/reviews/opt-out?token=x']) {
      const cap = capOf(path)
      expect(cap?.bytes).toBe(reviewBodyLimitBytes)
      expect(JSON.parse(cap!.refusal)).toEqual({ errors: { body: [expect.stringContaining('16 KB')] } })
    }
  })

  it("caps Payload's own endpoints at 1 MB and leaves pages and the admin alone", () => {
    for (const path of ['/api/users/login', '/api/graphql', '/api/packages/1?depth=0']) expect(capOf(path)?.bytes).toBe(apiBodyLimitBytes)
    for (const path of ['/', '/admin/login', '/website-design', undefined]) expect(capOf(path)).toBeUndefined()
  })
})
