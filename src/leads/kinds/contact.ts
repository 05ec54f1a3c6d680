import { leadEmailField } from '../admin/fields'
import {
  budgetRangeOptions,
  contactMethodOptions,
  defaultContactMethod,
  defaultUrgency,
  preferredTimeOptions,
  serviceTypeOptions,
  urgencyOptions,
} from '../options'
import { count, day, yesNo, type LeadField } from './table'

const urgencyText = (value: unknown) => {
  const urgency = urgencyOptions.find((option) => option.value === value)
  return urgency ? `${urgency.label} (${urgency.description})` : ''
}

export const contactLeadFields = [
  { name: 'name', label: 'Name', row: 'who', field: { type: 'text', required: true } },
  { name: 'email', label: 'Email', row: 'who', field: leadEmailField },
  { name: 'phone', label: 'Phone', row: 'reach' },
  { name: 'company', label: 'Company', row: 'reach' },
  { name: 'subject', label: 'Subject' },
  { name: 'serviceType', label: 'Service type', options: serviceTypeOptions, row: 'what' },
  {
    name: 'budgetRange',
    label: 'Budget range',
    options: budgetRangeOptions,
    row: 'what',
    // Text, not a select: GraphQL makes enums of select values; "Under $500" is no enum name.
    field: {
      type: 'text',
      validate: (value: string | null | undefined) =>
        !value ||
        budgetRangeOptions.some((option) => option.value === value) ||
        'Choose one of the listed budgets',
    },
  },
  {
    name: 'servicesNeeded',
    label: 'Services needed',
    options: serviceTypeOptions,
    field: { hasMany: true },
  },
  {
    name: 'preferredContactMethod',
    label: 'Preferred contact method',
    options: contactMethodOptions,
    row: 'when',
    field: { defaultValue: defaultContactMethod },
  },
  {
    name: 'desiredDate',
    label: 'Desired date',
    reads: day,
    row: 'when',
    field: { type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
  },
  { name: 'preferredTime', label: 'Preferred time', options: preferredTimeOptions, row: 'when' },
  {
    name: 'urgency',
    label: 'Urgency',
    options: urgencyOptions,
    reads: urgencyText,
    row: 'when',
    field: {
      defaultValue: defaultUrgency,
      index: true,
      admin: { components: { Cell: '@/leads/admin/UrgencyCell#UrgencyCell' } },
    },
  },
  { name: 'message', label: 'Message', field: { type: 'textarea', required: true } },
  {
    name: 'attachments',
    label: 'Attachments',
    reads: count,
    field: { type: 'relationship', relationTo: 'lead-attachments', hasMany: true },
  },
  {
    name: 'subscribeToUpdates',
    label: 'Subscribed to updates',
    reads: yesNo,
    row: 'consent',
    field: { type: 'checkbox', defaultValue: false },
  },
  {
    name: 'agreeToContact',
    label: 'Agreed to be contacted',
    reads: yesNo,
    row: 'consent',
    field: { type: 'checkbox', defaultValue: false },
  },
] as const satisfies readonly LeadField[]
