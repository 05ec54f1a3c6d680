import * as migration_20261122_041227_initial from './20261122_041227_initial';
import * as migration_20261122_090515_form_copy from './20261122_090515_form_copy';
import * as migration_20261122_090741_email_claims from './20261122_090741_email_claims';
import * as migration_20261122_090947_content_versions from './20261122_090947_content_versions';
import * as migration_20261122_091450_lead_submission_key_confirmation_skipped from './20261122_091450_lead_submission_key_confirmation_skipped';

export const migrations = [
  {
    up: migration_20261122_041227_initial.up,
    down: migration_20261122_041227_initial.down,
    name: '20261122_041227_initial',
  },
  {
    up: migration_20261122_090515_form_copy.up,
    down: migration_20261122_090515_form_copy.down,
    name: '20261122_090515_form_copy',
  },
  {
    up: migration_20261122_090741_email_claims.up,
    down: migration_20261122_090741_email_claims.down,
    name: '20261122_090741_email_claims',
  },
  {
    up: migration_20261122_090947_content_versions.up,
    down: migration_20261122_090947_content_versions.down,
    name: '20261122_090947_content_versions',
  },
  {
    up: migration_20261122_091450_lead_submission_key_confirmation_skipped.up,
    down: migration_20261122_091450_lead_submission_key_confirmation_skipped.down,
    name: '20261122_091450_lead_submission_key_confirmation_skipped',
  },
];
