import * as migration_20261122_041227_initial from './20261122_041227_initial';
import * as migration_20261123_010634_production_hardening from './20261123_010634_production_hardening';
import * as migration_20261123_201019_confirmation_address_index from './20261123_201019_confirmation_address_index';
import * as migration_20261125_153000_short_version_tables from './20261125_153000_short_version_tables';
import * as migration_20261125_154520_review_requests from './20261125_154520_review_requests';
import * as migration_20261125_155242_login_limits_per_client from './20261125_155242_login_limits_per_client';
import * as migration_20261126_063233_password_reset_jobs from './20261126_063233_password_reset_jobs';
import * as migration_20261126_063503_review_email_key from './20261126_063503_review_email_key';
import * as migration_20261126_104400_site_health_reminders_summary from './20261126_104400_site_health_reminders_summary';
import * as migration_20261127_003447_site_visits_privacy_note from './20261127_003447_site_visits_privacy_note';
import * as migration_20261128_060321_reply_promise_and_reminder_states from './20261128_060321_reply_promise_and_reminder_states';
import * as migration_20261128_061645_review_request_skipped from './20261128_061645_review_request_skipped';
import * as migration_20261128_075352_live_preview_autosave from './20261128_075352_live_preview_autosave';
import * as migration_20261128_075526_users_optional_username from './20261128_075526_users_optional_username';

export const migrations = [
  {
    up: migration_20261122_041227_initial.up,
    down: migration_20261122_041227_initial.down,
    name: '20261122_041227_initial',
  },
  {
    up: migration_20261123_010634_production_hardening.up,
    down: migration_20261123_010634_production_hardening.down,
    name: '20261123_010634_production_hardening',
  },
  {
    up: migration_20261123_201019_confirmation_address_index.up,
    down: migration_20261123_201019_confirmation_address_index.down,
    name: '20261123_201019_confirmation_address_index',
  },
  {
    up: migration_20261125_153000_short_version_tables.up,
    down: migration_20261125_153000_short_version_tables.down,
    name: '20261125_153000_short_version_tables',
  },
  {
    up: migration_20261125_154520_review_requests.up,
    down: migration_20261125_154520_review_requests.down,
    name: '20261125_154520_review_requests',
  },
  {
    up: migration_20261125_155242_login_limits_per_client.up,
    down: migration_20261125_155242_login_limits_per_client.down,
    name: '20261125_155242_login_limits_per_client',
  },
  {
    up: migration_20261126_063233_password_reset_jobs.up,
    down: migration_20261126_063233_password_reset_jobs.down,
    name: '20261126_063233_password_reset_jobs',
  },
  {
    up: migration_20261126_063503_review_email_key.up,
    down: migration_20261126_063503_review_email_key.down,
    name: '20261126_063503_review_email_key',
  },
  {
    up: migration_20261126_104400_site_health_reminders_summary.up,
    down: migration_20261126_104400_site_health_reminders_summary.down,
    name: '20261126_104400_site_health_reminders_summary',
  },
  {
    up: migration_20261127_003447_site_visits_privacy_note.up,
    down: migration_20261127_003447_site_visits_privacy_note.down,
    name: '20261127_003447_site_visits_privacy_note',
  },
  {
    up: migration_20261128_060321_reply_promise_and_reminder_states.up,
    down: migration_20261128_060321_reply_promise_and_reminder_states.down,
    name: '20261128_060321_reply_promise_and_reminder_states',
  },
  {
    up: migration_20261128_061645_review_request_skipped.up,
    down: migration_20261128_061645_review_request_skipped.down,
    name: '20261128_061645_review_request_skipped',
  },
  {
    up: migration_20261128_075352_live_preview_autosave.up,
    down: migration_20261128_075352_live_preview_autosave.down,
    name: '20261128_075352_live_preview_autosave',
  },
  {
    up: migration_20261128_075526_users_optional_username.up,
    down: migration_20261128_075526_users_optional_username.down,
    name: '20261128_075526_users_optional_username'
  },
];
