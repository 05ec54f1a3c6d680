'use client'

import type { ReactNode } from 'react'
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form'

import type { Option } from '@/leads/options'

import { describedBy, FormField } from './form-field'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select'

export function SelectField<Values extends FieldValues, Transformed = Values>({
  control,
  name,
  id,
  label,
  options,
  placeholder,
}: {
  control: Control<Values, unknown, Transformed>
  name: FieldPathByValue<Values, string | undefined>
  id: string
  label: ReactNode
  options: readonly Pick<Option, 'value' | 'label'>[]
  placeholder: string
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField id={id} label={label} error={fieldState.error?.message}>
          <Select value={(field.value as string | undefined) || ''} onValueChange={field.onChange}>
            <SelectTrigger
              id={id}
              aria-describedby={describedBy(id, fieldState.error?.message)}
              aria-invalid={fieldState.invalid || undefined}
            >
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
      )}
    />
  )
}
