import { describe, expect, it } from 'vitest'

import { telHref } from '@/lib/phone'

describe('telHref', () => {
  it('adds the US country code to a ten-digit number', () => {
    expect(telHref('(352) 555-0142')).toBe('tel:+13525550142')
  })

  it('keeps an international number as written', () => {
    expect(telHref('+44 20 7946 0958')).toBe('tel:+442079460958')
  })

  it('passes other lengths through as digits', () => {
    expect(telHref('555-0142')).toBe('tel:5550142')
  })
})
