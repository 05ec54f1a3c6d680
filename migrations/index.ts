import * as migration_20261122_041227_initial from './20261122_041227_initial';
import * as migration_20261122_090947_content_versions from './20261122_090947_content_versions';

export const migrations = [
  {
    up: migration_20261122_041227_initial.up,
    down: migration_20261122_041227_initial.down,
    name: '20261122_041227_initial',
  },
  {
    up: migration_20261122_090947_content_versions.up,
    down: migration_20261122_090947_content_versions.down,
    name: '20261122_090947_content_versions'
  },
];
