import type { CollectionAfterErrorHook } from 'payload'

import { loginRefusedName, requestClient } from '@/users/login-guard'

/** One warning line for a password-reset request refused for its client (payload.config keeps Payload's own line off). */
export const reportRefusedReset: CollectionAfterErrorHook = ({ error, req }) => {
  if (error.name === loginRefusedName)
    req.payload.logger.warn({
      msg: 'Password reset refused: too many requests',
      client: requestClient(req.headers),
    })
}
