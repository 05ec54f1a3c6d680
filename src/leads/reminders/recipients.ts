import type { Payload } from 'payload'

import type { User } from '@/payload-types'

import { siteContact } from '../email/site-contact'

/** Every owner account's address: those who hear of what nobody else is looking after. */
export async function ownerAddresses(payload: Payload): Promise<string[]> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { role: { equals: 'owner' } },
    select: { email: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs.map((owner) => owner.email)
}

/** Addresses once each, whatever their case. */
function distinct(addresses: string[]): string[] {
  const seen = new Map<string, string>()
  for (const address of addresses)
    if (!seen.has(address.toLowerCase())) seen.set(address.toLowerCase(), address)
  return [...seen.values()]
}

/** A reminder goes to whoever the lead is assigned to; a lead nobody has is everyone's: the team and the owners. */
export async function reminderRecipients(
  payload: Payload,
  assignee: string | User | null | undefined,
): Promise<{ to: string[]; toAssignee: boolean }> {
  const assigned =
    typeof assignee === 'string'
      ? await payload.findByID({
          collection: 'users',
          id: assignee,
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
        })
      : assignee
  if (assigned?.email) return { to: [assigned.email], toAssignee: true }
  const [contact, owners] = await Promise.all([siteContact(payload), ownerAddresses(payload)])
  return { to: distinct([contact.teamAddress, ...owners]), toAssignee: false }
}
