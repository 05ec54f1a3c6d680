import { headersWithCors, type Endpoint } from 'payload'

/**
 * The site does not verify email addresses (`auth.verify` is off), but Payload mounts its verify endpoint on
 * every auth collection all the same, and a token sent to it queries a `_verificationToken` column that does
 * not exist: a 500. This endpoint, matched before Payload's own, answers 404 as for any unknown route.
 */
export const verifyEmail: Endpoint = {
  path: '/verify/:token',
  method: 'post',
  handler: (req) =>
    Response.json(
      { errors: [{ message: 'Email addresses are not verified on this site.' }] },
      { status: 404, headers: headersWithCors({ headers: new Headers(), req }) },
    ),
}
