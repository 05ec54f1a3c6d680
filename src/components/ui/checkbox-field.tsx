'use client'

import type { ReactNode } from 'react'
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form'

import { Checkbox } from './checkbox'
import { Label } from './label'

/**
 * A yes-or-no form field: a checkbox with its label beside it. An invalid box is marked for screen readers
 * and takes the focus when the form is refused; what it needs is the form's to say (the contact form says it
 * in a toast), so it shows no message of its own.
 */
export function CheckboxField<Values extends FieldValues, Transformed = Values>({
  control,
  name,
  id,
  label,
  required,
}: {
  control: Control<Values, unknown, Transformed>
  name: FieldPathByValue<Values, boolean | undefined>
  id: string
  label: ReactNode
  /** Marks the label; the form's schema decides what is required. */
  required?: boolean
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <div data-slot="checkbox-field" className="flex items-start gap-3">
          <Checkbox
            id={id}
            ref={field.ref}
            checked={field.value === true}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            aria-invalid={fieldState.invalid || undefined}
            className="mt-0.5"
          />
          <Label htmlFor={id} className="font-normal">
            {label}
            {required ? <span aria-hidden="true"> *</span> : null}
          </Label>
        </div>
      )}
    />
  )
}
