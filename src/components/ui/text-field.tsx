'use client'

import type { ComponentProps, ReactNode } from 'react'
import { get, useFormState, type Control, type FieldPath, type FieldValues } from 'react-hook-form'

import { fieldControlProps, FormField } from './form-field'
import { Input } from './input'
import { Textarea } from './textarea'

type FieldProps<Values extends FieldValues, Transformed> = {
  control: Control<Values, unknown, Transformed>
  name: FieldPath<Values>
  id: string
  label: ReactNode
  /** Marks the label; the form's schema decides what is required. */
  required?: boolean
  hint?: ReactNode
}

type OwnProps =
  | keyof FieldProps<FieldValues, unknown>
  | 'onChange'
  | 'onBlur'
  | 'ref'
  | 'aria-invalid'
  | 'aria-describedby'

/** The field re-renders alone when its error changes. */
function useTextField<Values extends FieldValues, Transformed>(
  control: Control<Values, unknown, Transformed>,
  name: FieldPath<Values>,
  id: string,
  hint: ReactNode,
) {
  const { errors } = useFormState({ control, name })
  const error = get<typeof errors, { message?: string } | undefined>(errors, name)?.message
  return {
    error,
    controlProps: { ...fieldControlProps(id, error, Boolean(hint)), ...control.register(name) },
  }
}

export function TextField<Values extends FieldValues, Transformed = Values>({
  control,
  name,
  id,
  label,
  required,
  hint,
  ...inputProps
}: FieldProps<Values, Transformed> & Omit<ComponentProps<typeof Input>, OwnProps>) {
  const { error, controlProps } = useTextField(control, name, id, hint)
  return (
    <FormField id={id} label={label} required={required} error={error} hint={hint}>
      <Input {...inputProps} {...controlProps} />
    </FormField>
  )
}

export function TextareaField<Values extends FieldValues, Transformed = Values>({
  control,
  name,
  id,
  label,
  required,
  hint,
  ...textareaProps
}: FieldProps<Values, Transformed> & Omit<ComponentProps<typeof Textarea>, OwnProps>) {
  const { error, controlProps } = useTextField(control, name, id, hint)
  return (
    <FormField id={id} label={label} required={required} error={error} hint={hint}>
      <Textarea {...textareaProps} {...controlProps} />
    </FormField>
  )
}
