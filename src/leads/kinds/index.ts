import type { LeadCollection } from '../constants'
import { contactLeadFields } from './contact'
import { packageLeadFields } from './package'
import type { LeadField } from './table'

export * from './table'
export { contactLeadFields, packageLeadFields }

export const leadFieldsOf: Record<LeadCollection, readonly LeadField[]> = {
  'contact-submissions': contactLeadFields,
  'package-purchases': packageLeadFields,
}
