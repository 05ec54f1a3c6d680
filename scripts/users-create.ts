/**
 * npm run users:create -- --email a@example.com --password '...' --role owner|staff [--username name]
 * Creates an admin account directly in the database, whether the site is running or not.
 */
import { parseArgs } from 'node:util'
import { getPayload, ValidationError } from 'payload'

import config from '@payload-config'
import { serverEnv } from '@/config/env'
import { databaseUri } from '@/db/connection'
import { describeDatabaseUri } from '@/db/probe'
import { isRole, roles } from '@/users/roles'
import { productionDatabaseWarning } from '@/users/target-database'

const fail = (message: string): never => {
  console.error(`users:create: ${message}`)
  process.exit(1)
}

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    role: { type: 'string' },
    username: { type: 'string' },
    name: { type: 'string' },
  },
})

const email = values.email?.trim().toLowerCase() || fail('--email is required')
const password = values.password || fail('--password is required')
const role = values.role ?? fail(`--role is required (${roles.map((r) => r.value).join(' or ')})`)
if (!isRole(role)) fail(`--role must be ${roles.map((r) => r.value).join(' or ')}, not "${role}"`)
if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail(`--email "${email}" is not an email address`)
const username = values.username?.trim() || email.split('@')[0]

const payload = await getPayload({ config })
try {
  const { docs } = await payload.find({
    collection: 'users',
    where: { or: [{ email: { equals: email } }, { username: { equals: username } }] },
    overrideAccess: true,
    limit: 1,
  })
  if (docs.length > 0) {
    const taken = docs[0].email === email ? `email ${email}` : `username ${username}`
    fail(`an account with the ${taken} already exists`)
  }
  const user = await payload.create({
    collection: 'users',
    data: { email, username, password, role: role as 'owner' | 'staff', name: values.name },
    overrideAccess: true,
  })
  const note = user.role !== role ? ' (the first account of a site is always its owner)' : ''
  const uri = databaseUri(serverEnv())
  console.log(
    `Created ${user.role} ${user.username} <${user.email}> in ${describeDatabaseUri(uri)}${note}`,
  )
  const warning = await productionDatabaseWarning(serverEnv(), uri)
  if (warning) console.warn(warning)
} catch (error) {
  if (error instanceof ValidationError)
    fail(error.data.errors.map((issue) => issue.message).join(' '))
  throw error
} finally {
  await payload.destroy()
}
process.exit(0)
