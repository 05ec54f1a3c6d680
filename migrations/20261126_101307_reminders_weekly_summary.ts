import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_contact_submissions_urgent_reminder_email_status" AS ENUM('queued', 'retrying', 'sent', 'failed');
  CREATE TYPE "public"."enum_contact_submissions_working_day_reminder_email_status" AS ENUM('queued', 'retrying', 'sent', 'failed');
  CREATE TYPE "public"."enum_package_purchases_working_day_reminder_email_status" AS ENUM('queued', 'retrying', 'sent', 'failed');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'queueLeadReminders' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendLeadReminder' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'queueLeadReminders' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendLeadReminder' BEFORE 'schedulePublish';
  ALTER TABLE "users" ADD COLUMN "weekly_summary" boolean DEFAULT true;
  ALTER TABLE "users" ADD COLUMN "weekly_summary_sent_for" varchar;
  ALTER TABLE "contact_submissions" ADD COLUMN "urgent_reminder_email_status" "enum_contact_submissions_urgent_reminder_email_status";
  ALTER TABLE "contact_submissions" ADD COLUMN "urgent_reminder_email_attempts" numeric DEFAULT 0;
  ALTER TABLE "contact_submissions" ADD COLUMN "urgent_reminder_email_sent_at" timestamp(3) with time zone;
  ALTER TABLE "contact_submissions" ADD COLUMN "urgent_reminder_email_last_error" varchar;
  ALTER TABLE "contact_submissions" ADD COLUMN "urgent_reminder_email_claimed_by" varchar;
  ALTER TABLE "contact_submissions" ADD COLUMN "urgent_reminder_email_claimed_until" timestamp(3) with time zone;
  ALTER TABLE "contact_submissions" ADD COLUMN "working_day_reminder_email_status" "enum_contact_submissions_working_day_reminder_email_status";
  ALTER TABLE "contact_submissions" ADD COLUMN "working_day_reminder_email_attempts" numeric DEFAULT 0;
  ALTER TABLE "contact_submissions" ADD COLUMN "working_day_reminder_email_sent_at" timestamp(3) with time zone;
  ALTER TABLE "contact_submissions" ADD COLUMN "working_day_reminder_email_last_error" varchar;
  ALTER TABLE "contact_submissions" ADD COLUMN "working_day_reminder_email_claimed_by" varchar;
  ALTER TABLE "contact_submissions" ADD COLUMN "working_day_reminder_email_claimed_until" timestamp(3) with time zone;
  ALTER TABLE "package_purchases" ADD COLUMN "working_day_reminder_email_status" "enum_package_purchases_working_day_reminder_email_status";
  ALTER TABLE "package_purchases" ADD COLUMN "working_day_reminder_email_attempts" numeric DEFAULT 0;
  ALTER TABLE "package_purchases" ADD COLUMN "working_day_reminder_email_sent_at" timestamp(3) with time zone;
  ALTER TABLE "package_purchases" ADD COLUMN "working_day_reminder_email_last_error" varchar;
  ALTER TABLE "package_purchases" ADD COLUMN "working_day_reminder_email_claimed_by" varchar;
  ALTER TABLE "package_purchases" ADD COLUMN "working_day_reminder_email_claimed_until" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendLeadEmail', 'sendReviewRequest', 'notifyReviewReceived', 'removeOrphanAttachments', 'sendPasswordReset', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendLeadEmail', 'sendReviewRequest', 'notifyReviewReceived', 'removeOrphanAttachments', 'sendPasswordReset', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "users" DROP COLUMN "weekly_summary";
  ALTER TABLE "users" DROP COLUMN "weekly_summary_sent_for";
  ALTER TABLE "contact_submissions" DROP COLUMN "urgent_reminder_email_status";
  ALTER TABLE "contact_submissions" DROP COLUMN "urgent_reminder_email_attempts";
  ALTER TABLE "contact_submissions" DROP COLUMN "urgent_reminder_email_sent_at";
  ALTER TABLE "contact_submissions" DROP COLUMN "urgent_reminder_email_last_error";
  ALTER TABLE "contact_submissions" DROP COLUMN "urgent_reminder_email_claimed_by";
  ALTER TABLE "contact_submissions" DROP COLUMN "urgent_reminder_email_claimed_until";
  ALTER TABLE "contact_submissions" DROP COLUMN "working_day_reminder_email_status";
  ALTER TABLE "contact_submissions" DROP COLUMN "working_day_reminder_email_attempts";
  ALTER TABLE "contact_submissions" DROP COLUMN "working_day_reminder_email_sent_at";
  ALTER TABLE "contact_submissions" DROP COLUMN "working_day_reminder_email_last_error";
  ALTER TABLE "contact_submissions" DROP COLUMN "working_day_reminder_email_claimed_by";
  ALTER TABLE "contact_submissions" DROP COLUMN "working_day_reminder_email_claimed_until";
  ALTER TABLE "package_purchases" DROP COLUMN "working_day_reminder_email_status";
  ALTER TABLE "package_purchases" DROP COLUMN "working_day_reminder_email_attempts";
  ALTER TABLE "package_purchases" DROP COLUMN "working_day_reminder_email_sent_at";
  ALTER TABLE "package_purchases" DROP COLUMN "working_day_reminder_email_last_error";
  ALTER TABLE "package_purchases" DROP COLUMN "working_day_reminder_email_claimed_by";
  ALTER TABLE "package_purchases" DROP COLUMN "working_day_reminder_email_claimed_until";
  DROP TYPE "public"."enum_contact_submissions_urgent_reminder_email_status";
  DROP TYPE "public"."enum_contact_submissions_working_day_reminder_email_status";
  DROP TYPE "public"."enum_package_purchases_working_day_reminder_email_status";`)
}
