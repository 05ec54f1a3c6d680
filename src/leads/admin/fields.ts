import type {
  CollectionConfig,
  EmailField,
  Field,
  FieldAccess,
  FieldHook,
  GroupField,
  TextField,
} from 'payload'

import { isOwner } from '@/access/isOwner'
import { isStaffOrOwner, isStaffOrOwnerField } from '@/access/isStaffOrOwner'
import { deliveryFields } from '@/email/delivery-fields'

import { emailKeyFieldName, emailStateFieldName, type EmailKind } from '../constants'
import { emailKeyOf, isEmailAddress } from '../email-address'
import { emailStatusOptions, leadStatusOptions } from '../options'
import { messages } from '../schema'

const nobody: FieldAccess = () => false

/** Leads arrive only through the intake endpoints; staff read and work them; only the owner deletes. */
export const leadAccess: CollectionConfig['access'] = {
  create: () => false,
  read: isStaffOrOwner,
  update: isStaffOrOwner,
  delete: isOwner,
}

/** Fields only the server writes (intake and the email task, which override access). */
const serverOwned = { create: nobody, update: nobody } satisfies GroupField['access']

/** What the visitor sent is kept as sent: shown in the admin, never edited there nor through the API. */
export function asSent<Type extends Field>(field: Type): Type {
  return {
    ...field,
    access: { create: nobody, update: nobody },
    admin: { ...field.admin, readOnly: true },
  } as Type
}

/**
 * The visitor's address, checked by the forms' own rule instead of Payload's email validation: a lead the
 * intake stored always passes its collection's validation when staff save it.
 */
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

/**
 * The address as the site recognises a customer by (emailKeyOf), kept beside the email by every save, so
 * Payload's `equals` finds a customer's leads whatever the case they typed it in.
 */
export const leadEmailKeyField: TextField = {
  name: emailKeyFieldName,
  type: 'text',
  access: serverOwned,
  admin: { hidden: true },
  hooks: { beforeChange: [keyOfLeadEmail] },
}

/** The confirmation limit's lookup (intake/confirmation-limit.ts): an address's leads of the last hour. */
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
  admin: { position: 'sidebar' },
}

function emailStateField(kind: EmailKind, label: string): GroupField {
  return {
    name: emailStateFieldName[kind],
    label,
    type: 'group',
    access: serverOwned,
    admin: {
      position: 'sidebar',
      readOnly: true,
      components: { Cell: '@/components/admin/EmailStateCell#EmailStateCell' },
    },
    fields: [
      {
        name: 'status',
        type: 'select',
        required: true,
        defaultValue: 'queued',
        options: emailStatusOptions.map(({ value, label }) => ({ value, label })),
      },
      ...deliveryFields,
    ],
  }
}

export const emailStateFields: Field[] = [
  emailStateField('notification', 'Team notification email'),
  emailStateField('confirmation', 'Visitor confirmation email'),
]

/** Where the lead came from: the page it was sent from, that page's referrer and its utm_* parameters. */
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
        components: { Field: '@/components/admin/UtmParametersField#UtmParametersField' },
      },
    },
  ],
}

/**
 * The Idempotency-Key the browser sent with the request, scoped to what it sent (a digest of both,
 * src/leads/intake/submission.ts): a repeat of the same submit (a retry after a timeout) finds the lead it
 * already made instead of making a second one. Unique: one lead per submit.
 */
export const submissionKeyField: TextField = {
  name: 'submissionKey',
  type: 'text',
  unique: true,
  access: serverOwned,
  admin: { hidden: true },
}
