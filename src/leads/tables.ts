import { sql } from '@payloadcms/db-postgres'
import type { SQLWrapper } from '@payloadcms/db-postgres/drizzle'

import type { LeadCollection } from './constants'

/** A field or slug as Payload names its column or table: `servicesNeeded` to `services_needed`. */
export const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`).replace(/-/g, '_')

/** The name of the table Payload keeps a lead collection in. */
export const leadTableName = (collection: LeadCollection) => collection.replace(/-/g, '_')

/** That table, for the few statements written by hand. */
export const leadTable = (collection: LeadCollection) => sql.identifier(leadTableName(collection))

/**
 * A lead's address as the confirmation limit compares it, whatever its case or padding: the lookup
 * (confirmation-limit.ts) and its index (confirmation-index.ts) must use the same expression, or
 * PostgreSQL cannot use the index for the lookup.
 */
export const comparedAddress = (email: SQLWrapper) => sql`lower(trim(${email}))`
