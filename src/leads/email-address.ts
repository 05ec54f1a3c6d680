/**
 * The one rule for a lead's address, shared by the forms and the collections so staff can always
 * save what the intake accepted; a subset of what Payload's email validation accepts.
 */

export const emailAddressMaxLength = 254

const localPartMaxLength = 64

const atom = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+"

const localPart = new RegExp(`^${atom}(?:\\.${atom})*$`)

const domainLabel = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/

const topLevelDomain = /^[A-Za-z]{2,63}$/

/**
 * `Jane@X.com` and `jane@x.com` are one customer to the lookups; mail servers treat them as one
 * mailbox in practice, so the email itself is kept as typed.
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
