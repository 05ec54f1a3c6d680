import { emailAddressMaxLength } from '@/leads/email-address'

const localOf = (length: number) => 'l'.repeat(length)

/** The longest local part at a domain of full-length labels, `length` characters in all. */
export function emailAddressOfLength(length: number): string {
  const local = localOf(64)
  let domain = 'example'
  for (
    let room = length - local.length - 1 - domain.length;
    room > 0;
    room = length - local.length - 1 - domain.length
  ) {
    domain = `${'d'.repeat(Math.min(63, room - 1))}.${domain}`
  }
  return `${local}@${domain}`
}

/**
 * Addresses at the edges of what a lead's email may be, each with the verdict the forms' rule gives. The
 * valid ones are the trickiest a visitor may really type; the invalid ones include what the schema once
 * accepted and Payload then refused on every staff save (a domain label ending in a hyphen).
 */
export const trickyAddresses: { address: string; valid: boolean }[] = [
  { address: 'ada@example.org', valid: true },
  { address: "o'brien@example.ie", valid: true },
  { address: 'first.last+tag@sub.example.co.uk', valid: true },
  { address: 'x@ex--ample.com', valid: true },
  { address: 'user_name@example.museum', valid: true },
  { address: "!#$%&'*+/=?^_`{|}~-@example.com", valid: true },
  { address: 'a@b.cd', valid: true },
  { address: '1234@123.example', valid: true },
  { address: 'UPPER.Case@EXAMPLE.COM', valid: true },
  { address: `${localOf(64)}@example.com`, valid: true },
  { address: emailAddressOfLength(emailAddressMaxLength), valid: true },
  { address: 'ada@example-.com', valid: false },
  { address: 'ada@-example.com', valid: false },
  { address: 'ada@example.-com', valid: false },
  { address: 'ada..lovelace@example.com', valid: false },
  { address: '.ada@example.com', valid: false },
  { address: 'ada.@example.com', valid: false },
  { address: '"ada"@example.com', valid: false },
  { address: 'ada lovelace@example.com', valid: false },
  { address: 'ada@example', valid: false },
  { address: 'ada@example.c', valid: false },
  { address: 'ada@example.123', valid: false },
  { address: 'ada@@example.com', valid: false },
  { address: 'ada@exa_mple.com', valid: false },
  { address: 'ada@example..com', valid: false },
  { address: 'ada@example.com.', valid: false },
  { address: 'adá@example.com', valid: false },
  { address: 'ada@bücher.de', valid: false },
  { address: 'ada@[127.0.0.1]', valid: false },
  { address: '@example.com', valid: false },
  { address: `${localOf(65)}@example.com`, valid: false },
  { address: emailAddressOfLength(emailAddressMaxLength + 1), valid: false },
]
