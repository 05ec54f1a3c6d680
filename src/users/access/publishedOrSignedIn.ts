import type { Access } from 'payload'

/** Visitors read only what the owner published; signed-in accounts also see drafts and versions. */
export const publishedOrSignedIn: Access = ({ req: { user } }) =>
  user ? true : { _status: { equals: 'published' } }
