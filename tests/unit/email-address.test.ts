import { describe, expect, it } from 'vitest'

import { emailAddressMaxLength, isEmailAddress } from '@/leads/email-address'

import { emailAddressOfLength, trickyAddresses } from '../../scripts/lib/email-addresses'

describe('the email rule of a lead', () => {
  it.each(trickyAddresses)('$address: $valid', ({ address, valid }) => {
    expect(isEmailAddress(address)).toBe(valid)
  })

  it('takes a domain label of up to 63 characters and a top-level domain of letters only', () => {
    expect(isEmailAddress(`ada@${'d'.repeat(63)}.example`)).toBe(true)
    expect(isEmailAddress(`ada@${'d'.repeat(64)}.example`)).toBe(false)
    expect(isEmailAddress('ada@example.c0m')).toBe(false)
    expect(isEmailAddress('ada@example.1com')).toBe(false)
    expect(isEmailAddress('ada@example.com1')).toBe(false)
    expect(isEmailAddress(`ada@example.${'c'.repeat(63)}`)).toBe(true)
    expect(isEmailAddress(`ada@example.${'c'.repeat(64)}`)).toBe(false)
  })

  it('counts the whole address and the local part apart', () => {
    expect(emailAddressOfLength(emailAddressMaxLength)).toHaveLength(emailAddressMaxLength)
    expect(isEmailAddress(`${'l'.repeat(64)}@example.com`)).toBe(true)
    expect(isEmailAddress(`${'l'.repeat(65)}@example.com`)).toBe(false)
    expect(isEmailAddress('ada@')).toBe(false)
    expect(isEmailAddress('ada')).toBe(false)
  })
})
