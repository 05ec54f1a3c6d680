import type { Payload, PayloadRequest } from 'payload'

import type { ServerEnv } from '@/config/env'
import { escapeHtml, htmlDocument } from '@/leads/email/templates'
import { siteNoticesCollection } from '@/notices/constants'
import { queueNotice } from '@/notices/queue'

import { siteCheckLabel, siteHealthViewPath, type SiteCheckName } from './constants'
import { localTime } from '@/lib/local-time'

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

export function alertMessage(alert: Alert, adminUrl: string, timeZone: string) {
  const label = siteCheckLabel(alert.check)
  const link = `${adminUrl}${siteHealthViewPath}`
  const when = localTime(alert.now, timeZone)
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
  const footer = 'You get one email when a check starts failing and one when it recovers.'
  const text = [...lines.paragraphs, `Site health: ${link}`, '', footer].join('\n\n')
  const html = htmlDocument(
    [
      ...lines.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
      `<p><a href="${escapeHtml(link)}">Open Site health in the admin</a></p>`,
      `<p style="color:#444;font-size:14px">${footer}</p>`,
    ].join(''),
  )
  return { subject: lines.subject, text, html }
}

const alertKey = (alert: Pick<Alert, 'check' | 'kind' | 'incident'>) =>
  `alert:${alert.check}:${alert.kind}:${alert.incident}`

/**
 * Once: the key names the check, the incident and the kind. A recovery only follows an alert, and
 * is queued in the transaction that ends the incident, so it is never lost between the two.
 */
export async function queueAlert(
  payload: Payload,
  env: ServerEnv,
  req: PayloadRequest,
  alert: Alert,
): Promise<void> {
  if (alert.kind === 'recovered') {
    const { totalDocs } = await payload.count({
      collection: siteNoticesCollection,
      where: { key: { equals: alertKey({ ...alert, kind: 'start' }) } },
      overrideAccess: true,
      req,
    })
    if (totalDocs === 0) return
  }
  const to = await alertRecipients(payload, env)
  if (to.length === 0) {
    payload.logger.warn(
      `No one to send the alert about ${alert.check} to: set ALERTS_TO or give an owner an email address`,
    )
    return
  }
  await queueNotice(
    payload,
    {
      key: alertKey(alert),
      to,
      ...alertMessage(alert, `${env.publicUrl}/admin`, env.SITE_TIME_ZONE),
    },
    req,
  )
}
