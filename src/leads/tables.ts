import { sql } from '@payloadcms/db-postgres'

import type { LeadCollection } from './constants'

/** A field or slug as Payload names its column or table: `servicesNeeded` to `services_needed`. */
export const snakeCase = (name: string) =>
  name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`).replace(/-/g, '_')

/** The name of the table Payload keeps a lead collection in. */
export const leadTableName = (collection: LeadCollection) => collection.replace(/-/g, '_')

/** That table, for the few statements written by hand. */
export const leadTable = (collection: LeadCollection) => sql.identifier(leadTableName(collection))
