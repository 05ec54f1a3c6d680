import * as migration_20261122_041227_initial from './20261122_041227_initial';

export const migrations = [
  {
    up: migration_20261122_041227_initial.up,
    down: migration_20261122_041227_initial.down,
    name: '20261122_041227_initial'
  },
];
