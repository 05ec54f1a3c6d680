'use client'

import { CheckboxInput, useAuth, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { passwordRule } from '@/users/password-policy'

const passwordPaths = ['password', 'confirm-password']

/**
 * The invitation takes the password boxes out of the form as Payload's own "Cancel" of a password
 * change does; custom.scss hides them while it is ticked.
 */
export function PasswordChoice() {
  const { id } = useDocumentInfo()
  // The first account, registered signed out, has nobody to be invited by.
  const { user } = useAuth()
  const dispatch = useFormFields(([, dispatchFields]) => dispatchFields)
  const [invite, setInvite] = useState(true)
  const creating = !id && Boolean(user)

  useEffect(() => {
    if (!creating) return
    for (const path of passwordPaths)
      dispatch(
        invite
          ? { type: 'REMOVE', path }
          : { type: 'UPDATE', path, value: '', valid: false, errorMessage: 'Required' },
      )
  }, [creating, invite, dispatch])

  return (
    <div className="field-type password-choice">
      {creating && (
        <CheckboxInput
          id="field-invite-by-email"
          name="invite-by-email"
          checked={invite}
          onToggle={() => setInvite(!invite)}
          label="Email an invitation: they choose their own password"
        />
      )}
      <p>
        {creating && invite
          ? 'They get a link to choose a password. Untick to type one for them now. '
          : ''}
        {passwordRule}
      </p>
    </div>
  )
}
