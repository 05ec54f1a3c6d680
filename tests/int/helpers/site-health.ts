import { getTestPayload } from './test-payload'

/** The address the site-health tests' owner gets the alerts at. */
export const alertOwner = 'owner@example.org'

/** Payload mailing the capture server on `smtpPort`, its jobs run by the test, with the owner alerts go to. */
export async function siteHealthPayload(smtpPort: number) {
  process.env.SMTP_HOST = '127.0.0.1'
  process.env.SMTP_PORT = String(smtpPort)
  process.env.JOBS_AUTORUN = 'false'
  const payload = await getTestPayload()
  await payload.create({
    collection: 'users',
    data: {
      username: 'owner',
      email: alertOwner,
      password: 'a long enough password 1',
      role: 'owner',
    },
    overrideAccess: true,
  })
  return payload
}
