import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX "contact_submissions_confirmation_address_idx" ON "contact_submissions" USING btree (lower(trim("email")),"created_at");
  CREATE INDEX "package_purchases_confirmation_address_idx" ON "package_purchases" USING btree (lower(trim("email")),"created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "contact_submissions_confirmation_address_idx";
  DROP INDEX "package_purchases_confirmation_address_idx";`)
}
