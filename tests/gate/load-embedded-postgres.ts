/** Loading the module is enough: its exit hooks are what once turned a failing run into exit 0. */
export default async function globalSetup() {
  await import('../../src/db/embedded-postgres')
}
