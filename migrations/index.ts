import * as migration_20261122_041227_initial from './20261122_041227_initial';
import * as migration_20261122_090515_form_copy from './20261122_090515_form_copy';

export const migrations = [
  {
    up: migration_20261122_041227_initial.up,
    down: migration_20261122_041227_initial.down,
    name: '20261122_041227_initial',
  },
  {
    up: migration_20261122_090515_form_copy.up,
    down: migration_20261122_090515_form_copy.down,
    name: '20261122_090515_form_copy'
  },
];
