import type { Payload } from 'payload'

import type { User } from '@/payload-types'

import { siteContact } from '../email/site-contact'

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
  const [contact, owners] = await Promise.all([
    siteContact(payload),
    payload.find({
      collection: 'users',
      where: { role: { equals: 'owner' } },
      select: { email: true },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    }),
  ])
  // Each address once, in the case it first came in.
  const seen = new Set<string>()
  const to = [contact.teamAddress, ...owners.docs.map((owner) => owner.email)].filter(
    (address) => !seen.has(address.toLowerCase()) && seen.add(address.toLowerCase()),
  )
  return { to, toAssignee: false }
}
