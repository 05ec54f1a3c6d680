import type { Endpoint, Where } from 'payload'

import { serverEnv } from '@/config/env'
import type { ContactSubmission, PackagePurchase, User } from '@/payload-types'
import { personalCacheControl } from '@/server/http/cache-control.mjs'
import { hasRole } from '@/users/roles'

import type { LeadCollection } from '../constants'
import { csvTime, toCsv, type CsvColumn } from './csv'
import { leadFieldsOf, listedFields, readLeadField } from '../kinds'
import { labelOf, leadStatusOptions } from '../options'

const userName = (user: string | User | null | undefined) =>
  user && typeof user === 'object' ? user.name || user.username || user.email : ''

type Lead = ContactSubmission | PackagePurchase

const localTime = (iso: string | null | undefined) => csvTime(iso, serverEnv().SITE_TIME_ZONE)

const notesOf = (lead: Lead) =>
  (lead.notes ?? [])
    .map((note) => `${localTime(note.writtenAt)} ${userName(note.author)}: ${note.text}`)
    .join('\n')

const utmOf = (lead: Lead) =>
  lead.source?.utm && typeof lead.source.utm === 'object'
    ? Object.entries(lead.source.utm)
        .map(([key, value]) => `${key}=${String(value)}`)
        .join('; ')
    : ''

function columnsOf(collection: LeadCollection): CsvColumn<Lead>[] {
  return [
    { header: 'Received', value: (lead) => localTime(lead.createdAt) },
    { header: 'Status', value: (lead) => labelOf(leadStatusOptions, lead.status) },
    ...listedFields(leadFieldsOf[collection]).map((field): CsvColumn<Lead> => ({
      header: field.label,
      value: (lead) => readLeadField(field, lead),
    })),
    { header: 'Assigned to', value: (lead) => userName(lead.assignee) },
    { header: 'Internal notes', value: notesOf },
    { header: 'Sent from page', value: (lead) => lead.source?.page },
    { header: 'Referrer', value: (lead) => lead.source?.referrer },
    { header: 'UTM parameters', value: utmOf },
  ]
}

/** Runs with the reader's access and the list's `where`, so it never returns more than the list. */
export function leadExportEndpoint(collection: LeadCollection): Endpoint {
  return {
    path: '/export.csv',
    method: 'get',
    handler: async (req) => {
      if (!hasRole(req.user, 'owner', 'staff'))
        return Response.json({ errors: [{ message: 'Sign in to export leads.' }] }, { status: 403 })
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
      const csv = toCsv(columnsOf(collection), docs)
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
