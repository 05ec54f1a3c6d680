import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { serverEnv } from '@/config/env'
import { isSetupToken } from '@/users/setup-token'

/** Once an account exists, Payload refuses first-register by itself. */
export const requireSetupToken: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  if (operation !== 'create' || req.payloadAPI === 'local' || !serverEnv().isProduction) return args
  const { totalDocs } = await req.payload.count({ collection: 'users', req, overrideAccess: true })
  if (totalDocs > 0) return args
  if (
    !(await isSetupToken(
      req.payload,
      (args.data as { setupToken?: unknown } | undefined)?.setupToken,
    ))
  ) {
    // Public, so the admin's form shows the sentence itself rather than a bare "invalid field".
    throw new APIError(
      'Enter the setup token printed in the server log at start, or create the owner with npm run users:create.',
      403,
      { field: 'setupToken' },
      true,
    )
  }
  return args
}
