import { z } from '@/lib/zod'

/** Nothing else about the visitor is sent or kept. */
export const visitReportSchema = z.object({
  path: z.string().max(500),
  referrer: z.string().max(2000).optional(),
  utmSource: z.string().max(200).optional(),
})

export type VisitReport = z.input<typeof visitReportSchema>
