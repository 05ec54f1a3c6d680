import type { CollectionConfig } from 'payload'

import { isOwner, isOwnerField } from '@/users/access/isOwner'
import { isOwnerOrSelf } from '@/users/access/isOwnerOrSelf'
import { serverEnv } from '@/config/env'
import { hasRole, roles } from '@/users/roles'
import { passwordLinkHTML, passwordLinkSubject } from '@/users/password-link-email'
import { passwordLinkLifetimeMs } from '@/users/password-reset'

import { assignFirstOwner } from './hooks/assignFirstOwner'
import { forgotPassword } from './endpoints/forgotPassword'
import { verifyEmail } from './endpoints/verifyEmail'
import { answerFailedLogin, endLoginOnCommit, forgiveSuccessfulLogin } from './hooks/endLogin'
import { enforcePasswordPolicy, enforcePasswordPolicyOnReset } from './hooks/enforcePasswordPolicy'
import { fillName } from './hooks/fillName'
import { inviteWithoutPassword, queueInvitation } from './hooks/inviteWithoutPassword'
import { keepOwnerOnDelete, keepOwnerOnDemotion } from './hooks/keepAnOwner'
import { limitLogins } from './hooks/limitLogins'
import { rememberDevice } from './hooks/rememberDevice'
import { requireSetupToken } from './hooks/requireSetupToken'

const env = serverEnv()

export const Users: CollectionConfig<'users'> = {
  slug: 'users',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'role', 'updatedAt'],
    group: 'Admin',
  },
  access: {
    admin: ({ req: { user } }) => hasRole(user, 'owner', 'staff'),
    create: isOwner,
    read: isOwnerOrSelf,
    update: isOwnerOrSelf,
    delete: isOwner,
    unlock: isOwner,
  },
  auth: {
    loginWithUsername: { allowEmailLogin: true, requireEmail: true, requireUsername: false },
    // Payload's lockout locks the account for every address; limitLogins limits failures instead.
    maxLoginAttempts: 0,
    forgotPassword: {
      // A request inside this interval is answered as any other, without a new email or token.
      minRequestInterval: env.PASSWORD_RESET_EMAIL_MINUTES * 60_000,
      expiration: passwordLinkLifetimeMs,
      generateEmailHTML: passwordLinkHTML,
      generateEmailSubject: passwordLinkSubject,
    },
    cookies: { secure: env.secureCookies, sameSite: 'Lax' },
  },
  hooks: {
    beforeOperation: [limitLogins, requireSetupToken, enforcePasswordPolicyOnReset],
    afterLogin: [forgiveSuccessfulLogin, rememberDevice],
    afterOperation: [endLoginOnCommit],
    afterChange: [queueInvitation],
    afterError: [answerFailedLogin],
    beforeValidate: [enforcePasswordPolicy, inviteWithoutPassword, fillName],
    beforeChange: [assignFirstOwner, keepOwnerOnDemotion],
    beforeDelete: [keepOwnerOnDelete],
  },
  endpoints: [forgotPassword, verifyEmail],
  fields: [
    {
      name: 'invitation',
      type: 'ui',
      admin: { components: { Field: '@/users/admin/PasswordChoice#PasswordChoice' } },
    },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'staff',
      options: [...roles],
      saveToJWT: true,
      access: { create: isOwnerField, update: isOwnerField },
      admin: {
        description: 'Owners can change everything; staff work the leads and read the content.',
      },
    },
    {
      name: 'name',
      type: 'text',
      admin: {
        description:
          'Shown beside notes and assignments. Left empty, the username or the part of the email before the @.',
      },
    },
    {
      name: 'setupToken',
      label: 'Setup token',
      type: 'text',
      virtual: true,
      access: { read: () => false, update: () => false },
      admin: {
        // Payload makes a virtual field read-only in the admin unless told otherwise.
        readOnly: false,
        condition: (_data, _siblingData, { user }) => env.isProduction && !user,
        description: 'Printed in the server log when the site started without any account.',
      },
    },
    {
      name: 'weeklySummary',
      label: 'Email me the Monday summary',
      type: 'checkbox',
      defaultValue: true,
      admin: {
        // Only owners get the summary, so only they see the choice.
        condition: (data) => data?.role === 'owner',
        description:
          "Last week's leads, reviews and anything that went wrong, every Monday at 8:00.",
      },
    },
  ],
}
