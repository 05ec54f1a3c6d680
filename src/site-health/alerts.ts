import type { Payload } from 'payload'

import type { ServerEnv } from '@/config/env'
import { queueNotice } from '@/notices/queue'

import { siteCheckLabel, siteHealthViewPath, type SiteCheckName } from './constants'

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

/** ALERTS_TO, or every owner account's address. */
async function alertRecipients(payload: Payload, env: ServerEnv): Promise<string[]> {
  if (env.ALERTS_TO) return env.ALERTS_TO
  const { docs } = await payload.find({
    collection: 'users',
    where: { role: { equals: 'owner' } },
    depth: 0,
    overrideAccess: true,
    pagination: false,
  })
  return docs.map((user) => user.email).filter((email): email is string => Boolean(email))
}

type Alert = { check: SiteCheckName; incident: number; now: Date } & (
  { kind: 'start'; problem: string; action: string } | { kind: 'recovered' }
)

export function alertMessage(alert: Alert, adminUrl: string) {
  const label = siteCheckLabel(alert.check)
  const link = `${adminUrl}${siteHealthViewPath}`
  const when = alert.now.toUTCString()
  const lines =
    alert.kind === 'start'
      ? {
          subject: `Site alert: ${label} is failing`,
          paragraphs: [
            `${label} started failing at ${when}.`,
            `What is wrong: ${alert.problem}`,
            `What to do: ${alert.action}`,
          ],
        }
      : {
          subject: `Resolved: ${label} is working again`,
          paragraphs: [`${label} is working again since ${when}. Nothing more to do.`],
        }
  const text = [
    ...lines.paragraphs,
    `Site health: ${link}`,
    '',
    'You get one email when a check starts failing and one when it recovers.',
  ].join('\n\n')
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:16px;line-height:1.5;color:#111;max-width:600px">',
    ...lines.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p><a href="${escapeHtml(link)}">Open Site health in the admin</a></p>`,
    '<p style="color:#444;font-size:14px">You get one email when a check starts failing and one when it recovers.</p>',
    '</body></html>',
  ].join('')
  return { subject: lines.subject, text, html }
}

/** Once: the key names the check, the incident and the kind. */
export async function queueAlert(payload: Payload, env: ServerEnv, alert: Alert): Promise<void> {
  const to = await alertRecipients(payload, env)
  if (to.length === 0) {
    payload.logger.warn(
      `No one to send the alert about ${alert.check} to: set ALERTS_TO or give an owner an email address`,
    )
    return
  }
  await queueNotice(payload, {
    key: `alert:${alert.check}:${alert.kind}:${alert.incident}`,
    to,
    ...alertMessage(alert, `${env.publicUrl}/admin`),
  })
}
