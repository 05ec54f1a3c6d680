/**
 * The one rule for a lead's email address: the forms' schema (browser and server) and the lead collections'
 * email fields all call it, so an address the intake accepts is one Payload accepts on every later save by
 * staff. A dot-atom local part (no quoted strings, no comments) at a domain of hostname labels ending in an
 * alphabetic top-level domain: what mail servers deliver to, and a subset of what Payload's own email
 * validation accepts.
 */

export const emailAddressMaxLength = 254

const localPartMaxLength = 64

const atom = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+"

const localPart = new RegExp(`^${atom}(?:\\.${atom})*$`)

/** A hostname label: letters, digits and inner hyphens, never starting or ending with a hyphen. */
const domainLabel = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/

const topLevelDomain = /^[A-Za-z]{2,63}$/

/**
 * The key a customer's address is recognised by, however it was typed: `Jane@X.com` and `jane@x.com` are
 * one customer to the confirmation limit and to the review requests and their opt-out. Mail servers treat
 * the local part's case as the same mailbox in practice, so the email itself is kept as it was typed and
 * only the lookups use this.
 */
export const emailKeyOf = (address: string) => address.trim().toLowerCase()

export function isEmailAddress(value: string): boolean {
  if (value.length > emailAddressMaxLength) return false
  const at = value.lastIndexOf('@')
  if (at < 1) return false
  const local = value.slice(0, at)
  const labels = value.slice(at + 1).split('.')
  return (
    local.length <= localPartMaxLength &&
    localPart.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => domainLabel.test(label)) &&
    topLevelDomain.test(labels[labels.length - 1])
  )
}
