import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_privacy_note_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__privacy_note_v_version_status" AS ENUM('draft', 'published');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'removeOldVisits' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'removeOldVisits' BEFORE 'schedulePublish';
  CREATE TABLE "site_visits" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"day" varchar NOT NULL,
  	"route" varchar NOT NULL,
  	"source" varchar NOT NULL,
  	"views" numeric NOT NULL,
  	"visitors" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "privacy_note" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"heading" varchar,
  	"body" varchar,
  	"_status" "enum_privacy_note_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_privacy_note_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"version_title" varchar,
  	"version_heading" varchar,
  	"version_body" varchar,
  	"version__status" "enum__privacy_note_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "site_visits_id" uuid;
  CREATE INDEX "site_visits_day_idx" ON "site_visits" USING btree ("day");
  CREATE INDEX "site_visits_updated_at_idx" ON "site_visits" USING btree ("updated_at");
  CREATE INDEX "site_visits_created_at_idx" ON "site_visits" USING btree ("created_at");
  CREATE UNIQUE INDEX "day_route_source_idx" ON "site_visits" USING btree ("day","route","source");
  CREATE INDEX "privacy_note__status_idx" ON "privacy_note" USING btree ("_status");
  CREATE INDEX "_privacy_note_v_version_version__status_idx" ON "_privacy_note_v" USING btree ("version__status");
  CREATE INDEX "_privacy_note_v_created_at_idx" ON "_privacy_note_v" USING btree ("created_at");
  CREATE INDEX "_privacy_note_v_updated_at_idx" ON "_privacy_note_v" USING btree ("updated_at");
  CREATE INDEX "_privacy_note_v_latest_idx" ON "_privacy_note_v" USING btree ("latest");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_site_visits_fk" FOREIGN KEY ("site_visits_id") REFERENCES "public"."site_visits"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_site_visits_id_idx" ON "payload_locked_documents_rels" USING btree ("site_visits_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_visits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "privacy_note" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_privacy_note_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "site_visits" CASCADE;
  DROP TABLE "privacy_note" CASCADE;
  DROP TABLE "_privacy_note_v" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_site_visits_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendLeadEmail', 'sendReviewRequest', 'notifyReviewReceived', 'removeOrphanAttachments', 'sendPasswordReset', 'sendNotice', 'checkSiteHealth', 'queueLeadReminders', 'sendLeadReminder', 'queueWeeklySummaries', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendLeadEmail', 'sendReviewRequest', 'notifyReviewReceived', 'removeOrphanAttachments', 'sendPasswordReset', 'sendNotice', 'checkSiteHealth', 'queueLeadReminders', 'sendLeadReminder', 'queueWeeklySummaries', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_site_visits_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "site_visits_id";
  DROP TYPE "public"."enum_privacy_note_status";
  DROP TYPE "public"."enum__privacy_note_v_version_status";`)
}
