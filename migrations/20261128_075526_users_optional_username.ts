import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" ALTER COLUMN "username" DROP NOT NULL;`)
  // People are listed by name now: an account saved without one is called by its username, as before.
  await db.execute(sql`UPDATE "users" SET "name" = "username" WHERE coalesce(trim("name"), '') = '';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" ALTER COLUMN "username" SET NOT NULL;`)
}
