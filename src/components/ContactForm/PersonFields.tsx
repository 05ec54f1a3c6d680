'use client'

import type { Control, FieldPath, FieldValues } from 'react-hook-form'

import { fieldsOf } from '@/components/ui/form'
import { TextField } from '@/components/ui/text-field'
import { limits } from '@/leads/schema'

type Props<Values extends FieldValues, Transformed> = {
  control: Control<Values, unknown, Transformed>
  idPrefix: string
  nameField: FieldPath<Values>
  copy: { nameLabel: string; emailLabel: string; phoneLabel: string; companyLabel: string }
  className: string
}

/** Who asks, in both lead forms; the form names its own name field. */
export function PersonFields<Values extends FieldValues, T>(props: Props<Values, T>) {
  const { copy, nameField } = props
  // Both forms' schemas have these fields; a generic form type cannot show it.
  const named = (name: string) => fieldsOf(props.control, props.idPrefix)(name as FieldPath<Values>)
  return (
    <div className={props.className}>
      <TextField
        {...named(nameField)}
        label={copy.nameLabel}
        required
        autoComplete="name"
        maxLength={limits.name}
      />
      <TextField
        {...named('email')}
        label={copy.emailLabel}
        required
        type="email"
        autoComplete="email"
        maxLength={limits.email}
      />
      <TextField
        {...named('phone')}
        label={copy.phoneLabel}
        type="tel"
        autoComplete="tel"
        maxLength={limits.phone}
      />
      <TextField
        {...named('company')}
        label={copy.companyLabel}
        autoComplete="organization"
        maxLength={limits.company}
      />
    </div>
  )
}
