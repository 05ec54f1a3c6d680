import type { Payload } from 'payload'

import { serverEnv } from '@/config/env'
import { escapeHtml, htmlDocument } from '@/leads/email/templates'
import { queueNotice } from '@/notices/queue'

/** Once per incident: an incident starts when the account reaches its limit, once per window. */
export async function queueGuessingNotice(payload: Payload, accountId: string, reachedAt: Date) {
  const account = await payload.findByID({
    collection: 'users',
    id: accountId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!account?.email) return
  const env = serverEnv()
  const paragraphs = [
    `Someone has typed wrong passwords for your account "${account.username || account.email}" many times, from several addresses. To protect it, the site now refuses sign-ins to it from browsers it has not seen before, for up to ${env.LOGIN_LOCK_MINUTES} minutes, and again while the guessing goes on.`,
    'You can still sign in from a browser you have signed in from before.',
    'From anywhere else, reset your password: once the reset is done, the block is lifted and you can sign in at once.',
    'If these attempts were not yours, change your password to one you use nowhere else, even if you can still sign in.',
  ]
  const resetLink = `${env.publicUrl}/admin/forgot`
  await queueNotice(payload, {
    key: `login-guessing:${accountId}:${reachedAt.toISOString()}`,
    to: account.email,
    subject: 'Someone is trying to sign in to your account',
    text: [...paragraphs, `Reset your password: ${resetLink}`].join('\n\n'),
    html: htmlDocument(
      paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('') +
        `<p><a href="${escapeHtml(resetLink)}">Reset your password</a></p>`,
    ),
  })
}
