/**
 * Run once by the integration tests' global setup, in a process of its own: Payload on the database
 * DATABASE_URI names, with the schema pushed and the first-run seed applied, then gone. Each test file's
 * database is then a copy of it (getTestPayload), instead of pushing and seeding again.
 */
import { getPayload } from 'payload'

const { default: config } = await import('@payload-config')
const payload = await getPayload({ config })
await payload.destroy()
process.exit(0)
