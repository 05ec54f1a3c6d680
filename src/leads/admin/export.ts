import type { Endpoint, Where } from 'payload'

import type { ContactSubmission, PackagePurchase, User } from '@/payload-types'
import { personalCacheControl } from '@/server/http/cache-control.mjs'
import { hasRole } from '@/users/roles'

import type { LeadCollection } from '../constants'
import { toCsv, type CsvColumn } from './csv'
import { leadFieldsOf, listedFields, readLeadField } from '../kinds'
import { labelOf, leadStatusOptions } from '../options'

const userName = (user: string | User | null | undefined) =>
  user && typeof user === 'object' ? user.name || user.username || user.email : ''

type Lead = ContactSubmission | PackagePurchase

function columnsOf(collection: LeadCollection): CsvColumn<Lead>[] {
  return [
    { header: 'Received', value: (lead) => lead.createdAt },
    { header: 'Status', value: (lead) => labelOf(leadStatusOptions, lead.status) },
    ...listedFields(leadFieldsOf[collection]).map((field): CsvColumn<Lead> => ({
      header: field.label,
      value: (lead) => readLeadField(field, lead),
    })),
    { header: 'Assigned to', value: (lead) => userName(lead.assignee) },
    { header: 'Sent from page', value: (lead) => lead.source?.page },
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
