import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_role" AS ENUM('owner', 'staff');
  CREATE TYPE "public"."enum_services_icon" AS ENUM('monitor', 'shield-check', 'file-check', 'lightbulb', 'globe', 'smartphone', 'laptop', 'wifi', 'printer', 'hard-drive', 'search', 'zap', 'palette', 'building', 'cloud', 'database', 'code', 'server', 'layers', 'trending-up', 'key', 'wrench', 'headphones', 'users', 'app-window', 'plug');
  CREATE TYPE "public"."enum_services_audience" AS ENUM('business', 'home');
  CREATE TYPE "public"."enum_packages_category" AS ENUM('website', 'app');
  CREATE TYPE "public"."enum_contact_submissions_services_needed" AS ENUM('PC/Mac Repair', 'Network/Wi-Fi', 'Printers/Scanners', 'Data Backup/Recovery', 'Security/Antivirus', 'Web Site Design', 'App Development', 'Consulting/Other');
  CREATE TYPE "public"."enum_contact_submissions_status_history_status" AS ENUM('new', 'contacted', 'quoted', 'won', 'lost', 'spam');
  CREATE TYPE "public"."enum_contact_submissions_service_type" AS ENUM('PC/Mac Repair', 'Network/Wi-Fi', 'Printers/Scanners', 'Data Backup/Recovery', 'Security/Antivirus', 'Web Site Design', 'App Development', 'Consulting/Other');
  CREATE TYPE "public"."enum_contact_submissions_preferred_contact_method" AS ENUM('phone', 'text');
  CREATE TYPE "public"."enum_contact_submissions_preferred_time" AS ENUM('Morning (8 AM - 12 PM)', 'Afternoon (12 PM - 5 PM)', 'Evening (5 PM - 8 PM)', 'Weekend', 'No preference');
  CREATE TYPE "public"."enum_contact_submissions_urgency" AS ENUM('low', 'normal', 'high', 'urgent');
  CREATE TYPE "public"."enum_contact_submissions_status" AS ENUM('new', 'contacted', 'quoted', 'won', 'lost', 'spam');
  CREATE TYPE "public"."enum_contact_submissions_notification_email_status" AS ENUM('queued', 'retrying', 'sent', 'failed');
  CREATE TYPE "public"."enum_contact_submissions_confirmation_email_status" AS ENUM('queued', 'retrying', 'sent', 'failed');
  CREATE TYPE "public"."enum_package_purchases_status_history_status" AS ENUM('new', 'contacted', 'quoted', 'won', 'lost', 'spam');
  CREATE TYPE "public"."enum_package_purchases_estimated_timeline" AS ENUM('asap', '1-2-months', '3-4-months', '6-months', 'flexible');
  CREATE TYPE "public"."enum_package_purchases_status" AS ENUM('new', 'contacted', 'quoted', 'won', 'lost', 'spam');
  CREATE TYPE "public"."enum_package_purchases_notification_email_status" AS ENUM('queued', 'retrying', 'sent', 'failed');
  CREATE TYPE "public"."enum_package_purchases_confirmation_email_status" AS ENUM('queued', 'retrying', 'sent', 'failed');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendLeadEmail', 'removeOrphanAttachments');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendLeadEmail', 'removeOrphanAttachments');
  CREATE TYPE "public"."enum_website_design_page_features_cards_icon" AS ENUM('monitor', 'shield-check', 'file-check', 'lightbulb', 'globe', 'smartphone', 'laptop', 'wifi', 'printer', 'hard-drive', 'search', 'zap', 'palette', 'building', 'cloud', 'database', 'code', 'server', 'layers', 'trending-up', 'key', 'wrench', 'headphones', 'users', 'app-window', 'plug');
  CREATE TYPE "public"."enum_app_development_page_solutions_cards_icon" AS ENUM('monitor', 'shield-check', 'file-check', 'lightbulb', 'globe', 'smartphone', 'laptop', 'wifi', 'printer', 'hard-drive', 'search', 'zap', 'palette', 'building', 'cloud', 'database', 'code', 'server', 'layers', 'trending-up', 'key', 'wrench', 'headphones', 'users', 'app-window', 'plug');
  CREATE TYPE "public"."enum_app_development_page_technologies_items_icon" AS ENUM('monitor', 'shield-check', 'file-check', 'lightbulb', 'globe', 'smartphone', 'laptop', 'wifi', 'printer', 'hard-drive', 'search', 'zap', 'palette', 'building', 'cloud', 'database', 'code', 'server', 'layers', 'trending-up', 'key', 'wrench', 'headphones', 'users', 'app-window', 'plug');
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"role" "enum_users_role" DEFAULT 'staff' NOT NULL,
  	"name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"username" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "services" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"icon" "enum_services_icon" NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"audience" "enum_services_audience" DEFAULT 'business' NOT NULL,
  	"order" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "packages_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "packages" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"category" "enum_packages_category" NOT NULL,
  	"name" varchar NOT NULL,
  	"price" numeric NOT NULL,
  	"price_label" varchar DEFAULT 'Starting at' NOT NULL,
  	"most_popular" boolean DEFAULT false,
  	"duration" varchar,
  	"support_period" varchar,
  	"core_features" varchar,
  	"order" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "reviews" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"reviewer_name" varchar NOT NULL,
  	"business" varchar NOT NULL,
  	"rating" numeric DEFAULT 5 NOT NULL,
  	"text" varchar NOT NULL,
  	"review_date" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "locations_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "locations" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"order" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "contact_submissions_services_needed" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum_contact_submissions_services_needed",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "contact_submissions_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"author_id" uuid,
  	"written_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "contact_submissions_status_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"status" "enum_contact_submissions_status_history_status",
  	"changed_by_id" uuid,
  	"changed_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "contact_submissions" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"company" varchar,
  	"subject" varchar,
  	"service_type" "enum_contact_submissions_service_type",
  	"budget_range" varchar,
  	"preferred_contact_method" "enum_contact_submissions_preferred_contact_method" DEFAULT 'phone',
  	"desired_date" timestamp(3) with time zone,
  	"preferred_time" "enum_contact_submissions_preferred_time",
  	"urgency" "enum_contact_submissions_urgency" DEFAULT 'normal',
  	"message" varchar NOT NULL,
  	"subscribe_to_updates" boolean DEFAULT false,
  	"agree_to_contact" boolean DEFAULT false,
  	"source_page" varchar,
  	"source_referrer" varchar,
  	"source_utm" jsonb,
  	"status" "enum_contact_submissions_status" DEFAULT 'new' NOT NULL,
  	"assignee_id" uuid,
  	"notification_email_status" "enum_contact_submissions_notification_email_status" DEFAULT 'queued' NOT NULL,
  	"notification_email_attempts" numeric DEFAULT 0,
  	"notification_email_sent_at" timestamp(3) with time zone,
  	"notification_email_last_error" varchar,
  	"confirmation_email_status" "enum_contact_submissions_confirmation_email_status" DEFAULT 'queued' NOT NULL,
  	"confirmation_email_attempts" numeric DEFAULT 0,
  	"confirmation_email_sent_at" timestamp(3) with time zone,
  	"confirmation_email_last_error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "contact_submissions_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"lead_attachments_id" uuid
  );
  
  CREATE TABLE "lead_attachments" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"original_name" varchar NOT NULL,
  	"lead_id" uuid,
  	"prefix" varchar DEFAULT '',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric
  );
  
  CREATE TABLE "package_purchases_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"author_id" uuid,
  	"written_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "package_purchases_status_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"status" "enum_package_purchases_status_history_status",
  	"changed_by_id" uuid,
  	"changed_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "package_purchases" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"package_name" varchar NOT NULL,
  	"package_price" numeric,
  	"package_id" uuid,
  	"customer_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"company" varchar,
  	"estimated_timeline" "enum_package_purchases_estimated_timeline",
  	"project_description" varchar,
  	"source_page" varchar,
  	"source_referrer" varchar,
  	"source_utm" jsonb,
  	"status" "enum_package_purchases_status" DEFAULT 'new' NOT NULL,
  	"assignee_id" uuid,
  	"notification_email_status" "enum_package_purchases_notification_email_status" DEFAULT 'queued' NOT NULL,
  	"notification_email_attempts" numeric DEFAULT 0,
  	"notification_email_sent_at" timestamp(3) with time zone,
  	"notification_email_last_error" varchar,
  	"confirmation_email_status" "enum_package_purchases_confirmation_email_status" DEFAULT 'queued' NOT NULL,
  	"confirmation_email_attempts" numeric DEFAULT 0,
  	"confirmation_email_sent_at" timestamp(3) with time zone,
  	"confirmation_email_last_error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_kv" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"meta" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" uuid,
  	"services_id" uuid,
  	"packages_id" uuid,
  	"reviews_id" uuid,
  	"locations_id" uuid,
  	"contact_submissions_id" uuid,
  	"lead_attachments_id" uuid,
  	"package_purchases_id" uuid
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" uuid
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings_seo_area_served" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"business_name" varchar NOT NULL,
  	"tagline" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"service_area" varchar NOT NULL,
  	"social_facebook" varchar NOT NULL,
  	"social_linkedin" varchar NOT NULL,
  	"social_twitter" varchar NOT NULL,
  	"review_site_url" varchar NOT NULL,
  	"claims_rating" varchar NOT NULL,
  	"claims_businesses_served" varchar NOT NULL,
  	"claims_serving_since" varchar NOT NULL,
  	"claims_copyright_year" varchar NOT NULL,
  	"seo_image" varchar DEFAULT '/og-image.png',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "header_services_menu" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"href" varchar NOT NULL
  );
  
  CREATE TABLE "header_about_menu" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"href" varchar NOT NULL
  );
  
  CREATE TABLE "header_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"href" varchar NOT NULL
  );
  
  CREATE TABLE "header" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"home_label" varchar NOT NULL,
  	"services_label" varchar NOT NULL,
  	"about_label" varchar NOT NULL,
  	"call_label" varchar NOT NULL,
  	"call_now_label" varchar NOT NULL,
  	"open_menu_label" varchar NOT NULL,
  	"close_menu_label" varchar NOT NULL,
  	"return_home_label" varchar NOT NULL,
  	"company_label" varchar NOT NULL,
  	"skip_link_label" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "footer_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"href" varchar NOT NULL
  );
  
  CREATE TABLE "footer" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"links_heading" varchar NOT NULL,
  	"social_heading" varchar NOT NULL,
  	"social_labels_facebook" varchar NOT NULL,
  	"social_labels_linkedin" varchar NOT NULL,
  	"social_labels_twitter" varchar NOT NULL,
  	"new_tab_note" varchar NOT NULL,
  	"copyright_text" varchar NOT NULL,
  	"scroll_to_top_label" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "shared_sections" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"contact_heading" varchar NOT NULL,
  	"contact_intro" varchar NOT NULL,
  	"contact_details_heading" varchar NOT NULL,
  	"contact_phone_label" varchar NOT NULL,
  	"contact_email_label" varchar NOT NULL,
  	"contact_service_area_label" varchar NOT NULL,
  	"package_card_most_popular_label" varchar NOT NULL,
  	"package_card_get_started_label" varchar NOT NULL,
  	"package_card_duration_label" varchar NOT NULL,
  	"package_card_support_label" varchar NOT NULL,
  	"reviews_stars_label" varchar NOT NULL,
  	"reviews_write_review_label" varchar NOT NULL,
  	"not_found_heading" varchar NOT NULL,
  	"not_found_text" varchar NOT NULL,
  	"not_found_home_link_label" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "home_page_hero_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL
  );
  
  CREATE TABLE "home_page_about_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL
  );
  
  CREATE TABLE "home_page_process_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL
  );
  
  CREATE TABLE "home_page_value_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL
  );
  
  CREATE TABLE "home_page" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"hero_eyebrow" varchar NOT NULL,
  	"hero_heading" varchar NOT NULL,
  	"hero_text" varchar NOT NULL,
  	"hero_cta_label" varchar NOT NULL,
  	"services_heading" varchar NOT NULL,
  	"services_intro" varchar,
  	"services_learn_more_label" varchar NOT NULL,
  	"home_services_heading" varchar NOT NULL,
  	"home_services_intro" varchar,
  	"home_services_cta_label" varchar NOT NULL,
  	"locations_heading" varchar NOT NULL,
  	"locations_intro" varchar,
  	"about_heading" varchar NOT NULL,
  	"about_intro" varchar,
  	"about_stat_labels_rating" varchar NOT NULL,
  	"about_stat_labels_businesses_served" varchar NOT NULL,
  	"about_stat_labels_serving_since" varchar NOT NULL,
  	"about_cta_label" varchar NOT NULL,
  	"process_heading" varchar NOT NULL,
  	"process_intro" varchar,
  	"value_heading" varchar NOT NULL,
  	"value_intro" varchar,
  	"value_cta_label" varchar NOT NULL,
  	"testimonials_heading" varchar NOT NULL,
  	"testimonials_intro" varchar,
  	"testimonials_rating_summary" varchar NOT NULL,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_image" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "website_design_page_features_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_website_design_page_features_cards_icon" NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL
  );
  
  CREATE TABLE "website_design_page" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"hero_heading" varchar NOT NULL,
  	"hero_text" varchar NOT NULL,
  	"hero_cta_label" varchar NOT NULL,
  	"features_heading" varchar NOT NULL,
  	"features_intro" varchar,
  	"packages_heading" varchar NOT NULL,
  	"packages_intro" varchar,
  	"closing_cta_heading" varchar NOT NULL,
  	"closing_cta_text" varchar NOT NULL,
  	"closing_cta_button_label" varchar NOT NULL,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_image" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "app_development_page_solutions_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_app_development_page_solutions_cards_icon" NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL
  );
  
  CREATE TABLE "app_development_page_process_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL
  );
  
  CREATE TABLE "app_development_page_technologies_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_app_development_page_technologies_items_icon" NOT NULL,
  	"title" varchar NOT NULL
  );
  
  CREATE TABLE "app_development_page_why_custom_reasons" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL
  );
  
  CREATE TABLE "app_development_page" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"hero_heading" varchar NOT NULL,
  	"hero_text" varchar NOT NULL,
  	"hero_cta_label" varchar NOT NULL,
  	"solutions_heading" varchar NOT NULL,
  	"solutions_intro" varchar,
  	"process_heading" varchar NOT NULL,
  	"process_intro" varchar,
  	"technologies_heading" varchar NOT NULL,
  	"technologies_intro" varchar,
  	"why_custom_heading" varchar NOT NULL,
  	"why_custom_intro" varchar,
  	"why_custom_image_alt" varchar NOT NULL,
  	"packages_heading" varchar NOT NULL,
  	"packages_intro" varchar,
  	"quote_heading" varchar NOT NULL,
  	"quote_text" varchar NOT NULL,
  	"quote_button_label" varchar NOT NULL,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_image" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "packages_features" ADD CONSTRAINT "packages_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations_features" ADD CONSTRAINT "locations_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_submissions_services_needed" ADD CONSTRAINT "contact_submissions_services_needed_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."contact_submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_submissions_notes" ADD CONSTRAINT "contact_submissions_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_submissions_notes" ADD CONSTRAINT "contact_submissions_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_submissions_status_history" ADD CONSTRAINT "contact_submissions_status_history_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_submissions_status_history" ADD CONSTRAINT "contact_submissions_status_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_submissions" ADD CONSTRAINT "contact_submissions_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_submissions_rels" ADD CONSTRAINT "contact_submissions_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."contact_submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_submissions_rels" ADD CONSTRAINT "contact_submissions_rels_lead_attachments_fk" FOREIGN KEY ("lead_attachments_id") REFERENCES "public"."lead_attachments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "lead_attachments" ADD CONSTRAINT "lead_attachments_lead_id_contact_submissions_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."contact_submissions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "package_purchases_notes" ADD CONSTRAINT "package_purchases_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "package_purchases_notes" ADD CONSTRAINT "package_purchases_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."package_purchases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "package_purchases_status_history" ADD CONSTRAINT "package_purchases_status_history_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "package_purchases_status_history" ADD CONSTRAINT "package_purchases_status_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."package_purchases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "package_purchases" ADD CONSTRAINT "package_purchases_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "package_purchases" ADD CONSTRAINT "package_purchases_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_services_fk" FOREIGN KEY ("services_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_packages_fk" FOREIGN KEY ("packages_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reviews_fk" FOREIGN KEY ("reviews_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_locations_fk" FOREIGN KEY ("locations_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_submissions_fk" FOREIGN KEY ("contact_submissions_id") REFERENCES "public"."contact_submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lead_attachments_fk" FOREIGN KEY ("lead_attachments_id") REFERENCES "public"."lead_attachments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_package_purchases_fk" FOREIGN KEY ("package_purchases_id") REFERENCES "public"."package_purchases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_seo_area_served" ADD CONSTRAINT "site_settings_seo_area_served_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_services_menu" ADD CONSTRAINT "header_services_menu_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_about_menu" ADD CONSTRAINT "header_about_menu_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_links" ADD CONSTRAINT "header_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_links" ADD CONSTRAINT "footer_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_hero_highlights" ADD CONSTRAINT "home_page_hero_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_about_points" ADD CONSTRAINT "home_page_about_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_process_steps" ADD CONSTRAINT "home_page_process_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_value_cards" ADD CONSTRAINT "home_page_value_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "website_design_page_features_cards" ADD CONSTRAINT "website_design_page_features_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."website_design_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "app_development_page_solutions_cards" ADD CONSTRAINT "app_development_page_solutions_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."app_development_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "app_development_page_process_steps" ADD CONSTRAINT "app_development_page_process_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."app_development_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "app_development_page_technologies_items" ADD CONSTRAINT "app_development_page_technologies_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."app_development_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "app_development_page_why_custom_reasons" ADD CONSTRAINT "app_development_page_why_custom_reasons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."app_development_page"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "users_username_idx" ON "users" USING btree ("username");
  CREATE UNIQUE INDEX "services_title_idx" ON "services" USING btree ("title");
  CREATE INDEX "services_updated_at_idx" ON "services" USING btree ("updated_at");
  CREATE INDEX "services_created_at_idx" ON "services" USING btree ("created_at");
  CREATE INDEX "packages_features_order_idx" ON "packages_features" USING btree ("_order");
  CREATE INDEX "packages_features_parent_id_idx" ON "packages_features" USING btree ("_parent_id");
  CREATE INDEX "packages_updated_at_idx" ON "packages" USING btree ("updated_at");
  CREATE INDEX "packages_created_at_idx" ON "packages" USING btree ("created_at");
  CREATE INDEX "reviews_updated_at_idx" ON "reviews" USING btree ("updated_at");
  CREATE INDEX "reviews_created_at_idx" ON "reviews" USING btree ("created_at");
  CREATE INDEX "locations_features_order_idx" ON "locations_features" USING btree ("_order");
  CREATE INDEX "locations_features_parent_id_idx" ON "locations_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "locations_title_idx" ON "locations" USING btree ("title");
  CREATE INDEX "locations_updated_at_idx" ON "locations" USING btree ("updated_at");
  CREATE INDEX "locations_created_at_idx" ON "locations" USING btree ("created_at");
  CREATE INDEX "contact_submissions_services_needed_order_idx" ON "contact_submissions_services_needed" USING btree ("order");
  CREATE INDEX "contact_submissions_services_needed_parent_idx" ON "contact_submissions_services_needed" USING btree ("parent_id");
  CREATE INDEX "contact_submissions_notes_order_idx" ON "contact_submissions_notes" USING btree ("_order");
  CREATE INDEX "contact_submissions_notes_parent_id_idx" ON "contact_submissions_notes" USING btree ("_parent_id");
  CREATE INDEX "contact_submissions_notes_author_idx" ON "contact_submissions_notes" USING btree ("author_id");
  CREATE INDEX "contact_submissions_status_history_order_idx" ON "contact_submissions_status_history" USING btree ("_order");
  CREATE INDEX "contact_submissions_status_history_parent_id_idx" ON "contact_submissions_status_history" USING btree ("_parent_id");
  CREATE INDEX "contact_submissions_status_history_changed_by_idx" ON "contact_submissions_status_history" USING btree ("changed_by_id");
  CREATE INDEX "contact_submissions_urgency_idx" ON "contact_submissions" USING btree ("urgency");
  CREATE INDEX "contact_submissions_status_idx" ON "contact_submissions" USING btree ("status");
  CREATE INDEX "contact_submissions_assignee_idx" ON "contact_submissions" USING btree ("assignee_id");
  CREATE INDEX "contact_submissions_updated_at_idx" ON "contact_submissions" USING btree ("updated_at");
  CREATE INDEX "contact_submissions_created_at_idx" ON "contact_submissions" USING btree ("created_at");
  CREATE INDEX "contact_submissions_rels_order_idx" ON "contact_submissions_rels" USING btree ("order");
  CREATE INDEX "contact_submissions_rels_parent_idx" ON "contact_submissions_rels" USING btree ("parent_id");
  CREATE INDEX "contact_submissions_rels_path_idx" ON "contact_submissions_rels" USING btree ("path");
  CREATE INDEX "contact_submissions_rels_lead_attachments_id_idx" ON "contact_submissions_rels" USING btree ("lead_attachments_id");
  CREATE INDEX "lead_attachments_lead_idx" ON "lead_attachments" USING btree ("lead_id");
  CREATE INDEX "lead_attachments_updated_at_idx" ON "lead_attachments" USING btree ("updated_at");
  CREATE INDEX "lead_attachments_created_at_idx" ON "lead_attachments" USING btree ("created_at");
  CREATE UNIQUE INDEX "lead_attachments_filename_idx" ON "lead_attachments" USING btree ("filename");
  CREATE INDEX "package_purchases_notes_order_idx" ON "package_purchases_notes" USING btree ("_order");
  CREATE INDEX "package_purchases_notes_parent_id_idx" ON "package_purchases_notes" USING btree ("_parent_id");
  CREATE INDEX "package_purchases_notes_author_idx" ON "package_purchases_notes" USING btree ("author_id");
  CREATE INDEX "package_purchases_status_history_order_idx" ON "package_purchases_status_history" USING btree ("_order");
  CREATE INDEX "package_purchases_status_history_parent_id_idx" ON "package_purchases_status_history" USING btree ("_parent_id");
  CREATE INDEX "package_purchases_status_history_changed_by_idx" ON "package_purchases_status_history" USING btree ("changed_by_id");
  CREATE INDEX "package_purchases_package_idx" ON "package_purchases" USING btree ("package_id");
  CREATE INDEX "package_purchases_status_idx" ON "package_purchases" USING btree ("status");
  CREATE INDEX "package_purchases_assignee_idx" ON "package_purchases" USING btree ("assignee_id");
  CREATE INDEX "package_purchases_updated_at_idx" ON "package_purchases" USING btree ("updated_at");
  CREATE INDEX "package_purchases_created_at_idx" ON "package_purchases" USING btree ("created_at");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_services_id_idx" ON "payload_locked_documents_rels" USING btree ("services_id");
  CREATE INDEX "payload_locked_documents_rels_packages_id_idx" ON "payload_locked_documents_rels" USING btree ("packages_id");
  CREATE INDEX "payload_locked_documents_rels_reviews_id_idx" ON "payload_locked_documents_rels" USING btree ("reviews_id");
  CREATE INDEX "payload_locked_documents_rels_locations_id_idx" ON "payload_locked_documents_rels" USING btree ("locations_id");
  CREATE INDEX "payload_locked_documents_rels_contact_submissions_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_submissions_id");
  CREATE INDEX "payload_locked_documents_rels_lead_attachments_id_idx" ON "payload_locked_documents_rels" USING btree ("lead_attachments_id");
  CREATE INDEX "payload_locked_documents_rels_package_purchases_id_idx" ON "payload_locked_documents_rels" USING btree ("package_purchases_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "site_settings_seo_area_served_order_idx" ON "site_settings_seo_area_served" USING btree ("_order");
  CREATE INDEX "site_settings_seo_area_served_parent_id_idx" ON "site_settings_seo_area_served" USING btree ("_parent_id");
  CREATE INDEX "header_services_menu_order_idx" ON "header_services_menu" USING btree ("_order");
  CREATE INDEX "header_services_menu_parent_id_idx" ON "header_services_menu" USING btree ("_parent_id");
  CREATE INDEX "header_about_menu_order_idx" ON "header_about_menu" USING btree ("_order");
  CREATE INDEX "header_about_menu_parent_id_idx" ON "header_about_menu" USING btree ("_parent_id");
  CREATE INDEX "header_links_order_idx" ON "header_links" USING btree ("_order");
  CREATE INDEX "header_links_parent_id_idx" ON "header_links" USING btree ("_parent_id");
  CREATE INDEX "footer_links_order_idx" ON "footer_links" USING btree ("_order");
  CREATE INDEX "footer_links_parent_id_idx" ON "footer_links" USING btree ("_parent_id");
  CREATE INDEX "home_page_hero_highlights_order_idx" ON "home_page_hero_highlights" USING btree ("_order");
  CREATE INDEX "home_page_hero_highlights_parent_id_idx" ON "home_page_hero_highlights" USING btree ("_parent_id");
  CREATE INDEX "home_page_about_points_order_idx" ON "home_page_about_points" USING btree ("_order");
  CREATE INDEX "home_page_about_points_parent_id_idx" ON "home_page_about_points" USING btree ("_parent_id");
  CREATE INDEX "home_page_process_steps_order_idx" ON "home_page_process_steps" USING btree ("_order");
  CREATE INDEX "home_page_process_steps_parent_id_idx" ON "home_page_process_steps" USING btree ("_parent_id");
  CREATE INDEX "home_page_value_cards_order_idx" ON "home_page_value_cards" USING btree ("_order");
  CREATE INDEX "home_page_value_cards_parent_id_idx" ON "home_page_value_cards" USING btree ("_parent_id");
  CREATE INDEX "website_design_page_features_cards_order_idx" ON "website_design_page_features_cards" USING btree ("_order");
  CREATE INDEX "website_design_page_features_cards_parent_id_idx" ON "website_design_page_features_cards" USING btree ("_parent_id");
  CREATE INDEX "app_development_page_solutions_cards_order_idx" ON "app_development_page_solutions_cards" USING btree ("_order");
  CREATE INDEX "app_development_page_solutions_cards_parent_id_idx" ON "app_development_page_solutions_cards" USING btree ("_parent_id");
  CREATE INDEX "app_development_page_process_steps_order_idx" ON "app_development_page_process_steps" USING btree ("_order");
  CREATE INDEX "app_development_page_process_steps_parent_id_idx" ON "app_development_page_process_steps" USING btree ("_parent_id");
  CREATE INDEX "app_development_page_technologies_items_order_idx" ON "app_development_page_technologies_items" USING btree ("_order");
  CREATE INDEX "app_development_page_technologies_items_parent_id_idx" ON "app_development_page_technologies_items" USING btree ("_parent_id");
  CREATE INDEX "app_development_page_why_custom_reasons_order_idx" ON "app_development_page_why_custom_reasons" USING btree ("_order");
  CREATE INDEX "app_development_page_why_custom_reasons_parent_id_idx" ON "app_development_page_why_custom_reasons" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "services" CASCADE;
  DROP TABLE "packages_features" CASCADE;
  DROP TABLE "packages" CASCADE;
  DROP TABLE "reviews" CASCADE;
  DROP TABLE "locations_features" CASCADE;
  DROP TABLE "locations" CASCADE;
  DROP TABLE "contact_submissions_services_needed" CASCADE;
  DROP TABLE "contact_submissions_notes" CASCADE;
  DROP TABLE "contact_submissions_status_history" CASCADE;
  DROP TABLE "contact_submissions" CASCADE;
  DROP TABLE "contact_submissions_rels" CASCADE;
  DROP TABLE "lead_attachments" CASCADE;
  DROP TABLE "package_purchases_notes" CASCADE;
  DROP TABLE "package_purchases_status_history" CASCADE;
  DROP TABLE "package_purchases" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "site_settings_seo_area_served" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "header_services_menu" CASCADE;
  DROP TABLE "header_about_menu" CASCADE;
  DROP TABLE "header_links" CASCADE;
  DROP TABLE "header" CASCADE;
  DROP TABLE "footer_links" CASCADE;
  DROP TABLE "footer" CASCADE;
  DROP TABLE "shared_sections" CASCADE;
  DROP TABLE "home_page_hero_highlights" CASCADE;
  DROP TABLE "home_page_about_points" CASCADE;
  DROP TABLE "home_page_process_steps" CASCADE;
  DROP TABLE "home_page_value_cards" CASCADE;
  DROP TABLE "home_page" CASCADE;
  DROP TABLE "website_design_page_features_cards" CASCADE;
  DROP TABLE "website_design_page" CASCADE;
  DROP TABLE "app_development_page_solutions_cards" CASCADE;
  DROP TABLE "app_development_page_process_steps" CASCADE;
  DROP TABLE "app_development_page_technologies_items" CASCADE;
  DROP TABLE "app_development_page_why_custom_reasons" CASCADE;
  DROP TABLE "app_development_page" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  DROP TYPE "public"."enum_users_role";
  DROP TYPE "public"."enum_services_icon";
  DROP TYPE "public"."enum_services_audience";
  DROP TYPE "public"."enum_packages_category";
  DROP TYPE "public"."enum_contact_submissions_services_needed";
  DROP TYPE "public"."enum_contact_submissions_status_history_status";
  DROP TYPE "public"."enum_contact_submissions_service_type";
  DROP TYPE "public"."enum_contact_submissions_preferred_contact_method";
  DROP TYPE "public"."enum_contact_submissions_preferred_time";
  DROP TYPE "public"."enum_contact_submissions_urgency";
  DROP TYPE "public"."enum_contact_submissions_status";
  DROP TYPE "public"."enum_contact_submissions_notification_email_status";
  DROP TYPE "public"."enum_contact_submissions_confirmation_email_status";
  DROP TYPE "public"."enum_package_purchases_status_history_status";
  DROP TYPE "public"."enum_package_purchases_estimated_timeline";
  DROP TYPE "public"."enum_package_purchases_status";
  DROP TYPE "public"."enum_package_purchases_notification_email_status";
  DROP TYPE "public"."enum_package_purchases_confirmation_email_status";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  DROP TYPE "public"."enum_website_design_page_features_cards_icon";
  DROP TYPE "public"."enum_app_development_page_solutions_cards_icon";
  DROP TYPE "public"."enum_app_development_page_technologies_items_icon";`)
}
