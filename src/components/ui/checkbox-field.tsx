'use client'

import type { ReactNode } from 'react'
import { useController, type FieldValues } from 'react-hook-form'

import { Checkbox } from './checkbox'
import type { FieldBinding } from './form'
import { Label } from './label'

/** Shows no message of its own: the form says what it needs (the contact form in a toast). */
export function CheckboxField<Values extends FieldValues, Transformed = Values>({
  control,
  name,
  id,
  label,
  required,
}: FieldBinding<Values, Transformed, boolean | undefined> & {
  label: ReactNode
  /** Marks the label; the form's schema decides what is required. */
  required?: boolean
}) {
  const { field, fieldState } = useController({ control, name })
  const { ref, value, onChange } = field
  return (
    <div data-slot="checkbox-field" className="flex items-start gap-3">
      <Checkbox
        id={id}
        ref={ref}
        checked={value === true}
        onCheckedChange={(checked) => onChange(checked === true)}
        aria-invalid={fieldState.invalid || undefined}
        className="mt-0.5"
      />
      <Label htmlFor={id} className="font-normal">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </Label>
    </div>
  )
}
