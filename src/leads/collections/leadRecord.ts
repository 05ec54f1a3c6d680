import type { CollectionConfig, Field } from 'payload'

import type { LeadCollection } from '@/leads/constants'
import {
  emailStateFields,
  leadEmailKeyField,
  leadSourceField,
  leadStatusField,
  submissionKeyField,
} from '@/leads/admin/fields'
import { assigneeField, notesField, statusHistoryField } from '@/leads/admin/workflow'
import { leadCollectionFields, type LeadField } from '@/leads/kinds'
import { reminderFields } from '@/leads/reminders/fields'
import { reviewRequestField } from '@/reviews/request-field'

/**
 * The summary, then what staff change, then what the visitor sent: on a phone the sidebar stacks below
 * the main column, so what staff need first is at the top of it.
 */
export const leadRecordFields = (
  collection: LeadCollection,
  sent: readonly LeadField[],
): Field[] => [
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
  ...reminderFields(collection),
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
]

export const exportCsvButton = (
  collection: LeadCollection,
): NonNullable<NonNullable<CollectionConfig['admin']>['components']> => ({
  beforeListTable: [
    {
      path: '@/leads/admin/ExportCsvButton#ExportCsvButton',
      clientProps: { collectionSlug: collection },
    },
  ],
})
