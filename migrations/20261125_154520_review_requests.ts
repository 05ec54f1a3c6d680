import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_reviews_source" AS ENUM('owner', 'customer');
  CREATE TYPE "public"."enum__reviews_v_version_source" AS ENUM('owner', 'customer');
  CREATE TYPE "public"."enum_contact_submissions_review_email_status" AS ENUM('queued', 'retrying', 'sent', 'failed', 'optedOut');
  CREATE TYPE "public"."enum_package_purchases_review_email_status" AS ENUM('queued', 'retrying', 'sent', 'failed', 'optedOut');
  CREATE TYPE "public"."enum_review_copy_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__review_copy_v_version_status" AS ENUM('draft', 'published');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendReviewRequest' BEFORE 'removeOrphanAttachments';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'notifyReviewReceived' BEFORE 'removeOrphanAttachments';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendReviewRequest' BEFORE 'removeOrphanAttachments';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'notifyReviewReceived' BEFORE 'removeOrphanAttachments';
  CREATE TABLE "reviews_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"contact_submissions_id" uuid,
  	"package_purchases_id" uuid
  );
  
  CREATE TABLE "_reviews_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"contact_submissions_id" uuid,
  	"package_purchases_id" uuid
  );
  
  CREATE TABLE "review_copy" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"email_subject" varchar DEFAULT 'How did we do? A minute for {business}',
  	"email_greeting" varchar DEFAULT 'Hello,',
  	"email_body" varchar DEFAULT 'Thank you for choosing {business} for {job}. Would you tell others how it went? It takes a minute, and we read every review before it is published.',
  	"email_link_label" varchar DEFAULT 'Write your review',
  	"email_link_note" varchar DEFAULT 'The link is personal and works once, for 30 days.',
  	"email_opt_out_text" varchar DEFAULT 'Prefer not to hear from us about reviews? Stop review emails:',
  	"email_sign_off" varchar DEFAULT 'Thank you, {business}',
  	"page_title" varchar DEFAULT 'Review {business}',
  	"page_intro" varchar DEFAULT 'Tell us how {job} went. We read every review before it is published.',
  	"page_rating_label" varchar DEFAULT 'Your rating',
  	"page_star_label" varchar DEFAULT '{count} out of 5 stars',
  	"page_text_label" varchar DEFAULT 'Your review',
  	"page_text_placeholder" varchar DEFAULT 'What did we do for you, and how did it go?',
  	"page_name_label" varchar DEFAULT 'Your name as it should be shown',
  	"page_name_hint" varchar DEFAULT 'For example "Linda M."',
  	"page_town_label" varchar DEFAULT 'Your town as it should be shown',
  	"page_consent_label" varchar DEFAULT 'I agree that my review, name and town may be published on this website',
  	"page_submit_label" varchar DEFAULT 'Send Review',
  	"page_sending_label" varchar DEFAULT 'Sending...',
  	"page_thanks_title" varchar DEFAULT 'Thank you for your review!',
  	"page_thanks_text" varchar DEFAULT 'We will read it and publish it on our website soon.',
  	"page_error_title" varchar DEFAULT 'Your review could not be sent',
  	"page_error_text" varchar DEFAULT 'Please try again later.',
  	"page_received_title" varchar DEFAULT 'Your review was already received',
  	"page_received_text" varchar DEFAULT 'Thank you! This link has been used. To change your review, please call us at {phone}.',
  	"page_expired_title" varchar DEFAULT 'This review link has expired',
  	"page_expired_text" varchar DEFAULT 'Review links work for 30 days. If you would still like to leave a review, please call us at {phone}.',
  	"page_invalid_title" varchar DEFAULT 'This review link does not work',
  	"page_invalid_text" varchar DEFAULT 'It may have been copied incompletely. Please open it again from the email, or call us at {phone}.',
  	"page_home_link_label" varchar DEFAULT 'Back to the home page',
  	"page_opt_out_title" varchar DEFAULT 'Stop review emails',
  	"page_opt_out_text" varchar DEFAULT 'We will not send {email} any further email asking for a review.',
  	"page_opt_out_button" varchar DEFAULT 'Stop review emails',
  	"page_opted_out_title" varchar DEFAULT 'Done: no more review emails',
  	"page_opted_out_text" varchar DEFAULT 'We will not ask {email} for a review again.',
  	"_status" "enum_review_copy_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_review_copy_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"version_email_subject" varchar DEFAULT 'How did we do? A minute for {business}',
  	"version_email_greeting" varchar DEFAULT 'Hello,',
  	"version_email_body" varchar DEFAULT 'Thank you for choosing {business} for {job}. Would you tell others how it went? It takes a minute, and we read every review before it is published.',
  	"version_email_link_label" varchar DEFAULT 'Write your review',
  	"version_email_link_note" varchar DEFAULT 'The link is personal and works once, for 30 days.',
  	"version_email_opt_out_text" varchar DEFAULT 'Prefer not to hear from us about reviews? Stop review emails:',
  	"version_email_sign_off" varchar DEFAULT 'Thank you, {business}',
  	"version_page_title" varchar DEFAULT 'Review {business}',
  	"version_page_intro" varchar DEFAULT 'Tell us how {job} went. We read every review before it is published.',
  	"version_page_rating_label" varchar DEFAULT 'Your rating',
  	"version_page_star_label" varchar DEFAULT '{count} out of 5 stars',
  	"version_page_text_label" varchar DEFAULT 'Your review',
  	"version_page_text_placeholder" varchar DEFAULT 'What did we do for you, and how did it go?',
  	"version_page_name_label" varchar DEFAULT 'Your name as it should be shown',
  	"version_page_name_hint" varchar DEFAULT 'For example "Linda M."',
  	"version_page_town_label" varchar DEFAULT 'Your town as it should be shown',
  	"version_page_consent_label" varchar DEFAULT 'I agree that my review, name and town may be published on this website',
  	"version_page_submit_label" varchar DEFAULT 'Send Review',
  	"version_page_sending_label" varchar DEFAULT 'Sending...',
  	"version_page_thanks_title" varchar DEFAULT 'Thank you for your review!',
  	"version_page_thanks_text" varchar DEFAULT 'We will read it and publish it on our website soon.',
  	"version_page_error_title" varchar DEFAULT 'Your review could not be sent',
  	"version_page_error_text" varchar DEFAULT 'Please try again later.',
  	"version_page_received_title" varchar DEFAULT 'Your review was already received',
  	"version_page_received_text" varchar DEFAULT 'Thank you! This link has been used. To change your review, please call us at {phone}.',
  	"version_page_expired_title" varchar DEFAULT 'This review link has expired',
  	"version_page_expired_text" varchar DEFAULT 'Review links work for 30 days. If you would still like to leave a review, please call us at {phone}.',
  	"version_page_invalid_title" varchar DEFAULT 'This review link does not work',
  	"version_page_invalid_text" varchar DEFAULT 'It may have been copied incompletely. Please open it again from the email, or call us at {phone}.',
  	"version_page_home_link_label" varchar DEFAULT 'Back to the home page',
  	"version_page_opt_out_title" varchar DEFAULT 'Stop review emails',
  	"version_page_opt_out_text" varchar DEFAULT 'We will not send {email} any further email asking for a review.',
  	"version_page_opt_out_button" varchar DEFAULT 'Stop review emails',
  	"version_page_opted_out_title" varchar DEFAULT 'Done: no more review emails',
  	"version_page_opted_out_text" varchar DEFAULT 'We will not ask {email} for a review again.',
  	"version__status" "enum__review_copy_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "reviews" ADD COLUMN "town" varchar;
  ALTER TABLE "reviews" ADD COLUMN "source" "enum_reviews_source" DEFAULT 'owner';
  ALTER TABLE "reviews" ADD COLUMN "request_key" varchar;
  ALTER TABLE "_reviews_v" ADD COLUMN "version_town" varchar;
  ALTER TABLE "_reviews_v" ADD COLUMN "version_source" "enum__reviews_v_version_source" DEFAULT 'owner';
  ALTER TABLE "_reviews_v" ADD COLUMN "version_request_key" varchar;
  ALTER TABLE "contact_submissions" ADD COLUMN "review_email_status" "enum_contact_submissions_review_email_status";
  ALTER TABLE "contact_submissions" ADD COLUMN "review_email_queued_at" timestamp(3) with time zone;
  ALTER TABLE "contact_submissions" ADD COLUMN "review_email_attempts" numeric DEFAULT 0;
  ALTER TABLE "contact_submissions" ADD COLUMN "review_email_sent_at" timestamp(3) with time zone;
  ALTER TABLE "contact_submissions" ADD COLUMN "review_email_last_error" varchar;
  ALTER TABLE "contact_submissions" ADD COLUMN "review_email_opted_out_at" timestamp(3) with time zone;
  ALTER TABLE "contact_submissions" ADD COLUMN "review_email_claimed_by" varchar;
  ALTER TABLE "contact_submissions" ADD COLUMN "review_email_claimed_until" timestamp(3) with time zone;
  ALTER TABLE "package_purchases" ADD COLUMN "review_email_status" "enum_package_purchases_review_email_status";
  ALTER TABLE "package_purchases" ADD COLUMN "review_email_queued_at" timestamp(3) with time zone;
  ALTER TABLE "package_purchases" ADD COLUMN "review_email_attempts" numeric DEFAULT 0;
  ALTER TABLE "package_purchases" ADD COLUMN "review_email_sent_at" timestamp(3) with time zone;
  ALTER TABLE "package_purchases" ADD COLUMN "review_email_last_error" varchar;
  ALTER TABLE "package_purchases" ADD COLUMN "review_email_opted_out_at" timestamp(3) with time zone;
  ALTER TABLE "package_purchases" ADD COLUMN "review_email_claimed_by" varchar;
  ALTER TABLE "package_purchases" ADD COLUMN "review_email_claimed_until" timestamp(3) with time zone;
  ALTER TABLE "reviews_rels" ADD CONSTRAINT "reviews_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reviews_rels" ADD CONSTRAINT "reviews_rels_contact_submissions_fk" FOREIGN KEY ("contact_submissions_id") REFERENCES "public"."contact_submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reviews_rels" ADD CONSTRAINT "reviews_rels_package_purchases_fk" FOREIGN KEY ("package_purchases_id") REFERENCES "public"."package_purchases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_reviews_v_rels" ADD CONSTRAINT "_reviews_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_reviews_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_reviews_v_rels" ADD CONSTRAINT "_reviews_v_rels_contact_submissions_fk" FOREIGN KEY ("contact_submissions_id") REFERENCES "public"."contact_submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_reviews_v_rels" ADD CONSTRAINT "_reviews_v_rels_package_purchases_fk" FOREIGN KEY ("package_purchases_id") REFERENCES "public"."package_purchases"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "reviews_rels_order_idx" ON "reviews_rels" USING btree ("order");
  CREATE INDEX "reviews_rels_parent_idx" ON "reviews_rels" USING btree ("parent_id");
  CREATE INDEX "reviews_rels_path_idx" ON "reviews_rels" USING btree ("path");
  CREATE INDEX "reviews_rels_contact_submissions_id_idx" ON "reviews_rels" USING btree ("contact_submissions_id");
  CREATE INDEX "reviews_rels_package_purchases_id_idx" ON "reviews_rels" USING btree ("package_purchases_id");
  CREATE INDEX "_reviews_v_rels_order_idx" ON "_reviews_v_rels" USING btree ("order");
  CREATE INDEX "_reviews_v_rels_parent_idx" ON "_reviews_v_rels" USING btree ("parent_id");
  CREATE INDEX "_reviews_v_rels_path_idx" ON "_reviews_v_rels" USING btree ("path");
  CREATE INDEX "_reviews_v_rels_contact_submissions_id_idx" ON "_reviews_v_rels" USING btree ("contact_submissions_id");
  CREATE INDEX "_reviews_v_rels_package_purchases_id_idx" ON "_reviews_v_rels" USING btree ("package_purchases_id");
  CREATE INDEX "review_copy__status_idx" ON "review_copy" USING btree ("_status");
  CREATE INDEX "_review_copy_v_version_version__status_idx" ON "_review_copy_v" USING btree ("version__status");
  CREATE INDEX "_review_copy_v_created_at_idx" ON "_review_copy_v" USING btree ("created_at");
  CREATE INDEX "_review_copy_v_updated_at_idx" ON "_review_copy_v" USING btree ("updated_at");
  CREATE INDEX "_review_copy_v_latest_idx" ON "_review_copy_v" USING btree ("latest");
  CREATE UNIQUE INDEX "reviews_request_key_idx" ON "reviews" USING btree ("request_key");
  CREATE INDEX "_reviews_v_version_version_request_key_idx" ON "_reviews_v" USING btree ("version_request_key");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reviews_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_reviews_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "review_copy" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_review_copy_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "reviews_rels" CASCADE;
  DROP TABLE "_reviews_v_rels" CASCADE;
  DROP TABLE "review_copy" CASCADE;
  DROP TABLE "_review_copy_v" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendLeadEmail', 'removeOrphanAttachments', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendLeadEmail', 'removeOrphanAttachments', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "reviews_request_key_idx";
  DROP INDEX "_reviews_v_version_version_request_key_idx";
  ALTER TABLE "reviews" DROP COLUMN "town";
  ALTER TABLE "reviews" DROP COLUMN "source";
  ALTER TABLE "reviews" DROP COLUMN "request_key";
  ALTER TABLE "_reviews_v" DROP COLUMN "version_town";
  ALTER TABLE "_reviews_v" DROP COLUMN "version_source";
  ALTER TABLE "_reviews_v" DROP COLUMN "version_request_key";
  ALTER TABLE "contact_submissions" DROP COLUMN "review_email_status";
  ALTER TABLE "contact_submissions" DROP COLUMN "review_email_queued_at";
  ALTER TABLE "contact_submissions" DROP COLUMN "review_email_attempts";
  ALTER TABLE "contact_submissions" DROP COLUMN "review_email_sent_at";
  ALTER TABLE "contact_submissions" DROP COLUMN "review_email_last_error";
  ALTER TABLE "contact_submissions" DROP COLUMN "review_email_opted_out_at";
  ALTER TABLE "contact_submissions" DROP COLUMN "review_email_claimed_by";
  ALTER TABLE "contact_submissions" DROP COLUMN "review_email_claimed_until";
  ALTER TABLE "package_purchases" DROP COLUMN "review_email_status";
  ALTER TABLE "package_purchases" DROP COLUMN "review_email_queued_at";
  ALTER TABLE "package_purchases" DROP COLUMN "review_email_attempts";
  ALTER TABLE "package_purchases" DROP COLUMN "review_email_sent_at";
  ALTER TABLE "package_purchases" DROP COLUMN "review_email_last_error";
  ALTER TABLE "package_purchases" DROP COLUMN "review_email_opted_out_at";
  ALTER TABLE "package_purchases" DROP COLUMN "review_email_claimed_by";
  ALTER TABLE "package_purchases" DROP COLUMN "review_email_claimed_until";
  DROP TYPE "public"."enum_reviews_source";
  DROP TYPE "public"."enum__reviews_v_version_source";
  DROP TYPE "public"."enum_contact_submissions_review_email_status";
  DROP TYPE "public"."enum_package_purchases_review_email_status";
  DROP TYPE "public"."enum_review_copy_status";
  DROP TYPE "public"."enum__review_copy_v_version_status";`)
}
