import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_reviews_received_email_status" AS ENUM('queued', 'retrying', 'sent', 'failed');
  CREATE TYPE "public"."enum__reviews_v_version_received_email_status" AS ENUM('queued', 'retrying', 'sent', 'failed');
  ALTER TYPE "public"."enum_contact_submissions_urgent_reminder_email_status" ADD VALUE 'notNeeded';
  ALTER TYPE "public"."enum_contact_submissions_working_day_reminder_email_status" ADD VALUE 'notNeeded';
  ALTER TYPE "public"."enum_package_purchases_working_day_reminder_email_status" ADD VALUE 'notNeeded';
  ALTER TABLE "reviews" ADD COLUMN "received_email_status" "enum_reviews_received_email_status";
  ALTER TABLE "reviews" ADD COLUMN "received_email_attempts" numeric DEFAULT 0;
  ALTER TABLE "reviews" ADD COLUMN "received_email_sent_at" timestamp(3) with time zone;
  ALTER TABLE "reviews" ADD COLUMN "received_email_last_error" varchar;
  ALTER TABLE "reviews" ADD COLUMN "received_email_claimed_by" varchar;
  ALTER TABLE "reviews" ADD COLUMN "received_email_claimed_until" timestamp(3) with time zone;
  ALTER TABLE "_reviews_v" ADD COLUMN "version_received_email_status" "enum__reviews_v_version_received_email_status";
  ALTER TABLE "_reviews_v" ADD COLUMN "version_received_email_attempts" numeric DEFAULT 0;
  ALTER TABLE "_reviews_v" ADD COLUMN "version_received_email_sent_at" timestamp(3) with time zone;
  ALTER TABLE "_reviews_v" ADD COLUMN "version_received_email_last_error" varchar;
  ALTER TABLE "_reviews_v" ADD COLUMN "version_received_email_claimed_by" varchar;
  ALTER TABLE "_reviews_v" ADD COLUMN "version_received_email_claimed_until" timestamp(3) with time zone;
  ALTER TABLE "site_settings" ADD COLUMN "reply_promise_business_hours" varchar DEFAULT 'Monday to Friday, 8 AM to 5 PM';
  ALTER TABLE "site_settings" ADD COLUMN "reply_promise_urgent" varchar DEFAULT 'We will get back to you the same business day.';
  ALTER TABLE "site_settings" ADD COLUMN "reply_promise_high" varchar DEFAULT 'We will get back to you within 24 hours.';
  ALTER TABLE "site_settings" ADD COLUMN "reply_promise_normal" varchar DEFAULT 'We will get back to you within a few days.';
  ALTER TABLE "site_settings" ADD COLUMN "reply_promise_low" varchar DEFAULT 'We will get back to you within one to two weeks.';
  ALTER TABLE "site_settings" ADD COLUMN "reply_promise_package" varchar DEFAULT 'We will contact you within 24 hours to discuss your project.';
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_reply_promise_business_hours" varchar DEFAULT 'Monday to Friday, 8 AM to 5 PM';
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_reply_promise_urgent" varchar DEFAULT 'We will get back to you the same business day.';
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_reply_promise_high" varchar DEFAULT 'We will get back to you within 24 hours.';
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_reply_promise_normal" varchar DEFAULT 'We will get back to you within a few days.';
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_reply_promise_low" varchar DEFAULT 'We will get back to you within one to two weeks.';
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_reply_promise_package" varchar DEFAULT 'We will contact you within 24 hours to discuss your project.';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "contact_submissions" ALTER COLUMN "urgent_reminder_email_status" SET DATA TYPE text;
  DROP TYPE "public"."enum_contact_submissions_urgent_reminder_email_status";
  CREATE TYPE "public"."enum_contact_submissions_urgent_reminder_email_status" AS ENUM('queued', 'retrying', 'sent', 'failed');
  ALTER TABLE "contact_submissions" ALTER COLUMN "urgent_reminder_email_status" SET DATA TYPE "public"."enum_contact_submissions_urgent_reminder_email_status" USING "urgent_reminder_email_status"::"public"."enum_contact_submissions_urgent_reminder_email_status";
  ALTER TABLE "contact_submissions" ALTER COLUMN "working_day_reminder_email_status" SET DATA TYPE text;
  DROP TYPE "public"."enum_contact_submissions_working_day_reminder_email_status";
  CREATE TYPE "public"."enum_contact_submissions_working_day_reminder_email_status" AS ENUM('queued', 'retrying', 'sent', 'failed');
  ALTER TABLE "contact_submissions" ALTER COLUMN "working_day_reminder_email_status" SET DATA TYPE "public"."enum_contact_submissions_working_day_reminder_email_status" USING "working_day_reminder_email_status"::"public"."enum_contact_submissions_working_day_reminder_email_status";
  ALTER TABLE "package_purchases" ALTER COLUMN "working_day_reminder_email_status" SET DATA TYPE text;
  DROP TYPE "public"."enum_package_purchases_working_day_reminder_email_status";
  CREATE TYPE "public"."enum_package_purchases_working_day_reminder_email_status" AS ENUM('queued', 'retrying', 'sent', 'failed');
  ALTER TABLE "package_purchases" ALTER COLUMN "working_day_reminder_email_status" SET DATA TYPE "public"."enum_package_purchases_working_day_reminder_email_status" USING "working_day_reminder_email_status"::"public"."enum_package_purchases_working_day_reminder_email_status";
  ALTER TABLE "reviews" DROP COLUMN "received_email_status";
  ALTER TABLE "reviews" DROP COLUMN "received_email_attempts";
  ALTER TABLE "reviews" DROP COLUMN "received_email_sent_at";
  ALTER TABLE "reviews" DROP COLUMN "received_email_last_error";
  ALTER TABLE "reviews" DROP COLUMN "received_email_claimed_by";
  ALTER TABLE "reviews" DROP COLUMN "received_email_claimed_until";
  ALTER TABLE "_reviews_v" DROP COLUMN "version_received_email_status";
  ALTER TABLE "_reviews_v" DROP COLUMN "version_received_email_attempts";
  ALTER TABLE "_reviews_v" DROP COLUMN "version_received_email_sent_at";
  ALTER TABLE "_reviews_v" DROP COLUMN "version_received_email_last_error";
  ALTER TABLE "_reviews_v" DROP COLUMN "version_received_email_claimed_by";
  ALTER TABLE "_reviews_v" DROP COLUMN "version_received_email_claimed_until";
  ALTER TABLE "site_settings" DROP COLUMN "reply_promise_business_hours";
  ALTER TABLE "site_settings" DROP COLUMN "reply_promise_urgent";
  ALTER TABLE "site_settings" DROP COLUMN "reply_promise_high";
  ALTER TABLE "site_settings" DROP COLUMN "reply_promise_normal";
  ALTER TABLE "site_settings" DROP COLUMN "reply_promise_low";
  ALTER TABLE "site_settings" DROP COLUMN "reply_promise_package";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_reply_promise_business_hours";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_reply_promise_urgent";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_reply_promise_high";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_reply_promise_normal";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_reply_promise_low";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_reply_promise_package";
  DROP TYPE "public"."enum_reviews_received_email_status";
  DROP TYPE "public"."enum__reviews_v_version_received_email_status";`)
}
