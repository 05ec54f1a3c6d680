import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "contact_submissions" ADD COLUMN "notification_email_claimed_by" varchar;
  ALTER TABLE "contact_submissions" ADD COLUMN "notification_email_claimed_until" timestamp(3) with time zone;
  ALTER TABLE "contact_submissions" ADD COLUMN "confirmation_email_claimed_by" varchar;
  ALTER TABLE "contact_submissions" ADD COLUMN "confirmation_email_claimed_until" timestamp(3) with time zone;
  ALTER TABLE "package_purchases" ADD COLUMN "notification_email_claimed_by" varchar;
  ALTER TABLE "package_purchases" ADD COLUMN "notification_email_claimed_until" timestamp(3) with time zone;
  ALTER TABLE "package_purchases" ADD COLUMN "confirmation_email_claimed_by" varchar;
  ALTER TABLE "package_purchases" ADD COLUMN "confirmation_email_claimed_until" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "contact_submissions" DROP COLUMN "notification_email_claimed_by";
  ALTER TABLE "contact_submissions" DROP COLUMN "notification_email_claimed_until";
  ALTER TABLE "contact_submissions" DROP COLUMN "confirmation_email_claimed_by";
  ALTER TABLE "contact_submissions" DROP COLUMN "confirmation_email_claimed_until";
  ALTER TABLE "package_purchases" DROP COLUMN "notification_email_claimed_by";
  ALTER TABLE "package_purchases" DROP COLUMN "notification_email_claimed_until";
  ALTER TABLE "package_purchases" DROP COLUMN "confirmation_email_claimed_by";
  ALTER TABLE "package_purchases" DROP COLUMN "confirmation_email_claimed_until";`)
}
