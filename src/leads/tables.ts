import { sql } from '@payloadcms/db-postgres'

import type { LeadCollection } from './constants'

/** The table Payload keeps a lead collection in, for the few statements written by hand. */
export const leadTable = (collection: LeadCollection) => sql.identifier(collection.replace(/-/g, '_'))
