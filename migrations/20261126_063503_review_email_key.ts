import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The leads stored before the email key get theirs as emailKeyOf (src/leads/email-address.ts) makes it.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_contact_submissions_review_email_status" ADD VALUE 'notWon';
  ALTER TYPE "public"."enum_package_purchases_review_email_status" ADD VALUE 'notWon';
  DROP INDEX "contact_submissions_confirmation_address_idx";
  DROP INDEX "package_purchases_confirmation_address_idx";
  ALTER TABLE "contact_submissions" ADD COLUMN "email_key" varchar;
  ALTER TABLE "package_purchases" ADD COLUMN "email_key" varchar;
  UPDATE "contact_submissions" SET "email_key" = lower(trim("email"));
  UPDATE "package_purchases" SET "email_key" = lower(trim("email"));
  CREATE INDEX "emailKey_createdAt_idx" ON "contact_submissions" USING btree ("email_key","created_at");
  CREATE INDEX "emailKey_createdAt_1_idx" ON "package_purchases" USING btree ("email_key","created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "contact_submissions" ALTER COLUMN "review_email_status" SET DATA TYPE text;
  DROP TYPE "public"."enum_contact_submissions_review_email_status";
  CREATE TYPE "public"."enum_contact_submissions_review_email_status" AS ENUM('queued', 'retrying', 'sent', 'failed', 'optedOut');
  ALTER TABLE "contact_submissions" ALTER COLUMN "review_email_status" SET DATA TYPE "public"."enum_contact_submissions_review_email_status" USING "review_email_status"::"public"."enum_contact_submissions_review_email_status";
  ALTER TABLE "package_purchases" ALTER COLUMN "review_email_status" SET DATA TYPE text;
  DROP TYPE "public"."enum_package_purchases_review_email_status";
  CREATE TYPE "public"."enum_package_purchases_review_email_status" AS ENUM('queued', 'retrying', 'sent', 'failed', 'optedOut');
  ALTER TABLE "package_purchases" ALTER COLUMN "review_email_status" SET DATA TYPE "public"."enum_package_purchases_review_email_status" USING "review_email_status"::"public"."enum_package_purchases_review_email_status";
  DROP INDEX "emailKey_createdAt_idx";
  DROP INDEX "emailKey_createdAt_1_idx";
  CREATE INDEX "contact_submissions_confirmation_address_idx" ON "contact_submissions" USING btree (lower(trim("email")),"created_at");
  CREATE INDEX "package_purchases_confirmation_address_idx" ON "package_purchases" USING btree (lower(trim("email")),"created_at");
  ALTER TABLE "contact_submissions" DROP COLUMN "email_key";
  ALTER TABLE "package_purchases" DROP COLUMN "email_key";`)
}
