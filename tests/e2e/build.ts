/**
 * One step of the end-to-end suite's build (`compile` or `generate`, the argument), with the global setup's
 * settings: `scripts/run-suites.ts` compiles beside Vitest and generates after it, and the suite then starts on
 * the build (E2E_SKIP_BUILD=1).
 */
import { buildProductionSite } from '../../scripts/lib/production-stack'
import { stackOptions } from './global-setup'

const step = process.argv[2]
if (step !== 'compile' && step !== 'generate') {
  console.error('usage: tests/e2e/build.ts compile|generate')
  process.exit(2)
}
await buildProductionSite({ ...stackOptions(), reuseBuild: false }, step)
