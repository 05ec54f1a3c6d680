import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_services_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__services_v_version_icon" AS ENUM('monitor', 'shield-check', 'file-check', 'lightbulb', 'globe', 'smartphone', 'laptop', 'wifi', 'printer', 'hard-drive', 'search', 'zap', 'palette', 'building', 'cloud', 'database', 'code', 'server', 'layers', 'trending-up', 'key', 'wrench', 'headphones', 'users', 'app-window', 'plug');
  CREATE TYPE "public"."enum__services_v_version_audience" AS ENUM('business', 'home');
  CREATE TYPE "public"."enum__services_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_packages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__packages_v_version_category" AS ENUM('website', 'app');
  CREATE TYPE "public"."enum__packages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_reviews_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__reviews_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_locations_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__locations_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_site_settings_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__site_settings_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_header_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__header_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_footer_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__footer_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_shared_sections_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__shared_sections_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_form_copy_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__form_copy_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_home_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__home_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_website_design_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__website_design_page_v_version_features_cards_icon" AS ENUM('monitor', 'shield-check', 'file-check', 'lightbulb', 'globe', 'smartphone', 'laptop', 'wifi', 'printer', 'hard-drive', 'search', 'zap', 'palette', 'building', 'cloud', 'database', 'code', 'server', 'layers', 'trending-up', 'key', 'wrench', 'headphones', 'users', 'app-window', 'plug');
  CREATE TYPE "public"."enum__website_design_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_app_development_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__app_development_page_v_version_solutions_cards_icon" AS ENUM('monitor', 'shield-check', 'file-check', 'lightbulb', 'globe', 'smartphone', 'laptop', 'wifi', 'printer', 'hard-drive', 'search', 'zap', 'palette', 'building', 'cloud', 'database', 'code', 'server', 'layers', 'trending-up', 'key', 'wrench', 'headphones', 'users', 'app-window', 'plug');
  CREATE TYPE "public"."enum__app_development_page_v_version_technologies_items_icon" AS ENUM('monitor', 'shield-check', 'file-check', 'lightbulb', 'globe', 'smartphone', 'laptop', 'wifi', 'printer', 'hard-drive', 'search', 'zap', 'palette', 'building', 'cloud', 'database', 'code', 'server', 'layers', 'trending-up', 'key', 'wrench', 'headphones', 'users', 'app-window', 'plug');
  CREATE TYPE "public"."enum__app_development_page_v_version_status" AS ENUM('draft', 'published');
  ALTER TYPE "public"."enum_contact_submissions_notification_email_status" ADD VALUE 'skipped';
  ALTER TYPE "public"."enum_contact_submissions_confirmation_email_status" ADD VALUE 'skipped';
  ALTER TYPE "public"."enum_package_purchases_notification_email_status" ADD VALUE 'skipped';
  ALTER TYPE "public"."enum_package_purchases_confirmation_email_status" ADD VALUE 'skipped';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'schedulePublish';
  CREATE TABLE "_services_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"parent_id" uuid,
  	"version_icon" "enum__services_v_version_icon",
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_audience" "enum__services_v_version_audience" DEFAULT 'business',
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__services_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_packages_v_version_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_packages_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"parent_id" uuid,
  	"version_category" "enum__packages_v_version_category",
  	"version_name" varchar,
  	"version_price" numeric,
  	"version_price_label" varchar DEFAULT 'Starting at',
  	"version_most_popular" boolean DEFAULT false,
  	"version_duration" varchar,
  	"version_support_period" varchar,
  	"version_core_features" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__packages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_reviews_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"parent_id" uuid,
  	"version_reviewer_name" varchar,
  	"version_business" varchar,
  	"version_rating" numeric DEFAULT 5,
  	"version_text" varchar,
  	"version_review_date" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__reviews_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_locations_v_version_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_locations_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"parent_id" uuid,
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__locations_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_site_settings_v_version_seo_area_served" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"name" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_settings_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"version_business_name" varchar,
  	"version_tagline" varchar,
  	"version_phone" varchar,
  	"version_email" varchar,
  	"version_service_area" varchar,
  	"version_social_facebook" varchar,
  	"version_social_linkedin" varchar,
  	"version_social_twitter" varchar,
  	"version_review_site_url" varchar,
  	"version_claims_rating" varchar,
  	"version_claims_businesses_served" varchar,
  	"version_claims_serving_since" varchar,
  	"version_claims_copyright_year" varchar,
  	"version_seo_image" varchar DEFAULT '/og-image.png',
  	"version__status" "enum__site_settings_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_header_v_version_services_menu" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_header_v_version_about_menu" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_header_v_version_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_header_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"version_home_label" varchar,
  	"version_services_label" varchar,
  	"version_about_label" varchar,
  	"version_call_label" varchar,
  	"version_call_now_label" varchar,
  	"version_open_menu_label" varchar,
  	"version_close_menu_label" varchar,
  	"version_return_home_label" varchar,
  	"version_company_label" varchar,
  	"version_skip_link_label" varchar,
  	"version__status" "enum__header_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_footer_v_version_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_footer_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"version_links_heading" varchar,
  	"version_social_heading" varchar,
  	"version_social_labels_facebook" varchar,
  	"version_social_labels_linkedin" varchar,
  	"version_social_labels_twitter" varchar,
  	"version_new_tab_note" varchar,
  	"version_copyright_text" varchar,
  	"version_scroll_to_top_label" varchar,
  	"version__status" "enum__footer_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_shared_sections_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"version_contact_heading" varchar,
  	"version_contact_intro" varchar,
  	"version_contact_details_heading" varchar,
  	"version_contact_phone_label" varchar,
  	"version_contact_email_label" varchar,
  	"version_contact_service_area_label" varchar,
  	"version_package_card_most_popular_label" varchar,
  	"version_package_card_get_started_label" varchar,
  	"version_package_card_duration_label" varchar,
  	"version_package_card_support_label" varchar,
  	"version_reviews_stars_label" varchar,
  	"version_reviews_write_review_label" varchar,
  	"version_not_found_heading" varchar,
  	"version_not_found_text" varchar,
  	"version_not_found_home_link_label" varchar,
  	"version__status" "enum__shared_sections_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "form_copy" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"contact_form_title" varchar DEFAULT 'Request Service',
  	"contact_form_name_label" varchar DEFAULT 'Full Name',
  	"contact_form_email_label" varchar DEFAULT 'Email Address',
  	"contact_form_phone_label" varchar DEFAULT 'Phone Number',
  	"contact_form_company_label" varchar DEFAULT 'Company Name',
  	"contact_form_subject_label" varchar DEFAULT 'Subject',
  	"contact_form_service_type_label" varchar DEFAULT 'Service Type',
  	"contact_form_service_type_placeholder" varchar DEFAULT 'Select a service',
  	"contact_form_budget_range_label" varchar DEFAULT 'Budget Range',
  	"contact_form_budget_range_placeholder" varchar DEFAULT 'Select a budget range',
  	"contact_form_services_needed_label" varchar DEFAULT 'Services Needed',
  	"contact_form_contact_method_label" varchar DEFAULT 'Preferred Contact Method',
  	"contact_form_desired_date_label" varchar DEFAULT 'Desired Date',
  	"contact_form_desired_date_placeholder" varchar DEFAULT 'Pick a date',
  	"contact_form_desired_date_calendar_label" varchar DEFAULT 'Choose a desired date',
  	"contact_form_preferred_time_label" varchar DEFAULT 'Preferred Time',
  	"contact_form_preferred_time_placeholder" varchar DEFAULT 'Select a time',
  	"contact_form_urgency_label" varchar DEFAULT 'Urgency',
  	"contact_form_message_label" varchar DEFAULT 'Message',
  	"contact_form_message_placeholder" varchar DEFAULT 'Tell us what you need help with',
  	"contact_form_attachments_label" varchar DEFAULT 'Attachments',
  	"contact_form_attachments_hint" varchar DEFAULT 'Photos, screenshots, PDF, Office documents or plain text.',
  	"contact_form_subscribe_label" varchar DEFAULT 'Send me occasional updates and tech tips',
  	"contact_form_agree_label" varchar DEFAULT 'I agree to be contacted about my request',
  	"contact_form_submit_label" varchar DEFAULT 'Submit Request',
  	"contact_form_sending_label" varchar DEFAULT 'Sending...',
  	"contact_form_success_title" varchar DEFAULT 'Service request submitted successfully!',
  	"contact_form_success_text" varchar DEFAULT 'We''ll get back to you within 24 hours.',
  	"contact_form_error_title" varchar DEFAULT 'Error submitting request',
  	"contact_form_error_text" varchar DEFAULT 'Please try again later.',
  	"contact_form_agreement_required_title" varchar DEFAULT 'Agreement Required',
  	"contact_form_agreement_required_text" varchar DEFAULT 'Please agree to be contacted to submit your request.',
  	"package_form_request_button_label" varchar DEFAULT 'Request This Package',
  	"package_form_dialog_title" varchar DEFAULT 'Request {package} Package',
  	"package_form_dialog_text" varchar DEFAULT 'Fill out the form below and we''ll contact you within 24 hours to discuss your project.',
  	"package_form_loading_text" varchar DEFAULT 'Loading the form...',
  	"package_form_name_label" varchar DEFAULT 'Your Name',
  	"package_form_email_label" varchar DEFAULT 'Email Address',
  	"package_form_phone_label" varchar DEFAULT 'Phone Number',
  	"package_form_company_label" varchar DEFAULT 'Company Name',
  	"package_form_timeline_label" varchar DEFAULT 'Preferred Timeline',
  	"package_form_timeline_placeholder" varchar DEFAULT 'Select a timeline',
  	"package_form_description_label" varchar DEFAULT 'Project Description',
  	"package_form_description_placeholder" varchar DEFAULT 'Tell us about your project, goals and any must-have features',
  	"package_form_cancel_label" varchar DEFAULT 'Cancel',
  	"package_form_submit_label" varchar DEFAULT 'Send Request',
  	"package_form_sending_label" varchar DEFAULT 'Sending...',
  	"package_form_success_title" varchar DEFAULT 'Purchase request sent successfully!',
  	"package_form_success_text" varchar DEFAULT 'We''ll contact you within 24 hours to discuss your project.',
  	"package_form_error_title" varchar DEFAULT 'Error sending request',
  	"package_form_error_text" varchar DEFAULT 'Please try again later.',
  	"_status" "enum_form_copy_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_form_copy_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"version_contact_form_title" varchar DEFAULT 'Request Service',
  	"version_contact_form_name_label" varchar DEFAULT 'Full Name',
  	"version_contact_form_email_label" varchar DEFAULT 'Email Address',
  	"version_contact_form_phone_label" varchar DEFAULT 'Phone Number',
  	"version_contact_form_company_label" varchar DEFAULT 'Company Name',
  	"version_contact_form_subject_label" varchar DEFAULT 'Subject',
  	"version_contact_form_service_type_label" varchar DEFAULT 'Service Type',
  	"version_contact_form_service_type_placeholder" varchar DEFAULT 'Select a service',
  	"version_contact_form_budget_range_label" varchar DEFAULT 'Budget Range',
  	"version_contact_form_budget_range_placeholder" varchar DEFAULT 'Select a budget range',
  	"version_contact_form_services_needed_label" varchar DEFAULT 'Services Needed',
  	"version_contact_form_contact_method_label" varchar DEFAULT 'Preferred Contact Method',
  	"version_contact_form_desired_date_label" varchar DEFAULT 'Desired Date',
  	"version_contact_form_desired_date_placeholder" varchar DEFAULT 'Pick a date',
  	"version_contact_form_desired_date_calendar_label" varchar DEFAULT 'Choose a desired date',
  	"version_contact_form_preferred_time_label" varchar DEFAULT 'Preferred Time',
  	"version_contact_form_preferred_time_placeholder" varchar DEFAULT 'Select a time',
  	"version_contact_form_urgency_label" varchar DEFAULT 'Urgency',
  	"version_contact_form_message_label" varchar DEFAULT 'Message',
  	"version_contact_form_message_placeholder" varchar DEFAULT 'Tell us what you need help with',
  	"version_contact_form_attachments_label" varchar DEFAULT 'Attachments',
  	"version_contact_form_attachments_hint" varchar DEFAULT 'Photos, screenshots, PDF, Office documents or plain text.',
  	"version_contact_form_subscribe_label" varchar DEFAULT 'Send me occasional updates and tech tips',
  	"version_contact_form_agree_label" varchar DEFAULT 'I agree to be contacted about my request',
  	"version_contact_form_submit_label" varchar DEFAULT 'Submit Request',
  	"version_contact_form_sending_label" varchar DEFAULT 'Sending...',
  	"version_contact_form_success_title" varchar DEFAULT 'Service request submitted successfully!',
  	"version_contact_form_success_text" varchar DEFAULT 'We''ll get back to you within 24 hours.',
  	"version_contact_form_error_title" varchar DEFAULT 'Error submitting request',
  	"version_contact_form_error_text" varchar DEFAULT 'Please try again later.',
  	"version_contact_form_agreement_required_title" varchar DEFAULT 'Agreement Required',
  	"version_contact_form_agreement_required_text" varchar DEFAULT 'Please agree to be contacted to submit your request.',
  	"version_package_form_request_button_label" varchar DEFAULT 'Request This Package',
  	"version_package_form_dialog_title" varchar DEFAULT 'Request {package} Package',
  	"version_package_form_dialog_text" varchar DEFAULT 'Fill out the form below and we''ll contact you within 24 hours to discuss your project.',
  	"version_package_form_loading_text" varchar DEFAULT 'Loading the form...',
  	"version_package_form_name_label" varchar DEFAULT 'Your Name',
  	"version_package_form_email_label" varchar DEFAULT 'Email Address',
  	"version_package_form_phone_label" varchar DEFAULT 'Phone Number',
  	"version_package_form_company_label" varchar DEFAULT 'Company Name',
  	"version_package_form_timeline_label" varchar DEFAULT 'Preferred Timeline',
  	"version_package_form_timeline_placeholder" varchar DEFAULT 'Select a timeline',
  	"version_package_form_description_label" varchar DEFAULT 'Project Description',
  	"version_package_form_description_placeholder" varchar DEFAULT 'Tell us about your project, goals and any must-have features',
  	"version_package_form_cancel_label" varchar DEFAULT 'Cancel',
  	"version_package_form_submit_label" varchar DEFAULT 'Send Request',
  	"version_package_form_sending_label" varchar DEFAULT 'Sending...',
  	"version_package_form_success_title" varchar DEFAULT 'Purchase request sent successfully!',
  	"version_package_form_success_text" varchar DEFAULT 'We''ll contact you within 24 hours to discuss your project.',
  	"version_package_form_error_title" varchar DEFAULT 'Error sending request',
  	"version_package_form_error_text" varchar DEFAULT 'Please try again later.',
  	"version__status" "enum__form_copy_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_home_page_v_version_hero_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v_version_about_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v_version_process_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v_version_value_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"version_hero_eyebrow" varchar,
  	"version_hero_heading" varchar,
  	"version_hero_text" varchar,
  	"version_hero_cta_label" varchar,
  	"version_services_heading" varchar,
  	"version_services_intro" varchar,
  	"version_services_learn_more_label" varchar,
  	"version_home_services_heading" varchar,
  	"version_home_services_intro" varchar,
  	"version_home_services_cta_label" varchar,
  	"version_locations_heading" varchar,
  	"version_locations_intro" varchar,
  	"version_about_heading" varchar,
  	"version_about_intro" varchar,
  	"version_about_stat_labels_rating" varchar,
  	"version_about_stat_labels_businesses_served" varchar,
  	"version_about_stat_labels_serving_since" varchar,
  	"version_about_cta_label" varchar,
  	"version_process_heading" varchar,
  	"version_process_intro" varchar,
  	"version_value_heading" varchar,
  	"version_value_intro" varchar,
  	"version_value_cta_label" varchar,
  	"version_testimonials_heading" varchar,
  	"version_testimonials_intro" varchar,
  	"version_testimonials_rating_summary" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_seo_image" varchar,
  	"version__status" "enum__home_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_website_design_page_v_version_features_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"icon" "enum__website_design_page_v_version_features_cards_icon",
  	"title" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_website_design_page_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"version_hero_heading" varchar,
  	"version_hero_text" varchar,
  	"version_hero_cta_label" varchar,
  	"version_features_heading" varchar,
  	"version_features_intro" varchar,
  	"version_packages_heading" varchar,
  	"version_packages_intro" varchar,
  	"version_closing_cta_heading" varchar,
  	"version_closing_cta_text" varchar,
  	"version_closing_cta_button_label" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_seo_image" varchar,
  	"version__status" "enum__website_design_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_app_development_page_v_version_solutions_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"icon" "enum__app_development_page_v_version_solutions_cards_icon",
  	"title" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_app_development_page_v_version_process_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_app_development_page_v_version_technologies_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"icon" "enum__app_development_page_v_version_technologies_items_icon",
  	"title" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_app_development_page_v_version_why_custom_reasons" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_app_development_page_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"version_hero_heading" varchar,
  	"version_hero_text" varchar,
  	"version_hero_cta_label" varchar,
  	"version_solutions_heading" varchar,
  	"version_solutions_intro" varchar,
  	"version_process_heading" varchar,
  	"version_process_intro" varchar,
  	"version_technologies_heading" varchar,
  	"version_technologies_intro" varchar,
  	"version_why_custom_heading" varchar,
  	"version_why_custom_intro" varchar,
  	"version_why_custom_image_alt" varchar,
  	"version_packages_heading" varchar,
  	"version_packages_intro" varchar,
  	"version_quote_heading" varchar,
  	"version_quote_text" varchar,
  	"version_quote_button_label" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_seo_image" varchar,
  	"version__status" "enum__app_development_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "services" ALTER COLUMN "icon" DROP NOT NULL;
  ALTER TABLE "services" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "services" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "services" ALTER COLUMN "audience" DROP NOT NULL;
  ALTER TABLE "services" ALTER COLUMN "order" DROP NOT NULL;
  ALTER TABLE "packages_features" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "packages" ALTER COLUMN "category" DROP NOT NULL;
  ALTER TABLE "packages" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "packages" ALTER COLUMN "price" DROP NOT NULL;
  ALTER TABLE "packages" ALTER COLUMN "price_label" DROP NOT NULL;
  ALTER TABLE "packages" ALTER COLUMN "order" DROP NOT NULL;
  ALTER TABLE "reviews" ALTER COLUMN "reviewer_name" DROP NOT NULL;
  ALTER TABLE "reviews" ALTER COLUMN "business" DROP NOT NULL;
  ALTER TABLE "reviews" ALTER COLUMN "rating" DROP NOT NULL;
  ALTER TABLE "reviews" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "reviews" ALTER COLUMN "review_date" DROP NOT NULL;
  ALTER TABLE "locations_features" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "locations" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "locations" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "locations" ALTER COLUMN "order" DROP NOT NULL;
  ALTER TABLE "site_settings_seo_area_served" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "business_name" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "tagline" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "phone" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "email" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "service_area" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "social_facebook" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "social_linkedin" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "social_twitter" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "review_site_url" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "claims_rating" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "claims_businesses_served" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "claims_serving_since" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "claims_copyright_year" DROP NOT NULL;
  ALTER TABLE "header_services_menu" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "header_services_menu" ALTER COLUMN "href" DROP NOT NULL;
  ALTER TABLE "header_about_menu" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "header_about_menu" ALTER COLUMN "href" DROP NOT NULL;
  ALTER TABLE "header_links" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "header_links" ALTER COLUMN "href" DROP NOT NULL;
  ALTER TABLE "header" ALTER COLUMN "home_label" DROP NOT NULL;
  ALTER TABLE "header" ALTER COLUMN "services_label" DROP NOT NULL;
  ALTER TABLE "header" ALTER COLUMN "about_label" DROP NOT NULL;
  ALTER TABLE "header" ALTER COLUMN "call_label" DROP NOT NULL;
  ALTER TABLE "header" ALTER COLUMN "call_now_label" DROP NOT NULL;
  ALTER TABLE "header" ALTER COLUMN "open_menu_label" DROP NOT NULL;
  ALTER TABLE "header" ALTER COLUMN "close_menu_label" DROP NOT NULL;
  ALTER TABLE "header" ALTER COLUMN "return_home_label" DROP NOT NULL;
  ALTER TABLE "header" ALTER COLUMN "company_label" DROP NOT NULL;
  ALTER TABLE "header" ALTER COLUMN "skip_link_label" DROP NOT NULL;
  ALTER TABLE "footer_links" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "footer_links" ALTER COLUMN "href" DROP NOT NULL;
  ALTER TABLE "footer" ALTER COLUMN "links_heading" DROP NOT NULL;
  ALTER TABLE "footer" ALTER COLUMN "social_heading" DROP NOT NULL;
  ALTER TABLE "footer" ALTER COLUMN "social_labels_facebook" DROP NOT NULL;
  ALTER TABLE "footer" ALTER COLUMN "social_labels_linkedin" DROP NOT NULL;
  ALTER TABLE "footer" ALTER COLUMN "social_labels_twitter" DROP NOT NULL;
  ALTER TABLE "footer" ALTER COLUMN "new_tab_note" DROP NOT NULL;
  ALTER TABLE "footer" ALTER COLUMN "copyright_text" DROP NOT NULL;
  ALTER TABLE "footer" ALTER COLUMN "scroll_to_top_label" DROP NOT NULL;
  ALTER TABLE "shared_sections" ALTER COLUMN "contact_heading" DROP NOT NULL;
  ALTER TABLE "shared_sections" ALTER COLUMN "contact_intro" DROP NOT NULL;
  ALTER TABLE "shared_sections" ALTER COLUMN "contact_details_heading" DROP NOT NULL;
  ALTER TABLE "shared_sections" ALTER COLUMN "contact_phone_label" DROP NOT NULL;
  ALTER TABLE "shared_sections" ALTER COLUMN "contact_email_label" DROP NOT NULL;
  ALTER TABLE "shared_sections" ALTER COLUMN "contact_service_area_label" DROP NOT NULL;
  ALTER TABLE "shared_sections" ALTER COLUMN "package_card_most_popular_label" DROP NOT NULL;
  ALTER TABLE "shared_sections" ALTER COLUMN "package_card_get_started_label" DROP NOT NULL;
  ALTER TABLE "shared_sections" ALTER COLUMN "package_card_duration_label" DROP NOT NULL;
  ALTER TABLE "shared_sections" ALTER COLUMN "package_card_support_label" DROP NOT NULL;
  ALTER TABLE "shared_sections" ALTER COLUMN "reviews_stars_label" DROP NOT NULL;
  ALTER TABLE "shared_sections" ALTER COLUMN "reviews_write_review_label" DROP NOT NULL;
  ALTER TABLE "shared_sections" ALTER COLUMN "not_found_heading" DROP NOT NULL;
  ALTER TABLE "shared_sections" ALTER COLUMN "not_found_text" DROP NOT NULL;
  ALTER TABLE "shared_sections" ALTER COLUMN "not_found_home_link_label" DROP NOT NULL;
  ALTER TABLE "home_page_hero_highlights" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "home_page_about_points" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "home_page_about_points" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "home_page_process_steps" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "home_page_process_steps" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "home_page_value_cards" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "home_page_value_cards" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "hero_eyebrow" DROP NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "hero_heading" DROP NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "hero_text" DROP NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "hero_cta_label" DROP NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "services_heading" DROP NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "services_learn_more_label" DROP NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "home_services_heading" DROP NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "home_services_cta_label" DROP NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "locations_heading" DROP NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "about_heading" DROP NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "about_stat_labels_rating" DROP NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "about_stat_labels_businesses_served" DROP NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "about_stat_labels_serving_since" DROP NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "about_cta_label" DROP NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "process_heading" DROP NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "value_heading" DROP NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "value_cta_label" DROP NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "testimonials_heading" DROP NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "testimonials_rating_summary" DROP NOT NULL;
  ALTER TABLE "website_design_page_features_cards" ALTER COLUMN "icon" DROP NOT NULL;
  ALTER TABLE "website_design_page_features_cards" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "website_design_page_features_cards" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "website_design_page" ALTER COLUMN "hero_heading" DROP NOT NULL;
  ALTER TABLE "website_design_page" ALTER COLUMN "hero_text" DROP NOT NULL;
  ALTER TABLE "website_design_page" ALTER COLUMN "hero_cta_label" DROP NOT NULL;
  ALTER TABLE "website_design_page" ALTER COLUMN "features_heading" DROP NOT NULL;
  ALTER TABLE "website_design_page" ALTER COLUMN "packages_heading" DROP NOT NULL;
  ALTER TABLE "website_design_page" ALTER COLUMN "closing_cta_heading" DROP NOT NULL;
  ALTER TABLE "website_design_page" ALTER COLUMN "closing_cta_text" DROP NOT NULL;
  ALTER TABLE "website_design_page" ALTER COLUMN "closing_cta_button_label" DROP NOT NULL;
  ALTER TABLE "app_development_page_solutions_cards" ALTER COLUMN "icon" DROP NOT NULL;
  ALTER TABLE "app_development_page_solutions_cards" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "app_development_page_solutions_cards" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "app_development_page_process_steps" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "app_development_page_process_steps" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "app_development_page_technologies_items" ALTER COLUMN "icon" DROP NOT NULL;
  ALTER TABLE "app_development_page_technologies_items" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "app_development_page_why_custom_reasons" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "app_development_page_why_custom_reasons" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "app_development_page" ALTER COLUMN "hero_heading" DROP NOT NULL;
  ALTER TABLE "app_development_page" ALTER COLUMN "hero_text" DROP NOT NULL;
  ALTER TABLE "app_development_page" ALTER COLUMN "hero_cta_label" DROP NOT NULL;
  ALTER TABLE "app_development_page" ALTER COLUMN "solutions_heading" DROP NOT NULL;
  ALTER TABLE "app_development_page" ALTER COLUMN "process_heading" DROP NOT NULL;
  ALTER TABLE "app_development_page" ALTER COLUMN "technologies_heading" DROP NOT NULL;
  ALTER TABLE "app_development_page" ALTER COLUMN "why_custom_heading" DROP NOT NULL;
  ALTER TABLE "app_development_page" ALTER COLUMN "why_custom_image_alt" DROP NOT NULL;
  ALTER TABLE "app_development_page" ALTER COLUMN "packages_heading" DROP NOT NULL;
  ALTER TABLE "app_development_page" ALTER COLUMN "quote_heading" DROP NOT NULL;
  ALTER TABLE "app_development_page" ALTER COLUMN "quote_text" DROP NOT NULL;
  ALTER TABLE "app_development_page" ALTER COLUMN "quote_button_label" DROP NOT NULL;
  ALTER TABLE "services" ADD COLUMN "_status" "enum_services_status" DEFAULT 'draft';
  ALTER TABLE "packages" ADD COLUMN "_status" "enum_packages_status" DEFAULT 'draft';
  ALTER TABLE "reviews" ADD COLUMN "_status" "enum_reviews_status" DEFAULT 'draft';
  ALTER TABLE "locations" ADD COLUMN "_status" "enum_locations_status" DEFAULT 'draft';
  ALTER TABLE "contact_submissions" ADD COLUMN "submission_key" varchar;
  ALTER TABLE "contact_submissions" ADD COLUMN "notification_email_claimed_by" varchar;
  ALTER TABLE "contact_submissions" ADD COLUMN "notification_email_claimed_until" timestamp(3) with time zone;
  ALTER TABLE "contact_submissions" ADD COLUMN "confirmation_email_claimed_by" varchar;
  ALTER TABLE "contact_submissions" ADD COLUMN "confirmation_email_claimed_until" timestamp(3) with time zone;
  ALTER TABLE "package_purchases" ADD COLUMN "submission_key" varchar;
  ALTER TABLE "package_purchases" ADD COLUMN "notification_email_claimed_by" varchar;
  ALTER TABLE "package_purchases" ADD COLUMN "notification_email_claimed_until" timestamp(3) with time zone;
  ALTER TABLE "package_purchases" ADD COLUMN "confirmation_email_claimed_by" varchar;
  ALTER TABLE "package_purchases" ADD COLUMN "confirmation_email_claimed_until" timestamp(3) with time zone;
  ALTER TABLE "site_settings" ADD COLUMN "_status" "enum_site_settings_status" DEFAULT 'draft';
  ALTER TABLE "header" ADD COLUMN "_status" "enum_header_status" DEFAULT 'draft';
  ALTER TABLE "footer" ADD COLUMN "_status" "enum_footer_status" DEFAULT 'draft';
  ALTER TABLE "shared_sections" ADD COLUMN "_status" "enum_shared_sections_status" DEFAULT 'draft';
  ALTER TABLE "home_page" ADD COLUMN "_status" "enum_home_page_status" DEFAULT 'draft';
  ALTER TABLE "website_design_page" ADD COLUMN "_status" "enum_website_design_page_status" DEFAULT 'draft';
  ALTER TABLE "app_development_page" ADD COLUMN "_status" "enum_app_development_page_status" DEFAULT 'draft';
  -- Content saved before drafts existed was live: it stays published.
  UPDATE "services" SET "_status" = 'published';
  UPDATE "packages" SET "_status" = 'published';
  UPDATE "reviews" SET "_status" = 'published';
  UPDATE "locations" SET "_status" = 'published';
  UPDATE "site_settings" SET "_status" = 'published';
  UPDATE "header" SET "_status" = 'published';
  UPDATE "footer" SET "_status" = 'published';
  UPDATE "shared_sections" SET "_status" = 'published';
  UPDATE "home_page" SET "_status" = 'published';
  UPDATE "website_design_page" SET "_status" = 'published';
  UPDATE "app_development_page" SET "_status" = 'published';
  ALTER TABLE "_services_v" ADD CONSTRAINT "_services_v_parent_id_services_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_packages_v_version_features" ADD CONSTRAINT "_packages_v_version_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_packages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_packages_v" ADD CONSTRAINT "_packages_v_parent_id_packages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."packages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_reviews_v" ADD CONSTRAINT "_reviews_v_parent_id_reviews_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."reviews"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_locations_v_version_features" ADD CONSTRAINT "_locations_v_version_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_locations_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_locations_v" ADD CONSTRAINT "_locations_v_parent_id_locations_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_seo_area_served" ADD CONSTRAINT "_site_settings_v_version_seo_area_served_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_header_v_version_services_menu" ADD CONSTRAINT "_header_v_version_services_menu_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_header_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_header_v_version_about_menu" ADD CONSTRAINT "_header_v_version_about_menu_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_header_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_header_v_version_links" ADD CONSTRAINT "_header_v_version_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_header_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footer_v_version_links" ADD CONSTRAINT "_footer_v_version_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_footer_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_hero_highlights" ADD CONSTRAINT "_home_page_v_version_hero_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_about_points" ADD CONSTRAINT "_home_page_v_version_about_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_process_steps" ADD CONSTRAINT "_home_page_v_version_process_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_value_cards" ADD CONSTRAINT "_home_page_v_version_value_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_website_design_page_v_version_features_cards" ADD CONSTRAINT "_website_design_page_v_version_features_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_website_design_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_app_development_page_v_version_solutions_cards" ADD CONSTRAINT "_app_development_page_v_version_solutions_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_app_development_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_app_development_page_v_version_process_steps" ADD CONSTRAINT "_app_development_page_v_version_process_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_app_development_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_app_development_page_v_version_technologies_items" ADD CONSTRAINT "_app_development_page_v_version_technologies_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_app_development_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_app_development_page_v_version_why_custom_reasons" ADD CONSTRAINT "_app_development_page_v_version_why_custom_reasons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_app_development_page_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_services_v_parent_idx" ON "_services_v" USING btree ("parent_id");
  CREATE INDEX "_services_v_version_version_title_idx" ON "_services_v" USING btree ("version_title");
  CREATE INDEX "_services_v_version_version_updated_at_idx" ON "_services_v" USING btree ("version_updated_at");
  CREATE INDEX "_services_v_version_version_created_at_idx" ON "_services_v" USING btree ("version_created_at");
  CREATE INDEX "_services_v_version_version__status_idx" ON "_services_v" USING btree ("version__status");
  CREATE INDEX "_services_v_created_at_idx" ON "_services_v" USING btree ("created_at");
  CREATE INDEX "_services_v_updated_at_idx" ON "_services_v" USING btree ("updated_at");
  CREATE INDEX "_services_v_latest_idx" ON "_services_v" USING btree ("latest");
  CREATE INDEX "_packages_v_version_features_order_idx" ON "_packages_v_version_features" USING btree ("_order");
  CREATE INDEX "_packages_v_version_features_parent_id_idx" ON "_packages_v_version_features" USING btree ("_parent_id");
  CREATE INDEX "_packages_v_parent_idx" ON "_packages_v" USING btree ("parent_id");
  CREATE INDEX "_packages_v_version_version_updated_at_idx" ON "_packages_v" USING btree ("version_updated_at");
  CREATE INDEX "_packages_v_version_version_created_at_idx" ON "_packages_v" USING btree ("version_created_at");
  CREATE INDEX "_packages_v_version_version__status_idx" ON "_packages_v" USING btree ("version__status");
  CREATE INDEX "_packages_v_created_at_idx" ON "_packages_v" USING btree ("created_at");
  CREATE INDEX "_packages_v_updated_at_idx" ON "_packages_v" USING btree ("updated_at");
  CREATE INDEX "_packages_v_latest_idx" ON "_packages_v" USING btree ("latest");
  CREATE INDEX "_reviews_v_parent_idx" ON "_reviews_v" USING btree ("parent_id");
  CREATE INDEX "_reviews_v_version_version_updated_at_idx" ON "_reviews_v" USING btree ("version_updated_at");
  CREATE INDEX "_reviews_v_version_version_created_at_idx" ON "_reviews_v" USING btree ("version_created_at");
  CREATE INDEX "_reviews_v_version_version__status_idx" ON "_reviews_v" USING btree ("version__status");
  CREATE INDEX "_reviews_v_created_at_idx" ON "_reviews_v" USING btree ("created_at");
  CREATE INDEX "_reviews_v_updated_at_idx" ON "_reviews_v" USING btree ("updated_at");
  CREATE INDEX "_reviews_v_latest_idx" ON "_reviews_v" USING btree ("latest");
  CREATE INDEX "_locations_v_version_features_order_idx" ON "_locations_v_version_features" USING btree ("_order");
  CREATE INDEX "_locations_v_version_features_parent_id_idx" ON "_locations_v_version_features" USING btree ("_parent_id");
  CREATE INDEX "_locations_v_parent_idx" ON "_locations_v" USING btree ("parent_id");
  CREATE INDEX "_locations_v_version_version_title_idx" ON "_locations_v" USING btree ("version_title");
  CREATE INDEX "_locations_v_version_version_updated_at_idx" ON "_locations_v" USING btree ("version_updated_at");
  CREATE INDEX "_locations_v_version_version_created_at_idx" ON "_locations_v" USING btree ("version_created_at");
  CREATE INDEX "_locations_v_version_version__status_idx" ON "_locations_v" USING btree ("version__status");
  CREATE INDEX "_locations_v_created_at_idx" ON "_locations_v" USING btree ("created_at");
  CREATE INDEX "_locations_v_updated_at_idx" ON "_locations_v" USING btree ("updated_at");
  CREATE INDEX "_locations_v_latest_idx" ON "_locations_v" USING btree ("latest");
  CREATE INDEX "_site_settings_v_version_seo_area_served_order_idx" ON "_site_settings_v_version_seo_area_served" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_seo_area_served_parent_id_idx" ON "_site_settings_v_version_seo_area_served" USING btree ("_parent_id");
  CREATE INDEX "_site_settings_v_version_version__status_idx" ON "_site_settings_v" USING btree ("version__status");
  CREATE INDEX "_site_settings_v_created_at_idx" ON "_site_settings_v" USING btree ("created_at");
  CREATE INDEX "_site_settings_v_updated_at_idx" ON "_site_settings_v" USING btree ("updated_at");
  CREATE INDEX "_site_settings_v_latest_idx" ON "_site_settings_v" USING btree ("latest");
  CREATE INDEX "_header_v_version_services_menu_order_idx" ON "_header_v_version_services_menu" USING btree ("_order");
  CREATE INDEX "_header_v_version_services_menu_parent_id_idx" ON "_header_v_version_services_menu" USING btree ("_parent_id");
  CREATE INDEX "_header_v_version_about_menu_order_idx" ON "_header_v_version_about_menu" USING btree ("_order");
  CREATE INDEX "_header_v_version_about_menu_parent_id_idx" ON "_header_v_version_about_menu" USING btree ("_parent_id");
  CREATE INDEX "_header_v_version_links_order_idx" ON "_header_v_version_links" USING btree ("_order");
  CREATE INDEX "_header_v_version_links_parent_id_idx" ON "_header_v_version_links" USING btree ("_parent_id");
  CREATE INDEX "_header_v_version_version__status_idx" ON "_header_v" USING btree ("version__status");
  CREATE INDEX "_header_v_created_at_idx" ON "_header_v" USING btree ("created_at");
  CREATE INDEX "_header_v_updated_at_idx" ON "_header_v" USING btree ("updated_at");
  CREATE INDEX "_header_v_latest_idx" ON "_header_v" USING btree ("latest");
  CREATE INDEX "_footer_v_version_links_order_idx" ON "_footer_v_version_links" USING btree ("_order");
  CREATE INDEX "_footer_v_version_links_parent_id_idx" ON "_footer_v_version_links" USING btree ("_parent_id");
  CREATE INDEX "_footer_v_version_version__status_idx" ON "_footer_v" USING btree ("version__status");
  CREATE INDEX "_footer_v_created_at_idx" ON "_footer_v" USING btree ("created_at");
  CREATE INDEX "_footer_v_updated_at_idx" ON "_footer_v" USING btree ("updated_at");
  CREATE INDEX "_footer_v_latest_idx" ON "_footer_v" USING btree ("latest");
  CREATE INDEX "_shared_sections_v_version_version__status_idx" ON "_shared_sections_v" USING btree ("version__status");
  CREATE INDEX "_shared_sections_v_created_at_idx" ON "_shared_sections_v" USING btree ("created_at");
  CREATE INDEX "_shared_sections_v_updated_at_idx" ON "_shared_sections_v" USING btree ("updated_at");
  CREATE INDEX "_shared_sections_v_latest_idx" ON "_shared_sections_v" USING btree ("latest");
  CREATE INDEX "form_copy__status_idx" ON "form_copy" USING btree ("_status");
  CREATE INDEX "_form_copy_v_version_version__status_idx" ON "_form_copy_v" USING btree ("version__status");
  CREATE INDEX "_form_copy_v_created_at_idx" ON "_form_copy_v" USING btree ("created_at");
  CREATE INDEX "_form_copy_v_updated_at_idx" ON "_form_copy_v" USING btree ("updated_at");
  CREATE INDEX "_form_copy_v_latest_idx" ON "_form_copy_v" USING btree ("latest");
  CREATE INDEX "_home_page_v_version_hero_highlights_order_idx" ON "_home_page_v_version_hero_highlights" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_hero_highlights_parent_id_idx" ON "_home_page_v_version_hero_highlights" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_version_about_points_order_idx" ON "_home_page_v_version_about_points" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_about_points_parent_id_idx" ON "_home_page_v_version_about_points" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_version_process_steps_order_idx" ON "_home_page_v_version_process_steps" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_process_steps_parent_id_idx" ON "_home_page_v_version_process_steps" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_version_value_cards_order_idx" ON "_home_page_v_version_value_cards" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_value_cards_parent_id_idx" ON "_home_page_v_version_value_cards" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_version_version__status_idx" ON "_home_page_v" USING btree ("version__status");
  CREATE INDEX "_home_page_v_created_at_idx" ON "_home_page_v" USING btree ("created_at");
  CREATE INDEX "_home_page_v_updated_at_idx" ON "_home_page_v" USING btree ("updated_at");
  CREATE INDEX "_home_page_v_latest_idx" ON "_home_page_v" USING btree ("latest");
  CREATE INDEX "_website_design_page_v_version_features_cards_order_idx" ON "_website_design_page_v_version_features_cards" USING btree ("_order");
  CREATE INDEX "_website_design_page_v_version_features_cards_parent_id_idx" ON "_website_design_page_v_version_features_cards" USING btree ("_parent_id");
  CREATE INDEX "_website_design_page_v_version_version__status_idx" ON "_website_design_page_v" USING btree ("version__status");
  CREATE INDEX "_website_design_page_v_created_at_idx" ON "_website_design_page_v" USING btree ("created_at");
  CREATE INDEX "_website_design_page_v_updated_at_idx" ON "_website_design_page_v" USING btree ("updated_at");
  CREATE INDEX "_website_design_page_v_latest_idx" ON "_website_design_page_v" USING btree ("latest");
  CREATE INDEX "_app_development_page_v_version_solutions_cards_order_idx" ON "_app_development_page_v_version_solutions_cards" USING btree ("_order");
  CREATE INDEX "_app_development_page_v_version_solutions_cards_parent_id_idx" ON "_app_development_page_v_version_solutions_cards" USING btree ("_parent_id");
  CREATE INDEX "_app_development_page_v_version_process_steps_order_idx" ON "_app_development_page_v_version_process_steps" USING btree ("_order");
  CREATE INDEX "_app_development_page_v_version_process_steps_parent_id_idx" ON "_app_development_page_v_version_process_steps" USING btree ("_parent_id");
  CREATE INDEX "_app_development_page_v_version_technologies_items_order_idx" ON "_app_development_page_v_version_technologies_items" USING btree ("_order");
  CREATE INDEX "_app_development_page_v_version_technologies_items_parent_id_idx" ON "_app_development_page_v_version_technologies_items" USING btree ("_parent_id");
  CREATE INDEX "_app_development_page_v_version_why_custom_reasons_order_idx" ON "_app_development_page_v_version_why_custom_reasons" USING btree ("_order");
  CREATE INDEX "_app_development_page_v_version_why_custom_reasons_parent_id_idx" ON "_app_development_page_v_version_why_custom_reasons" USING btree ("_parent_id");
  CREATE INDEX "_app_development_page_v_version_version__status_idx" ON "_app_development_page_v" USING btree ("version__status");
  CREATE INDEX "_app_development_page_v_created_at_idx" ON "_app_development_page_v" USING btree ("created_at");
  CREATE INDEX "_app_development_page_v_updated_at_idx" ON "_app_development_page_v" USING btree ("updated_at");
  CREATE INDEX "_app_development_page_v_latest_idx" ON "_app_development_page_v" USING btree ("latest");
  CREATE INDEX "services__status_idx" ON "services" USING btree ("_status");
  CREATE INDEX "packages__status_idx" ON "packages" USING btree ("_status");
  CREATE INDEX "reviews__status_idx" ON "reviews" USING btree ("_status");
  CREATE INDEX "locations__status_idx" ON "locations" USING btree ("_status");
  CREATE UNIQUE INDEX "contact_submissions_submission_key_idx" ON "contact_submissions" USING btree ("submission_key");
  CREATE UNIQUE INDEX "package_purchases_submission_key_idx" ON "package_purchases" USING btree ("submission_key");
  CREATE INDEX "site_settings__status_idx" ON "site_settings" USING btree ("_status");
  CREATE INDEX "header__status_idx" ON "header" USING btree ("_status");
  CREATE INDEX "footer__status_idx" ON "footer" USING btree ("_status");
  CREATE INDEX "shared_sections__status_idx" ON "shared_sections" USING btree ("_status");
  CREATE INDEX "home_page__status_idx" ON "home_page" USING btree ("_status");
  CREATE INDEX "website_design_page__status_idx" ON "website_design_page" USING btree ("_status");
  CREATE INDEX "app_development_page__status_idx" ON "app_development_page" USING btree ("_status");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_services_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_packages_v_version_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_packages_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_reviews_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_locations_v_version_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_locations_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_version_seo_area_served" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_header_v_version_services_menu" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_header_v_version_about_menu" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_header_v_version_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_header_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_footer_v_version_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_footer_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_shared_sections_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "form_copy" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_form_copy_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_version_hero_highlights" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_version_about_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_version_process_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_version_value_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_website_design_page_v_version_features_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_website_design_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_app_development_page_v_version_solutions_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_app_development_page_v_version_process_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_app_development_page_v_version_technologies_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_app_development_page_v_version_why_custom_reasons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_app_development_page_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_services_v" CASCADE;
  DROP TABLE "_packages_v_version_features" CASCADE;
  DROP TABLE "_packages_v" CASCADE;
  DROP TABLE "_reviews_v" CASCADE;
  DROP TABLE "_locations_v_version_features" CASCADE;
  DROP TABLE "_locations_v" CASCADE;
  DROP TABLE "_site_settings_v_version_seo_area_served" CASCADE;
  DROP TABLE "_site_settings_v" CASCADE;
  DROP TABLE "_header_v_version_services_menu" CASCADE;
  DROP TABLE "_header_v_version_about_menu" CASCADE;
  DROP TABLE "_header_v_version_links" CASCADE;
  DROP TABLE "_header_v" CASCADE;
  DROP TABLE "_footer_v_version_links" CASCADE;
  DROP TABLE "_footer_v" CASCADE;
  DROP TABLE "_shared_sections_v" CASCADE;
  DROP TABLE "form_copy" CASCADE;
  DROP TABLE "_form_copy_v" CASCADE;
  DROP TABLE "_home_page_v_version_hero_highlights" CASCADE;
  DROP TABLE "_home_page_v_version_about_points" CASCADE;
  DROP TABLE "_home_page_v_version_process_steps" CASCADE;
  DROP TABLE "_home_page_v_version_value_cards" CASCADE;
  DROP TABLE "_home_page_v" CASCADE;
  DROP TABLE "_website_design_page_v_version_features_cards" CASCADE;
  DROP TABLE "_website_design_page_v" CASCADE;
  DROP TABLE "_app_development_page_v_version_solutions_cards" CASCADE;
  DROP TABLE "_app_development_page_v_version_process_steps" CASCADE;
  DROP TABLE "_app_development_page_v_version_technologies_items" CASCADE;
  DROP TABLE "_app_development_page_v_version_why_custom_reasons" CASCADE;
  DROP TABLE "_app_development_page_v" CASCADE;
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
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendLeadEmail', 'removeOrphanAttachments');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendLeadEmail', 'removeOrphanAttachments');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "services__status_idx";
  DROP INDEX "packages__status_idx";
  DROP INDEX "reviews__status_idx";
  DROP INDEX "locations__status_idx";
  DROP INDEX "contact_submissions_submission_key_idx";
  DROP INDEX "package_purchases_submission_key_idx";
  DROP INDEX "site_settings__status_idx";
  DROP INDEX "header__status_idx";
  DROP INDEX "footer__status_idx";
  DROP INDEX "shared_sections__status_idx";
  DROP INDEX "home_page__status_idx";
  DROP INDEX "website_design_page__status_idx";
  DROP INDEX "app_development_page__status_idx";
  ALTER TABLE "services" ALTER COLUMN "icon" SET NOT NULL;
  ALTER TABLE "services" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "services" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "services" ALTER COLUMN "audience" SET NOT NULL;
  ALTER TABLE "services" ALTER COLUMN "order" SET NOT NULL;
  ALTER TABLE "packages_features" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "packages" ALTER COLUMN "category" SET NOT NULL;
  ALTER TABLE "packages" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "packages" ALTER COLUMN "price" SET NOT NULL;
  ALTER TABLE "packages" ALTER COLUMN "price_label" SET NOT NULL;
  ALTER TABLE "packages" ALTER COLUMN "order" SET NOT NULL;
  ALTER TABLE "reviews" ALTER COLUMN "reviewer_name" SET NOT NULL;
  ALTER TABLE "reviews" ALTER COLUMN "business" SET NOT NULL;
  ALTER TABLE "reviews" ALTER COLUMN "rating" SET NOT NULL;
  ALTER TABLE "reviews" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "reviews" ALTER COLUMN "review_date" SET NOT NULL;
  ALTER TABLE "locations_features" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "locations" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "locations" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "locations" ALTER COLUMN "order" SET NOT NULL;
  ALTER TABLE "site_settings_seo_area_served" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "business_name" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "tagline" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "phone" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "email" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "service_area" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "social_facebook" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "social_linkedin" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "social_twitter" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "review_site_url" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "claims_rating" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "claims_businesses_served" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "claims_serving_since" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "claims_copyright_year" SET NOT NULL;
  ALTER TABLE "header_services_menu" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "header_services_menu" ALTER COLUMN "href" SET NOT NULL;
  ALTER TABLE "header_about_menu" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "header_about_menu" ALTER COLUMN "href" SET NOT NULL;
  ALTER TABLE "header_links" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "header_links" ALTER COLUMN "href" SET NOT NULL;
  ALTER TABLE "header" ALTER COLUMN "home_label" SET NOT NULL;
  ALTER TABLE "header" ALTER COLUMN "services_label" SET NOT NULL;
  ALTER TABLE "header" ALTER COLUMN "about_label" SET NOT NULL;
  ALTER TABLE "header" ALTER COLUMN "call_label" SET NOT NULL;
  ALTER TABLE "header" ALTER COLUMN "call_now_label" SET NOT NULL;
  ALTER TABLE "header" ALTER COLUMN "open_menu_label" SET NOT NULL;
  ALTER TABLE "header" ALTER COLUMN "close_menu_label" SET NOT NULL;
  ALTER TABLE "header" ALTER COLUMN "return_home_label" SET NOT NULL;
  ALTER TABLE "header" ALTER COLUMN "company_label" SET NOT NULL;
  ALTER TABLE "header" ALTER COLUMN "skip_link_label" SET NOT NULL;
  ALTER TABLE "footer_links" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "footer_links" ALTER COLUMN "href" SET NOT NULL;
  ALTER TABLE "footer" ALTER COLUMN "links_heading" SET NOT NULL;
  ALTER TABLE "footer" ALTER COLUMN "social_heading" SET NOT NULL;
  ALTER TABLE "footer" ALTER COLUMN "social_labels_facebook" SET NOT NULL;
  ALTER TABLE "footer" ALTER COLUMN "social_labels_linkedin" SET NOT NULL;
  ALTER TABLE "footer" ALTER COLUMN "social_labels_twitter" SET NOT NULL;
  ALTER TABLE "footer" ALTER COLUMN "new_tab_note" SET NOT NULL;
  ALTER TABLE "footer" ALTER COLUMN "copyright_text" SET NOT NULL;
  ALTER TABLE "footer" ALTER COLUMN "scroll_to_top_label" SET NOT NULL;
  ALTER TABLE "shared_sections" ALTER COLUMN "contact_heading" SET NOT NULL;
  ALTER TABLE "shared_sections" ALTER COLUMN "contact_intro" SET NOT NULL;
  ALTER TABLE "shared_sections" ALTER COLUMN "contact_details_heading" SET NOT NULL;
  ALTER TABLE "shared_sections" ALTER COLUMN "contact_phone_label" SET NOT NULL;
  ALTER TABLE "shared_sections" ALTER COLUMN "contact_email_label" SET NOT NULL;
  ALTER TABLE "shared_sections" ALTER COLUMN "contact_service_area_label" SET NOT NULL;
  ALTER TABLE "shared_sections" ALTER COLUMN "package_card_most_popular_label" SET NOT NULL;
  ALTER TABLE "shared_sections" ALTER COLUMN "package_card_get_started_label" SET NOT NULL;
  ALTER TABLE "shared_sections" ALTER COLUMN "package_card_duration_label" SET NOT NULL;
  ALTER TABLE "shared_sections" ALTER COLUMN "package_card_support_label" SET NOT NULL;
  ALTER TABLE "shared_sections" ALTER COLUMN "reviews_stars_label" SET NOT NULL;
  ALTER TABLE "shared_sections" ALTER COLUMN "reviews_write_review_label" SET NOT NULL;
  ALTER TABLE "shared_sections" ALTER COLUMN "not_found_heading" SET NOT NULL;
  ALTER TABLE "shared_sections" ALTER COLUMN "not_found_text" SET NOT NULL;
  ALTER TABLE "shared_sections" ALTER COLUMN "not_found_home_link_label" SET NOT NULL;
  ALTER TABLE "home_page_hero_highlights" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "home_page_about_points" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "home_page_about_points" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "home_page_process_steps" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "home_page_process_steps" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "home_page_value_cards" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "home_page_value_cards" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "hero_eyebrow" SET NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "hero_heading" SET NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "hero_text" SET NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "hero_cta_label" SET NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "services_heading" SET NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "services_learn_more_label" SET NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "home_services_heading" SET NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "home_services_cta_label" SET NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "locations_heading" SET NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "about_heading" SET NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "about_stat_labels_rating" SET NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "about_stat_labels_businesses_served" SET NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "about_stat_labels_serving_since" SET NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "about_cta_label" SET NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "process_heading" SET NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "value_heading" SET NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "value_cta_label" SET NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "testimonials_heading" SET NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "testimonials_rating_summary" SET NOT NULL;
  ALTER TABLE "website_design_page_features_cards" ALTER COLUMN "icon" SET NOT NULL;
  ALTER TABLE "website_design_page_features_cards" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "website_design_page_features_cards" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "website_design_page" ALTER COLUMN "hero_heading" SET NOT NULL;
  ALTER TABLE "website_design_page" ALTER COLUMN "hero_text" SET NOT NULL;
  ALTER TABLE "website_design_page" ALTER COLUMN "hero_cta_label" SET NOT NULL;
  ALTER TABLE "website_design_page" ALTER COLUMN "features_heading" SET NOT NULL;
  ALTER TABLE "website_design_page" ALTER COLUMN "packages_heading" SET NOT NULL;
  ALTER TABLE "website_design_page" ALTER COLUMN "closing_cta_heading" SET NOT NULL;
  ALTER TABLE "website_design_page" ALTER COLUMN "closing_cta_text" SET NOT NULL;
  ALTER TABLE "website_design_page" ALTER COLUMN "closing_cta_button_label" SET NOT NULL;
  ALTER TABLE "app_development_page_solutions_cards" ALTER COLUMN "icon" SET NOT NULL;
  ALTER TABLE "app_development_page_solutions_cards" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "app_development_page_solutions_cards" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "app_development_page_process_steps" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "app_development_page_process_steps" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "app_development_page_technologies_items" ALTER COLUMN "icon" SET NOT NULL;
  ALTER TABLE "app_development_page_technologies_items" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "app_development_page_why_custom_reasons" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "app_development_page_why_custom_reasons" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "app_development_page" ALTER COLUMN "hero_heading" SET NOT NULL;
  ALTER TABLE "app_development_page" ALTER COLUMN "hero_text" SET NOT NULL;
  ALTER TABLE "app_development_page" ALTER COLUMN "hero_cta_label" SET NOT NULL;
  ALTER TABLE "app_development_page" ALTER COLUMN "solutions_heading" SET NOT NULL;
  ALTER TABLE "app_development_page" ALTER COLUMN "process_heading" SET NOT NULL;
  ALTER TABLE "app_development_page" ALTER COLUMN "technologies_heading" SET NOT NULL;
  ALTER TABLE "app_development_page" ALTER COLUMN "why_custom_heading" SET NOT NULL;
  ALTER TABLE "app_development_page" ALTER COLUMN "why_custom_image_alt" SET NOT NULL;
  ALTER TABLE "app_development_page" ALTER COLUMN "packages_heading" SET NOT NULL;
  ALTER TABLE "app_development_page" ALTER COLUMN "quote_heading" SET NOT NULL;
  ALTER TABLE "app_development_page" ALTER COLUMN "quote_text" SET NOT NULL;
  ALTER TABLE "app_development_page" ALTER COLUMN "quote_button_label" SET NOT NULL;
  ALTER TABLE "services" DROP COLUMN "_status";
  ALTER TABLE "packages" DROP COLUMN "_status";
  ALTER TABLE "reviews" DROP COLUMN "_status";
  ALTER TABLE "locations" DROP COLUMN "_status";
  ALTER TABLE "contact_submissions" DROP COLUMN "submission_key";
  ALTER TABLE "contact_submissions" DROP COLUMN "notification_email_claimed_by";
  ALTER TABLE "contact_submissions" DROP COLUMN "notification_email_claimed_until";
  ALTER TABLE "contact_submissions" DROP COLUMN "confirmation_email_claimed_by";
  ALTER TABLE "contact_submissions" DROP COLUMN "confirmation_email_claimed_until";
  ALTER TABLE "package_purchases" DROP COLUMN "submission_key";
  ALTER TABLE "package_purchases" DROP COLUMN "notification_email_claimed_by";
  ALTER TABLE "package_purchases" DROP COLUMN "notification_email_claimed_until";
  ALTER TABLE "package_purchases" DROP COLUMN "confirmation_email_claimed_by";
  ALTER TABLE "package_purchases" DROP COLUMN "confirmation_email_claimed_until";
  ALTER TABLE "site_settings" DROP COLUMN "_status";
  ALTER TABLE "header" DROP COLUMN "_status";
  ALTER TABLE "footer" DROP COLUMN "_status";
  ALTER TABLE "shared_sections" DROP COLUMN "_status";
  ALTER TABLE "home_page" DROP COLUMN "_status";
  ALTER TABLE "website_design_page" DROP COLUMN "_status";
  ALTER TABLE "app_development_page" DROP COLUMN "_status";
  DROP TYPE "public"."enum_services_status";
  DROP TYPE "public"."enum__services_v_version_icon";
  DROP TYPE "public"."enum__services_v_version_audience";
  DROP TYPE "public"."enum__services_v_version_status";
  DROP TYPE "public"."enum_packages_status";
  DROP TYPE "public"."enum__packages_v_version_category";
  DROP TYPE "public"."enum__packages_v_version_status";
  DROP TYPE "public"."enum_reviews_status";
  DROP TYPE "public"."enum__reviews_v_version_status";
  DROP TYPE "public"."enum_locations_status";
  DROP TYPE "public"."enum__locations_v_version_status";
  DROP TYPE "public"."enum_site_settings_status";
  DROP TYPE "public"."enum__site_settings_v_version_status";
  DROP TYPE "public"."enum_header_status";
  DROP TYPE "public"."enum__header_v_version_status";
  DROP TYPE "public"."enum_footer_status";
  DROP TYPE "public"."enum__footer_v_version_status";
  DROP TYPE "public"."enum_shared_sections_status";
  DROP TYPE "public"."enum__shared_sections_v_version_status";
  DROP TYPE "public"."enum_form_copy_status";
  DROP TYPE "public"."enum__form_copy_v_version_status";
  DROP TYPE "public"."enum_home_page_status";
  DROP TYPE "public"."enum__home_page_v_version_status";
  DROP TYPE "public"."enum_website_design_page_status";
  DROP TYPE "public"."enum__website_design_page_v_version_features_cards_icon";
  DROP TYPE "public"."enum__website_design_page_v_version_status";
  DROP TYPE "public"."enum_app_development_page_status";
  DROP TYPE "public"."enum__app_development_page_v_version_solutions_cards_icon";
  DROP TYPE "public"."enum__app_development_page_v_version_technologies_items_icon";
  DROP TYPE "public"."enum__app_development_page_v_version_status";`)
}
