import type { Payload } from 'payload'

import type { User } from '@/payload-types'

import { siteContact } from '../email/site-contact'

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

function distinct(addresses: string[]): string[] {
  const seen = new Map<string, string>()
  for (const address of addresses)
    if (!seen.has(address.toLowerCase())) seen.set(address.toLowerCase(), address)
  return [...seen.values()]
}

/** The assignee, or for a lead nobody has, the team and the owners. */
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
