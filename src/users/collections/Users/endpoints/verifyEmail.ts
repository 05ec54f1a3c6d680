import { headersWithCors, type Endpoint } from 'payload'

/** Payload mounts its verify endpoint even with `auth.verify` off; it queries a missing column. */
export const verifyEmail: Endpoint = {
  path: '/verify/:token',
  method: 'post',
  handler: (req) =>
    Response.json(
      { errors: [{ message: 'Email addresses are not verified on this site.' }] },
      { status: 404, headers: headersWithCors({ headers: new Headers(), req }) },
    ),
}
