import * as migration_20261122_024044_initial from './20261122_024044_initial';

export const migrations = [
  {
    up: migration_20261122_024044_initial.up,
    down: migration_20261122_024044_initial.down,
    name: '20261122_024044_initial'
  },
];
