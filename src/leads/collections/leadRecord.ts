import type { CollectionConfig } from 'payload'

import type { LeadCollection } from '@/leads/constants'
import {
  emailStateFields,
  leadAccess,
  leadAddressIndexes,
  leadEmailKeyField,
  leadSourceField,
  leadStatusField,
  submissionKeyField,
} from '@/leads/admin/fields'
import { leadExportEndpoint } from '@/leads/admin/export'
import { recordStatusChange } from '@/leads/admin/hooks/recordStatusChange'
import { stampNotes } from '@/leads/admin/hooks/stampNotes'
import { assigneeField, notesField, statusHistoryField } from '@/leads/admin/workflow'
import { leadCollectionFields, type LeadField } from '@/leads/kinds'
import { reminderFields } from '@/leads/reminders/fields'
import { markReviewRequest } from '@/reviews/hooks/markReviewRequest'
import { queueReviewRequest } from '@/reviews/hooks/queueReviewRequest'
import { reviewRequestEndpoints } from '@/reviews/request-endpoint'
import { reviewRequestField } from '@/reviews/request-field'

/** What both lead kinds share; each gives its labels, list columns, search and order. */
export const leadCollection = <Slug extends LeadCollection>(
  slug: Slug,
  sent: readonly LeadField[],
  { admin, ...own }: Pick<CollectionConfig<Slug>, 'labels' | 'defaultSort' | 'admin'>,
): CollectionConfig<Slug> => ({
  slug,
  ...own,
  admin: {
    ...admin,
    group: 'Leads',
    components: {
      beforeListTable: [
        {
          path: '@/leads/admin/ExportCsvButton#ExportCsvButton',
          clientProps: { collectionSlug: slug },
        },
      ],
    },
  },
  indexes: leadAddressIndexes,
  access: leadAccess,
  endpoints: [leadExportEndpoint(slug), ...reviewRequestEndpoints(slug)],
  hooks: {
    beforeChange: [recordStatusChange, stampNotes, markReviewRequest],
    afterChange: [queueReviewRequest],
  },
  // Summary, then what staff change, then what the visitor sent: on a phone the sidebar stacks
  // below the main column, so what staff need first is at its top.
  fields: [
    {
      name: 'summary',
      type: 'ui',
      admin: { components: { Field: '@/leads/admin/LeadSummary#LeadSummary' } },
    },
    { type: 'row', fields: [leadStatusField, assigneeField] },
    notesField,
    ...leadCollectionFields(sent),
    leadSourceField,
    leadEmailKeyField,
    submissionKeyField,
    statusHistoryField,
    ...emailStateFields,
    reviewRequestField,
    ...reminderFields(slug),
    // Payload's own timestamp, given a label and a cell that reads as the lead's age in the list.
    {
      name: 'createdAt',
      label: 'Received',
      type: 'date',
      index: true,
      admin: {
        hidden: true,
        disableBulkEdit: true,
        components: { Cell: '@/leads/admin/ReceivedCell#ReceivedCell' },
      },
    },
  ],
})
