import { leadEmailField } from '../admin/fields'
import { timelineOptions } from '../options'
import { dollars, type LeadField } from './table'

export const packageLeadFields = [
  // Name and price as they were when the visitor asked; the linked package may change later.
  {
    name: 'packageName',
    label: 'Package',
    row: 'package',
    field: { type: 'text', required: true },
  },
  {
    name: 'packagePrice',
    label: 'Price at request',
    reads: dollars,
    row: 'package',
    field: {
      type: 'number',
      admin: { description: 'Whole US dollars at the time of the request' },
    },
  },
  {
    name: 'package',
    label: 'Package on the site',
    listed: false,
    row: 'package',
    field: { type: 'relationship', relationTo: 'packages' },
  },
  { name: 'customerName', label: 'Name', row: 'who', field: { type: 'text', required: true } },
  { name: 'email', label: 'Email', row: 'who', field: leadEmailField },
  { name: 'phone', label: 'Phone', row: 'reach' },
  { name: 'company', label: 'Company', row: 'reach' },
  { name: 'estimatedTimeline', label: 'Preferred timeline', options: timelineOptions },
  { name: 'projectDescription', label: 'Project description', field: { type: 'textarea' } },
] as const satisfies readonly LeadField[]
