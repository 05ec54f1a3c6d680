import type { LeadCollection } from '../constants'
import { contactLeadFields } from './contact'
import { packageLeadFields } from './package'
import type { LeadField } from './table'

export { contactLeadFields } from './contact'
export { packageLeadFields } from './package'
export {
  leadCollectionFields,
  leadFieldRows,
  listedFields,
  readLeadField,
  type LeadField,
} from './table'

export const leadFieldsOf: Record<LeadCollection, readonly LeadField[]> = {
  'contact-submissions': contactLeadFields,
  'package-purchases': packageLeadFields,
}
