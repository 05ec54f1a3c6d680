'use client'

import type { ReactNode } from 'react'
import { useController, type FieldValues } from 'react-hook-form'

import type { Option } from '@/leads/options'

import type { FieldBinding } from './form'
import { fieldControlProps, FormField } from './form-field'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select'

export function SelectField<Values extends FieldValues, Transformed = Values>({
  control,
  name,
  id,
  label,
  options,
  placeholder,
}: FieldBinding<Values, Transformed, string | undefined> & {
  label: ReactNode
  options: readonly Pick<Option, 'value' | 'label'>[]
  placeholder: string
}) {
  const { field, fieldState } = useController({ control, name })
  const error = fieldState.error?.message
  return (
    <FormField id={id} label={label} error={error}>
      <Select value={(field.value as string | undefined) || ''} onValueChange={field.onChange}>
        <SelectTrigger {...fieldControlProps(id, error)}>
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </FormField>
  )
}
