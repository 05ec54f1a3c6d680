'use client'

import type { ReactNode } from 'react'
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form'

import type { Option } from '@/leads/options'

import { describedBy, FormField } from './form-field'
import { OptionSelect } from './option-select'

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
          <OptionSelect
            id={id}
            describedBy={describedBy(id, fieldState.error?.message)}
            invalid={fieldState.invalid}
            value={field.value as string | undefined}
            onChange={field.onChange}
            options={options}
            placeholder={placeholder}
          />
        </FormField>
      )}
    />
  )
}
