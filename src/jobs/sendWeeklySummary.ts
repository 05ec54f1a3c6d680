import type { TaskConfig } from 'payload'

import { serverEnv } from '@/config/env'
import { weeklySummaryTask } from '@/weekly-summary/constants'
import { claimWeeklySummary, releaseWeeklySummary, type WeeklySummaryInput } from '@/weekly-summary/queue'
import { renderWeeklySummary } from '@/weekly-summary/render'

import { sendLeadEmailRetries } from './sendLeadEmail'

/** One owner's Monday summary of one week, sent once whichever runner or retry comes to it. */
export const sendWeeklySummary: TaskConfig<{ input: WeeklySummaryInput; output: { sent: boolean } }> = {
  slug: weeklySummaryTask,
  label: 'Send the Monday summary',
  inputSchema: [
    { name: 'week', type: 'text', required: true },
    { name: 'userId', type: 'text', required: true },
  ],
  retries: sendLeadEmailRetries,
  handler: async ({ input, req: { payload } }) => {
    const owner = await payload.findByID({ collection: 'users', id: input.userId, depth: 0, overrideAccess: true, disableErrors: true })
    if (!owner || owner.role !== 'owner' || owner.weeklySummary === false) return { output: { sent: false } }
    if (!(await claimWeeklySummary(payload, input))) return { output: { sent: false } }
    try {
      const summary = await renderWeeklySummary(payload, { weekStart: input.week, user: owner })
      const host = new URL(serverEnv().publicUrl).hostname || 'localhost'
      await payload.sendEmail({ ...summary, to: owner.email, messageId: `<summary.${input.week}.${input.userId}@${host}>` })
    } catch (error) {
      await releaseWeeklySummary(payload, input)
      throw error
    }
    return { output: { sent: true } }
  },
}
