import type { CollectionConfig, Field } from 'payload'

import type { LeadCollection } from '@/leads/constants'
import {
  emailStateFields,
  leadEmailKeyField,
  leadSourceField,
  leadStatusField,
  submissionKeyField,
} from '@/leads/admin/fields'
import { workflowFields } from '@/leads/admin/workflow'
import { reminderFields } from '@/leads/reminders/fields'
import { reviewRequestField } from '@/reviews/request-field'

/**
 * What every lead keeps beside what the visitor sent (its kind's table, src/leads/kinds): where it came from,
 * its status and how staff work it, the state of each of its emails, its review request and its reminders.
 */
export const leadRecordFields = (collection: LeadCollection): Field[] => [
  leadSourceField,
  leadEmailKeyField,
  submissionKeyField,
  leadStatusField,
  ...workflowFields,
  ...emailStateFields,
  reviewRequestField,
  ...reminderFields(collection),
]

/** The list view's "Export CSV" button, for the rows the list shows. */
export const exportCsvButton = (
  collection: LeadCollection,
): NonNullable<NonNullable<CollectionConfig['admin']>['components']> => ({
  beforeListTable: [
    {
      path: '@/components/admin/ExportCsvButton#ExportCsvButton',
      clientProps: { collectionSlug: collection },
    },
  ],
})
