import { verifySmtp } from '@/email/adapter'
import { leadEmailTask, leadReminderTask } from '@/leads/constants'
import { sendNoticeTask } from '@/notices/constants'
import { reviewReceivedTask, reviewRequestTask } from '@/reviews/constants'
import { passwordResetTask } from '@/users/password-reset'

import { failing, working, type CheckContext, type SiteCheck } from '../types'

/** Read by the Monday summary's Problems too. */
export const emailTasks = [
  leadEmailTask,
  leadReminderTask,
  reviewRequestTask,
  reviewReceivedTask,
  passwordResetTask,
  sendNoticeTask,
]

/** After this the owner has heard of a given-up email, and it stops counting. */
const givenUpCountsHours = 24

const checkSettings =
  "Ask your email provider whether its mail server is working; if it is, check the mail settings in the server's settings (SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS)"

/** Some providers throttle frequent logins, and a throttled login is itself a failure. */
const loginEveryMinutes = 15

/** In the first run of each quarter hour, or every run while the check is failing. */
const loginDue = ({ now, last }: CheckContext) => {
  const quarter = (date: Date) => Math.floor(date.getTime() / (loginEveryMinutes * 60_000))
  return (
    last?.status !== 'ok' || !last.checkedAt || quarter(new Date(last.checkedAt)) !== quarter(now)
  )
}

async function smtpProblem(context: CheckContext) {
  const { env } = context
  if (!loginDue(context)) return undefined
  try {
    await verifySmtp(env)
    return undefined
  } catch (error) {
    const { code, message } = error as { code?: string; message: string }
    if (code === 'EAUTH') {
      return failing(
        `The mail server refuses the site's password, so customers and staff get no email. Detail: ${message}.`,
        "Check the password of the site's email account in the server's settings (SMTP_USER, SMTP_PASS): it may have expired or been changed.",
      )
    }
    return failing(
      `The site cannot reach its mail server, so customers and staff get no email. Detail: ${message} (${env.SMTP_HOST}:${env.SMTP_PORT}).`,
      `${checkSettings}.`,
    )
  }
}

async function undelivered({ payload, env, now }: CheckContext) {
  const delayed = new Date(now.getTime() - env.ALERT_EMAIL_DELAY_MINUTES * 60_000).toISOString()
  const givenUpSince = new Date(now.getTime() - givenUpCountsHours * 3_600_000).toISOString()
  const { totalDocs, docs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { in: emailTasks } },
        {
          or: [
            {
              and: [
                { completedAt: { exists: false } },
                { hasError: { not_equals: true } },
                { totalTried: { greater_than: 0 } },
                { createdAt: { less_than: delayed } },
              ],
            },
            {
              and: [{ hasError: { equals: true } }, { updatedAt: { greater_than: givenUpSince } }],
            },
          ],
        },
      ],
    },
    sort: 'createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (totalDocs === 0) return undefined
  const lastError = docs[0].log?.findLast((entry) => entry.state === 'failed')?.error as
    { message?: string } | undefined
  return failing(
    `${totalDocs === 1 ? 'An email has' : `${totalDocs} emails have`} not gone out, so customers or staff are waiting for it.${lastError?.message ? ` Detail: ${lastError.message}.` : ''}`,
    `${checkSettings}. The site keeps trying each email for about eight hours.`,
  )
}

export const emailDeliveryCheck: SiteCheck = async (context) =>
  (await smtpProblem(context)) ?? (await undelivered(context)) ?? working
