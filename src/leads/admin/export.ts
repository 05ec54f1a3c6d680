import type { Endpoint, Where } from 'payload'

import type { ContactSubmission, PackagePurchase, User } from '@/payload-types'
import { personalCacheControl } from '@/http/cache-control.mjs'
import { hasRole } from '@/users/roles'

import type { LeadCollection } from '../constants'
import { toCsv, type CsvColumn } from './csv'
import {
  budgetRangeOptions,
  contactMethodOptions,
  labelOf,
  leadStatusOptions,
  preferredTimeOptions,
  timelineOptions,
  urgencyOptions,
} from '../options'

const userName = (user: string | User | null | undefined) =>
  user && typeof user === 'object' ? user.name || user.username || user.email : ''

const day = (value: string | null | undefined) => (value ? value.slice(0, 10) : '')

const contactColumns: CsvColumn<ContactSubmission>[] = [
  { header: 'Received', value: (lead) => lead.createdAt },
  { header: 'Status', value: (lead) => labelOf(leadStatusOptions, lead.status) },
  { header: 'Urgency', value: (lead) => labelOf(urgencyOptions, lead.urgency) },
  { header: 'Name', value: (lead) => lead.name },
  { header: 'Email', value: (lead) => lead.email },
  { header: 'Phone', value: (lead) => lead.phone },
  { header: 'Company', value: (lead) => lead.company },
  { header: 'Subject', value: (lead) => lead.subject },
  { header: 'Service type', value: (lead) => lead.serviceType },
  { header: 'Services needed', value: (lead) => lead.servicesNeeded },
  { header: 'Budget', value: (lead) => labelOf(budgetRangeOptions, lead.budgetRange) },
  { header: 'Contact by', value: (lead) => labelOf(contactMethodOptions, lead.preferredContactMethod) },
  { header: 'Desired date', value: (lead) => day(lead.desiredDate) },
  { header: 'Preferred time', value: (lead) => labelOf(preferredTimeOptions, lead.preferredTime) },
  { header: 'Message', value: (lead) => lead.message },
  { header: 'Subscribed to updates', value: (lead) => (lead.subscribeToUpdates ? 'yes' : 'no') },
  { header: 'Assigned to', value: (lead) => userName(lead.assignee) },
  { header: 'Sent from page', value: (lead) => lead.source?.page },
]

const packageColumns: CsvColumn<PackagePurchase>[] = [
  { header: 'Received', value: (lead) => lead.createdAt },
  { header: 'Status', value: (lead) => labelOf(leadStatusOptions, lead.status) },
  { header: 'Package', value: (lead) => lead.packageName },
  { header: 'Price at request (USD)', value: (lead) => lead.packagePrice },
  { header: 'Name', value: (lead) => lead.customerName },
  { header: 'Email', value: (lead) => lead.email },
  { header: 'Phone', value: (lead) => lead.phone },
  { header: 'Company', value: (lead) => lead.company },
  { header: 'Timeline', value: (lead) => labelOf(timelineOptions, lead.estimatedTimeline) },
  { header: 'Project description', value: (lead) => lead.projectDescription },
  { header: 'Assigned to', value: (lead) => userName(lead.assignee) },
  { header: 'Sent from page', value: (lead) => lead.source?.page },
]

const columnsOf = { 'contact-submissions': contactColumns, 'package-purchases': packageColumns } as const

/**
 * GET /api/<leads>/export.csv[?where...]: the leads the admin list shows (same `where` query), newest first.
 * Staff and the owner only; runs with their access, so it can never return more than the list could.
 */
export function leadExportEndpoint(collection: LeadCollection): Endpoint {
  return {
    path: '/export.csv',
    method: 'get',
    handler: async (req) => {
      if (!hasRole(req.user, 'owner', 'staff')) return Response.json({ errors: [{ message: 'Sign in to export leads.' }] }, { status: 403 })
      const where = (req.query?.where ?? {}) as Where
      const { docs } = await req.payload.find({
        collection,
        where,
        sort: '-createdAt',
        pagination: false,
        depth: 1,
        overrideAccess: false,
        user: req.user,
        req,
      })
      const csv = toCsv(columnsOf[collection] as CsvColumn<(typeof docs)[number]>[], docs)
      const stamp = new Date().toISOString().slice(0, 10)
      return new Response(csv, {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${collection}-${stamp}.csv"`,
          'cache-control': personalCacheControl,
        },
      })
    },
  }
}
