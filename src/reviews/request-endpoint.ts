import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'

import { serverEnv } from '@/config/env'
import { reviewEmailFieldName, type LeadCollection } from '@/leads/constants'
import { localTime } from '@/lib/local-time'
import { hasRole } from '@/users/roles'

import { cancelQueuedReviewRequests } from './cancel'
import { reviewRequestPath, reviewRequestTask } from './constants'

const actionSchema = z.object({ action: z.enum(['skip', 'send-now']) })

const waiting = ['queued', 'retrying']

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' })

/** "in 3 days", "in 5 hours": the largest whole unit, as staff say it. */
function fromNow(waitUntil: Date, now: Date) {
  const minutes = Math.round((waitUntil.getTime() - now.getTime()) / 60_000)
  if (Math.abs(minutes) >= 24 * 60) return relative.format(Math.round(minutes / (24 * 60)), 'day')
  if (Math.abs(minutes) >= 60) return relative.format(Math.round(minutes / 60), 'hour')
  return relative.format(minutes, 'minute')
}

/** When the queued job runs, in the business's zone, as the lead's sidebar says it. */
function reviewRequestSays(status: string, waitUntil: Date | undefined, now = new Date()) {
  if (!waiting.includes(status)) return null
  if (!waitUntil || waitUntil <= now) return 'Goes out in a moment'
  const when = localTime(waitUntil, serverEnv().SITE_TIME_ZONE)
  return `${status === 'retrying' ? 'Tries again on' : 'Goes on'} ${when} (${fromNow(waitUntil, now)})`
}

const queuedJob = async (req: PayloadRequest, collection: LeadCollection, leadId: string) =>
  (
    await req.payload.find({
      collection: 'payload-jobs',
      where: {
        and: [
          { taskSlug: { equals: reviewRequestTask } },
          { 'input.collection': { equals: collection } },
          { 'input.leadId': { equals: leadId } },
          { completedAt: { exists: false } },
          { hasError: { not_equals: true } },
        ],
      },
      sort: '-createdAt',
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
  ).docs[0]

/**
 * Skipping leaves the job to end quietly, as an opt-out does: Payload's job cancel would mark it
 * failed, which Site health and the weekly summary count as an email that did not go out.
 */
export function reviewRequestEndpoints(collection: LeadCollection): Endpoint[] {
  const read = async (req: PayloadRequest, id: string) => {
    const lead = await req.payload.findByID({
      collection,
      id,
      depth: 0,
      disableErrors: true,
      overrideAccess: false,
      user: req.user,
      req,
    })
    return (
      lead && {
        status: lead[reviewEmailFieldName]?.status ?? '',
        job: await queuedJob(req, collection, id),
      }
    )
  }
  const handle = async (req: PayloadRequest, acting: boolean) => {
    if (!hasRole(req.user, 'owner', 'staff'))
      return Response.json({ errors: [{ message: 'Sign in as staff.' }] }, { status: 403 })
    const parsed = acting && actionSchema.safeParse(await req.json?.().catch(() => undefined))
    if (parsed && !parsed.success)
      return Response.json({ errors: { action: ['Choose skip or send-now.'] } }, { status: 400 })
    const id = String(req.routeParams?.id ?? '')
    const before = await read(req, id)
    if (!before) return Response.json({ errors: [{ message: 'No such lead.' }] }, { status: 404 })
    if (parsed && parsed.data.action === 'skip')
      await cancelQueuedReviewRequests(req.payload, { id: { equals: id } }, 'skipped', {
        collections: [collection],
        req,
      })
    else if (parsed && before.job && waiting.includes(before.status))
      await req.payload.update({
        collection: 'payload-jobs',
        id: before.job.id,
        data: { waitUntil: new Date().toISOString() },
        overrideAccess: true,
        req,
      })
    const { status, job } = (parsed && (await read(req, id))) || before
    const waitUntil = job?.waitUntil ? new Date(job.waitUntil) : undefined
    return Response.json({
      status,
      waitUntil: waitUntil?.toISOString() ?? null,
      says: reviewRequestSays(status, waitUntil),
    })
  }
  const path = `/:id/${reviewRequestPath}`
  return [
    { path, method: 'get', handler: (req) => handle(req, false) },
    { path, method: 'post', handler: (req) => handle(req, true) },
  ]
}
