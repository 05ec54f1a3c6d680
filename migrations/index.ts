import * as migration_20261122_030551_initial from './20261122_030551_initial';

export const migrations = [
  {
    up: migration_20261122_030551_initial.up,
    down: migration_20261122_030551_initial.down,
    name: '20261122_030551_initial'
  },
];
