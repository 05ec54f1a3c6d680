import type { CollectionConfig } from 'payload'

import { emailStateFields, leadAccess, leadSourceField, leadStatusField, asSent, selectOf } from '@/leads/fields'
import {
  budgetRangeOptions,
  contactMethodOptions,
  defaultContactMethod,
  defaultUrgency,
  preferredTimeOptions,
  serviceTypeOptions,
  urgencyOptions,
} from '@/leads/options'

/** Service requests sent from the contact section's form (POST /api/contact). */
export const ContactSubmissions: CollectionConfig<'contact-submissions'> = {
  slug: 'contact-submissions',
  labels: { singular: 'Service request', plural: 'Service requests' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'serviceType', 'urgency', 'status', 'createdAt'],
    group: 'Leads',
  },
  defaultSort: '-createdAt',
  access: leadAccess,
  fields: [
    {
      type: 'row',
      fields: [
        asSent({ name: 'name', type: 'text', required: true }),
        asSent({ name: 'email', type: 'email', required: true }),
      ],
    },
    {
      type: 'row',
      fields: [asSent({ name: 'phone', type: 'text' }), asSent({ name: 'company', type: 'text' })],
    },
    asSent({ name: 'subject', type: 'text' }),
    {
      type: 'row',
      fields: [
        selectOf('serviceType', serviceTypeOptions),
        selectOf('budgetRange', budgetRangeOptions),
      ],
    },
    selectOf('servicesNeeded', serviceTypeOptions, { hasMany: true }),
    {
      type: 'row',
      fields: [
        selectOf('preferredContactMethod', contactMethodOptions, { defaultValue: defaultContactMethod }),
        // Stored at noon UTC so the picked calendar day reads the same in every time zone.
        asSent({ name: 'desiredDate', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } }),
        selectOf('preferredTime', preferredTimeOptions),
        selectOf('urgency', urgencyOptions, { defaultValue: defaultUrgency }),
      ],
    },
    asSent({ name: 'message', type: 'textarea', required: true }),
    asSent({ name: 'attachments', type: 'text', hasMany: true }),
    {
      type: 'row',
      fields: [
        asSent({ name: 'subscribeToUpdates', type: 'checkbox', defaultValue: false }),
        asSent({ name: 'agreeToContact', type: 'checkbox', defaultValue: false }),
      ],
    },
    leadSourceField,
    leadStatusField,
    ...emailStateFields,
  ],
}
