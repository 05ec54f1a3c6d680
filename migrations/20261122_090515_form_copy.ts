import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "form_copy" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"contact_form_title" varchar DEFAULT 'Request Service' NOT NULL,
  	"contact_form_name_label" varchar DEFAULT 'Full Name' NOT NULL,
  	"contact_form_email_label" varchar DEFAULT 'Email Address' NOT NULL,
  	"contact_form_phone_label" varchar DEFAULT 'Phone Number' NOT NULL,
  	"contact_form_company_label" varchar DEFAULT 'Company Name' NOT NULL,
  	"contact_form_subject_label" varchar DEFAULT 'Subject' NOT NULL,
  	"contact_form_service_type_label" varchar DEFAULT 'Service Type' NOT NULL,
  	"contact_form_service_type_placeholder" varchar DEFAULT 'Select a service' NOT NULL,
  	"contact_form_budget_range_label" varchar DEFAULT 'Budget Range' NOT NULL,
  	"contact_form_budget_range_placeholder" varchar DEFAULT 'Select a budget range' NOT NULL,
  	"contact_form_services_needed_label" varchar DEFAULT 'Services Needed' NOT NULL,
  	"contact_form_contact_method_label" varchar DEFAULT 'Preferred Contact Method' NOT NULL,
  	"contact_form_desired_date_label" varchar DEFAULT 'Desired Date' NOT NULL,
  	"contact_form_desired_date_placeholder" varchar DEFAULT 'Pick a date' NOT NULL,
  	"contact_form_desired_date_calendar_label" varchar DEFAULT 'Choose a desired date' NOT NULL,
  	"contact_form_preferred_time_label" varchar DEFAULT 'Preferred Time' NOT NULL,
  	"contact_form_preferred_time_placeholder" varchar DEFAULT 'Select a time' NOT NULL,
  	"contact_form_urgency_label" varchar DEFAULT 'Urgency' NOT NULL,
  	"contact_form_message_label" varchar DEFAULT 'Message' NOT NULL,
  	"contact_form_message_placeholder" varchar DEFAULT 'Tell us what you need help with' NOT NULL,
  	"contact_form_attachments_label" varchar DEFAULT 'Attachments' NOT NULL,
  	"contact_form_attachments_hint" varchar DEFAULT 'Photos, screenshots, PDF, Office documents or plain text.' NOT NULL,
  	"contact_form_subscribe_label" varchar DEFAULT 'Send me occasional updates and tech tips' NOT NULL,
  	"contact_form_agree_label" varchar DEFAULT 'I agree to be contacted about my request' NOT NULL,
  	"contact_form_submit_label" varchar DEFAULT 'Submit Request' NOT NULL,
  	"contact_form_sending_label" varchar DEFAULT 'Sending...' NOT NULL,
  	"contact_form_success_title" varchar DEFAULT 'Service request submitted successfully!' NOT NULL,
  	"contact_form_success_text" varchar DEFAULT 'We''ll get back to you within 24 hours.' NOT NULL,
  	"contact_form_error_title" varchar DEFAULT 'Error submitting request' NOT NULL,
  	"contact_form_error_text" varchar DEFAULT 'Please try again later.' NOT NULL,
  	"contact_form_agreement_required_title" varchar DEFAULT 'Agreement Required' NOT NULL,
  	"contact_form_agreement_required_text" varchar DEFAULT 'Please agree to be contacted to submit your request.' NOT NULL,
  	"package_form_request_button_label" varchar DEFAULT 'Request This Package' NOT NULL,
  	"package_form_dialog_title" varchar DEFAULT 'Request {package} Package' NOT NULL,
  	"package_form_dialog_text" varchar DEFAULT 'Fill out the form below and we''ll contact you within 24 hours to discuss your project.' NOT NULL,
  	"package_form_loading_text" varchar DEFAULT 'Loading the form...' NOT NULL,
  	"package_form_name_label" varchar DEFAULT 'Your Name' NOT NULL,
  	"package_form_email_label" varchar DEFAULT 'Email Address' NOT NULL,
  	"package_form_phone_label" varchar DEFAULT 'Phone Number' NOT NULL,
  	"package_form_company_label" varchar DEFAULT 'Company Name' NOT NULL,
  	"package_form_timeline_label" varchar DEFAULT 'Preferred Timeline' NOT NULL,
  	"package_form_timeline_placeholder" varchar DEFAULT 'Select a timeline' NOT NULL,
  	"package_form_description_label" varchar DEFAULT 'Project Description' NOT NULL,
  	"package_form_description_placeholder" varchar DEFAULT 'Tell us about your project, goals and any must-have features' NOT NULL,
  	"package_form_cancel_label" varchar DEFAULT 'Cancel' NOT NULL,
  	"package_form_submit_label" varchar DEFAULT 'Send Request' NOT NULL,
  	"package_form_sending_label" varchar DEFAULT 'Sending...' NOT NULL,
  	"package_form_success_title" varchar DEFAULT 'Purchase request sent successfully!' NOT NULL,
  	"package_form_success_text" varchar DEFAULT 'We''ll contact you within 24 hours to discuss your project.' NOT NULL,
  	"package_form_error_title" varchar DEFAULT 'Error sending request' NOT NULL,
  	"package_form_error_text" varchar DEFAULT 'Please try again later.' NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "form_copy" CASCADE;`)
}
