import type { postgresAdapter } from '@payloadcms/db-postgres'
import { index, type AnyPgColumn } from '@payloadcms/db-postgres/drizzle/pg-core'

import { leadCollections } from '../constants'
import { comparedAddress, leadTableName } from '../tables'

type PostgresSchemaHook = NonNullable<Parameters<typeof postgresAdapter>[0]['afterSchemaInit']>[number]

/**
 * The confirmation limit (confirmation-limit.ts) looks up every new lead's address among the hour's leads,
 * compared whatever its case or padding. Without an index on that expression each lead scanned all of the
 * hour's rows: a flood of leads cost PostgreSQL more per lead the longer it lasted. Payload's fields can only index a column, so the index is added to
 * the tables here, where the development push, the migrations and their snapshots all see it.
 */
export const indexConfirmationAddresses: PostgresSchemaHook = ({ schema, extendTable }) => {
  for (const collection of leadCollections) {
    const name = leadTableName(collection)
    extendTable({
      table: schema.tables[name],
      extraConfig: (table) => {
        const column = (key: string) => table[key] as AnyPgColumn
        return {
          [`${name}_confirmation_address_idx`]: index(`${name}_confirmation_address_idx`).on(comparedAddress(column('email')), column('createdAt')),
        }
      },
    })
  }
  return schema
}
