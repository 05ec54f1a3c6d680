import type { IncomingAuthType, PayloadRequest } from 'payload'

import { serverEnv } from '@/config/env'
import { escapeHtml, headerText, htmlDocument } from '@/leads/email/templates'
import { localTime } from '@/lib/local-time'
import type { User } from '@/payload-types'
import { passwordRule } from '@/users/password-policy'
import { passwordLinkLifetimeMs } from '@/users/password-reset'

/** Set by the reset job on Payload's forgot-password call when the email is an invitation. */
export const invitationContextKey = 'staffInvitation'
export type Invitation = { invitedBy: string; businessName: string }

// Payload's forgot-password always passes the request and the token; its types leave them optional.
type ForgotPassword = NonNullable<IncomingAuthType['forgotPassword']>
type LinkEmailArgs = { req: PayloadRequest; token: string; user?: Pick<User, 'email' | 'name'> }

const invitationOf = (req: PayloadRequest) =>
  req.context[invitationContextKey] as Invitation | undefined

const paragraphs = (lines: string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')

/** Payload's reset email as it is, unless the job marked the call as an invitation. */
export const passwordLinkHTML: NonNullable<ForgotPassword['generateEmailHTML']> = (args) => {
  const { req, token, user } = args as LinkEmailArgs
  const { config } = req.payload
  const admin = `${config.serverURL || serverEnv().publicUrl}${config.routes.admin}`
  const setPassword = `${admin}${config.admin.routes.reset}/${token}`
  const invitation = invitationOf(req)
  if (!invitation) {
    return `${req.t('authentication:youAreReceivingResetPassword')}
    <a href="${setPassword}">${setPassword}</a>
    ${req.t('authentication:youDidNotRequestPassword')}`
  }
  const expiresAt = new Date(Date.now() + passwordLinkLifetimeMs)
  const until = localTime(expiresAt, serverEnv().SITE_TIME_ZONE, { weekday: false })
  const before = [
    `Hello${user?.name ? ` ${user.name}` : ''},`,
    `${invitation.invitedBy} has given you an account in the admin of the ${invitation.businessName} website (${admin}), where the team works the service requests and keeps the site's pages up to date.`,
    `Choose your password to start. You will sign in with this email address, ${user?.email ?? ''}.`,
  ]
  const after = [
    passwordRule,
    `The link works until ${until}. After that, ask for a new one with "Forgot your password?" on the sign-in page: ${admin}/forgot`,
    `Did not expect this? Ignore this email and tell ${invitation.invitedBy}: nobody can sign in until a password is chosen.`,
  ]
  return htmlDocument(
    `${paragraphs(before)}<p><a href="${escapeHtml(setPassword)}" style="font-weight:bold">Choose your password</a></p><p style="font-size:13px;color:#444">${escapeHtml(setPassword)}</p>${paragraphs(after)}`,
  )
}

export const passwordLinkSubject: NonNullable<ForgotPassword['generateEmailSubject']> = (args) => {
  const { req } = args as LinkEmailArgs
  const invitation = invitationOf(req)
  return invitation
    ? headerText(`${invitation.invitedBy} invited you to the ${invitation.businessName} admin`)
    : req.t('authentication:resetYourPassword')
}
