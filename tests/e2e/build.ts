/**
 * The end-to-end suite's build alone, with the global setup's settings: `scripts/run-suites.ts` runs it beside
 * Vitest, and the suite then starts on it (E2E_SKIP_BUILD=1).
 */
import { buildProductionSite } from '../../scripts/lib/production-stack'
import { stackOptions } from './global-setup'

await buildProductionSite({ ...stackOptions(), reuseBuild: false })
