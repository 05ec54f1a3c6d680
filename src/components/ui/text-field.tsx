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

/** Props the field sets on its control itself, from its own props and the form's registration. */
type OwnProps =
  | keyof FieldProps<FieldValues, unknown>
  | 'onChange'
  | 'onBlur'
  | 'ref'
  | 'aria-invalid'
  | 'aria-describedby'

/** The field's error and the attributes of its control; the field re-renders alone when its error changes. */
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

/** A labelled text input registered on the form, with its hint and error. */
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

/** A labelled textarea registered on the form, with its hint and error. */
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
