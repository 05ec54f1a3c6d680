import { spawnSync } from 'node:child_process'

import { batches } from './batches.mjs'

/**
 * `npm run test:mutation [batch ...]`: one Stryker run per batch of tests/mutation/batches.mjs, one after
 * another (each boots its own Payloads; two at once starve the machine). Without names, every batch.
 * Each writes reports/mutation/<batch>.json and .html.
 */
const names = process.argv.slice(2)
for (const name of names) {
  if (!(name in batches)) {
    console.error(
      `test:mutation: no batch "${name}"; the batches are ${Object.keys(batches).join(', ')}`,
    )
    process.exit(2)
  }
}
let failed = false
for (const name of names.length > 0 ? names : Object.keys(batches)) {
  console.log(`test:mutation: batch ${name}`)
  const run = spawnSync('npx', ['stryker', 'run'], {
    stdio: 'inherit',
    env: { ...process.env, MUTATION_BATCH: name },
  })
  if (run.status !== 0) {
    console.error(`test:mutation: batch ${name} failed (exit ${run.status ?? run.signal})`)
    failed = true
  }
}
process.exit(failed ? 1 : 0)
