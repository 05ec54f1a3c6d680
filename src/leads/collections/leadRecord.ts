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
