import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_contact_submissions_urgent_reminder_email_status" AS ENUM('queued', 'retrying', 'sent', 'failed');
  CREATE TYPE "public"."enum_contact_submissions_working_day_reminder_email_status" AS ENUM('queued', 'retrying', 'sent', 'failed');
  CREATE TYPE "public"."enum_package_purchases_working_day_reminder_email_status" AS ENUM('queued', 'retrying', 'sent', 'failed');
  CREATE TYPE "public"."enum_site_notices_delivery_status" AS ENUM('queued', 'retrying', 'sent', 'failed');
  CREATE TYPE "public"."enum_site_health_checks_check" AS ENUM('emailDelivery', 'backups', 'disk', 'jobs', 'servers');
  CREATE TYPE "public"."enum_site_health_checks_status" AS ENUM('ok', 'failing');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendNotice' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'checkSiteHealth' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'queueLeadReminders' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendLeadReminder' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'queueWeeklySummaries' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendNotice' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'checkSiteHealth' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'queueLeadReminders' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendLeadReminder' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'queueWeeklySummaries' BEFORE 'schedulePublish';
  CREATE TABLE "site_notices" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"key" varchar NOT NULL,
  	"to" varchar NOT NULL,
  	"subject" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"html" varchar NOT NULL,
  	"delivery_status" "enum_site_notices_delivery_status" DEFAULT 'queued' NOT NULL,
  	"delivery_attempts" numeric DEFAULT 0,
  	"delivery_sent_at" timestamp(3) with time zone,
  	"delivery_last_error" varchar,
  	"delivery_claimed_by" varchar,
  	"delivery_claimed_until" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_health_checks" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"check" "enum_site_health_checks_check" NOT NULL,
  	"status" "enum_site_health_checks_status" DEFAULT 'ok' NOT NULL,
  	"failing_since" timestamp(3) with time zone,
  	"problem" varchar,
  	"action" varchar,
  	"incident" numeric DEFAULT 0 NOT NULL,
  	"checked_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "backup_status" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"last_success_at" timestamp(3) with time zone,
  	"last_failure_at" timestamp(3) with time zone,
  	"last_error" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "users" ADD COLUMN "weekly_summary" boolean DEFAULT true;
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
  ALTER TABLE "package_purchases" ADD COLUMN "working_day_reminder_email_claimed_until" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "site_notices_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "site_health_checks_id" uuid;
  CREATE UNIQUE INDEX "site_notices_key_idx" ON "site_notices" USING btree ("key");
  CREATE INDEX "site_notices_updated_at_idx" ON "site_notices" USING btree ("updated_at");
  CREATE INDEX "site_notices_created_at_idx" ON "site_notices" USING btree ("created_at");
  CREATE UNIQUE INDEX "site_health_checks_check_idx" ON "site_health_checks" USING btree ("check");
  CREATE INDEX "site_health_checks_updated_at_idx" ON "site_health_checks" USING btree ("updated_at");
  CREATE INDEX "site_health_checks_created_at_idx" ON "site_health_checks" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_site_notices_fk" FOREIGN KEY ("site_notices_id") REFERENCES "public"."site_notices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_site_health_checks_fk" FOREIGN KEY ("site_health_checks_id") REFERENCES "public"."site_health_checks"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_site_notices_id_idx" ON "payload_locked_documents_rels" USING btree ("site_notices_id");
  CREATE INDEX "payload_locked_documents_rels_site_health_checks_id_idx" ON "payload_locked_documents_rels" USING btree ("site_health_checks_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_notices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_health_checks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "backup_status" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "site_notices" CASCADE;
  DROP TABLE "site_health_checks" CASCADE;
  DROP TABLE "backup_status" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_site_notices_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_site_health_checks_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendLeadEmail', 'sendReviewRequest', 'notifyReviewReceived', 'removeOrphanAttachments', 'sendPasswordReset', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendLeadEmail', 'sendReviewRequest', 'notifyReviewReceived', 'removeOrphanAttachments', 'sendPasswordReset', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_site_notices_id_idx";
  DROP INDEX "payload_locked_documents_rels_site_health_checks_id_idx";
  ALTER TABLE "users" DROP COLUMN "weekly_summary";
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
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "site_notices_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "site_health_checks_id";
  DROP TYPE "public"."enum_contact_submissions_urgent_reminder_email_status";
  DROP TYPE "public"."enum_contact_submissions_working_day_reminder_email_status";
  DROP TYPE "public"."enum_package_purchases_working_day_reminder_email_status";
  DROP TYPE "public"."enum_site_notices_delivery_status";
  DROP TYPE "public"."enum_site_health_checks_check";
  DROP TYPE "public"."enum_site_health_checks_status";`)
}
