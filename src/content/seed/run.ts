import config from '@payload-config'
import { getPayload } from 'payload'

import { seed } from './index'

const payload = await getPayload({ config })
const { created } = await seed(payload)
payload.logger.info(
  created > 0 ? `Seed complete: ${created} added` : 'Seed complete: nothing was missing',
)
await payload.destroy()
process.exit(0)
