import type {
  CollectionConfig,
  EmailField,
  Field,
  FieldAccess,
  FieldHook,
  GroupField,
  TextField,
} from 'payload'

import { isOwner } from '@/users/access/isOwner'
import { isStaffOrOwner, isStaffOrOwnerField } from '@/users/access/isStaffOrOwner'
import { deliveryFields } from '@/email/delivery-fields'

import { emailKeyFieldName, emailStateFieldName } from '../constants'
import { emailKeyOf, isEmailAddress } from '../email-address'
import { emailStatusOptions, leadStatusOptions, type Option } from '../options'
import { messages } from '../schema'

export const nobody: FieldAccess = () => false

/** Leads arrive only through the intake endpoints; only the owner deletes. */
export const leadAccess: CollectionConfig['access'] = {
  create: () => false,
  read: isStaffOrOwner,
  update: isStaffOrOwner,
  delete: isOwner,
}

/** Written only by the intake and the email tasks, which override access. */
export const serverOwned = { create: nobody, update: nobody } satisfies GroupField['access']

/** What the visitor sent is kept as sent: never edited in the admin nor through the API. */
export function asSent<Type extends Field>(field: Type): Type {
  return {
    ...field,
    access: { create: nobody, update: nobody },
    admin: { ...field.admin, readOnly: true },
  } as Type
}

/** Checked by the forms' own rule, so a lead the intake stored always passes when staff save it. */
export const leadEmailField: EmailField = asSent({
  name: 'email',
  type: 'email',
  required: true,
  validate: (value: string | null | undefined) =>
    value ? isEmailAddress(value) || messages.email : messages.required,
})

const keyOfLeadEmail: FieldHook = ({ siblingData, originalDoc }) => {
  const email: unknown = siblingData.email ?? originalDoc?.email
  return typeof email === 'string' ? emailKeyOf(email) : undefined
}

/** Saved beside the email, so Payload's `equals` finds a customer's leads in any case. */
export const leadEmailKeyField: TextField = {
  name: emailKeyFieldName,
  type: 'text',
  access: serverOwned,
  admin: { hidden: true },
  hooks: { beforeChange: [keyOfLeadEmail] },
}

/** For finding an address's leads (a customer's review opt-out). */
export const leadAddressIndexes: NonNullable<CollectionConfig['indexes']> = [
  { fields: [emailKeyFieldName, 'createdAt'] },
]

export const leadStatusField: Field = {
  name: 'status',
  type: 'select',
  required: true,
  defaultValue: 'new',
  options: leadStatusOptions.map(({ value, label }) => ({ value, label })),
  index: true,
  access: { create: nobody, update: isStaffOrOwnerField },
}

/** An email's delivery state: its status and the columns the email claim reads and writes. */
export const deliveryStateField = (
  field: { name: string; label: string; admin?: GroupField['admin'] },
  options: readonly Option[],
  startsQueued = true,
): GroupField => ({
  ...field,
  type: 'group',
  access: serverOwned,
  admin: { position: 'sidebar', readOnly: true, ...field.admin },
  fields: [
    {
      name: 'status',
      type: 'select',
      ...(startsQueued && { required: true, defaultValue: 'queued' }),
      options: options.map(({ value, label }) => ({ value, label })),
    },
    ...deliveryFields,
  ],
})

const emailStateCell = { components: { Cell: '@/leads/admin/EmailStateCell#EmailStateCell' } }

export const emailStateFields: Field[] = (
  [
    ['notification', 'Team notification email'],
    ['confirmation', 'Visitor confirmation email'],
  ] as const
).map(([kind, label]) =>
  deliveryStateField(
    { name: emailStateFieldName[kind], label, admin: emailStateCell },
    emailStatusOptions,
  ),
)

export const leadSourceField: GroupField = {
  name: 'source',
  type: 'group',
  access: serverOwned,
  admin: { readOnly: true },
  fields: [
    { name: 'page', type: 'text' },
    { name: 'referrer', type: 'text' },
    {
      name: 'utm',
      type: 'json',
      admin: {
        description: 'utm_* parameters of the page',
        components: { Field: '@/leads/admin/UtmParametersField#UtmParametersField' },
      },
    },
  ],
}

/**
 * A digest of the browser's Idempotency-Key and what it sent; unique, so a retried submit finds the
 * lead it already made instead of making a second one.
 */
export const submissionKeyField: TextField = {
  name: 'submissionKey',
  type: 'text',
  unique: true,
  access: serverOwned,
  admin: { hidden: true },
}
