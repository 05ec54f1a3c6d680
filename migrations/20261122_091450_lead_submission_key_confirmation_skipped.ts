import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_contact_submissions_notification_email_status" ADD VALUE 'skipped';
  ALTER TYPE "public"."enum_contact_submissions_confirmation_email_status" ADD VALUE 'skipped';
  ALTER TYPE "public"."enum_package_purchases_notification_email_status" ADD VALUE 'skipped';
  ALTER TYPE "public"."enum_package_purchases_confirmation_email_status" ADD VALUE 'skipped';
  ALTER TABLE "contact_submissions" ADD COLUMN "submission_key" varchar;
  ALTER TABLE "package_purchases" ADD COLUMN "submission_key" varchar;
  CREATE UNIQUE INDEX "contact_submissions_submission_key_idx" ON "contact_submissions" USING btree ("submission_key");
  CREATE UNIQUE INDEX "package_purchases_submission_key_idx" ON "package_purchases" USING btree ("submission_key");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "contact_submissions" ALTER COLUMN "notification_email_status" SET DATA TYPE text;
  ALTER TABLE "contact_submissions" ALTER COLUMN "notification_email_status" SET DEFAULT 'queued'::text;
  DROP TYPE "public"."enum_contact_submissions_notification_email_status";
  CREATE TYPE "public"."enum_contact_submissions_notification_email_status" AS ENUM('queued', 'retrying', 'sent', 'failed');
  ALTER TABLE "contact_submissions" ALTER COLUMN "notification_email_status" SET DEFAULT 'queued'::"public"."enum_contact_submissions_notification_email_status";
  ALTER TABLE "contact_submissions" ALTER COLUMN "notification_email_status" SET DATA TYPE "public"."enum_contact_submissions_notification_email_status" USING "notification_email_status"::"public"."enum_contact_submissions_notification_email_status";
  ALTER TABLE "contact_submissions" ALTER COLUMN "confirmation_email_status" SET DATA TYPE text;
  ALTER TABLE "contact_submissions" ALTER COLUMN "confirmation_email_status" SET DEFAULT 'queued'::text;
  DROP TYPE "public"."enum_contact_submissions_confirmation_email_status";
  CREATE TYPE "public"."enum_contact_submissions_confirmation_email_status" AS ENUM('queued', 'retrying', 'sent', 'failed');
  ALTER TABLE "contact_submissions" ALTER COLUMN "confirmation_email_status" SET DEFAULT 'queued'::"public"."enum_contact_submissions_confirmation_email_status";
  ALTER TABLE "contact_submissions" ALTER COLUMN "confirmation_email_status" SET DATA TYPE "public"."enum_contact_submissions_confirmation_email_status" USING "confirmation_email_status"::"public"."enum_contact_submissions_confirmation_email_status";
  ALTER TABLE "package_purchases" ALTER COLUMN "notification_email_status" SET DATA TYPE text;
  ALTER TABLE "package_purchases" ALTER COLUMN "notification_email_status" SET DEFAULT 'queued'::text;
  DROP TYPE "public"."enum_package_purchases_notification_email_status";
  CREATE TYPE "public"."enum_package_purchases_notification_email_status" AS ENUM('queued', 'retrying', 'sent', 'failed');
  ALTER TABLE "package_purchases" ALTER COLUMN "notification_email_status" SET DEFAULT 'queued'::"public"."enum_package_purchases_notification_email_status";
  ALTER TABLE "package_purchases" ALTER COLUMN "notification_email_status" SET DATA TYPE "public"."enum_package_purchases_notification_email_status" USING "notification_email_status"::"public"."enum_package_purchases_notification_email_status";
  ALTER TABLE "package_purchases" ALTER COLUMN "confirmation_email_status" SET DATA TYPE text;
  ALTER TABLE "package_purchases" ALTER COLUMN "confirmation_email_status" SET DEFAULT 'queued'::text;
  DROP TYPE "public"."enum_package_purchases_confirmation_email_status";
  CREATE TYPE "public"."enum_package_purchases_confirmation_email_status" AS ENUM('queued', 'retrying', 'sent', 'failed');
  ALTER TABLE "package_purchases" ALTER COLUMN "confirmation_email_status" SET DEFAULT 'queued'::"public"."enum_package_purchases_confirmation_email_status";
  ALTER TABLE "package_purchases" ALTER COLUMN "confirmation_email_status" SET DATA TYPE "public"."enum_package_purchases_confirmation_email_status" USING "confirmation_email_status"::"public"."enum_package_purchases_confirmation_email_status";
  DROP INDEX "contact_submissions_submission_key_idx";
  DROP INDEX "package_purchases_submission_key_idx";
  ALTER TABLE "contact_submissions" DROP COLUMN "submission_key";
  ALTER TABLE "package_purchases" DROP COLUMN "submission_key";`)
}
