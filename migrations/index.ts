import * as migration_20261122_034903_initial from './20261122_034903_initial';

export const migrations = [
  {
    up: migration_20261122_034903_initial.up,
    down: migration_20261122_034903_initial.down,
    name: '20261122_034903_initial'
  },
];
