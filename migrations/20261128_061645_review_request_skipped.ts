import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_contact_submissions_review_email_status" ADD VALUE 'skipped';
  ALTER TYPE "public"."enum_package_purchases_review_email_status" ADD VALUE 'skipped';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "contact_submissions" ALTER COLUMN "review_email_status" SET DATA TYPE text;
  DROP TYPE "public"."enum_contact_submissions_review_email_status";
  CREATE TYPE "public"."enum_contact_submissions_review_email_status" AS ENUM('queued', 'retrying', 'sent', 'failed', 'optedOut', 'notWon');
  ALTER TABLE "contact_submissions" ALTER COLUMN "review_email_status" SET DATA TYPE "public"."enum_contact_submissions_review_email_status" USING "review_email_status"::"public"."enum_contact_submissions_review_email_status";
  ALTER TABLE "package_purchases" ALTER COLUMN "review_email_status" SET DATA TYPE text;
  DROP TYPE "public"."enum_package_purchases_review_email_status";
  CREATE TYPE "public"."enum_package_purchases_review_email_status" AS ENUM('queued', 'retrying', 'sent', 'failed', 'optedOut', 'notWon');
  ALTER TABLE "package_purchases" ALTER COLUMN "review_email_status" SET DATA TYPE "public"."enum_package_purchases_review_email_status" USING "review_email_status"::"public"."enum_package_purchases_review_email_status";`)
}
