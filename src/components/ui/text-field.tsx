'use client'

import type { ComponentType, ReactNode } from 'react'
import { get, useFormState, type FieldValues } from 'react-hook-form'

import type { FieldBinding } from './form'
import { fieldControlProps, FormField } from './form-field'
import { Input } from './input'
import { Textarea } from './textarea'

type FieldProps<Values extends FieldValues, Transformed> = FieldBinding<Values, Transformed> & {
  label: ReactNode
  /** Marks the label; the form's schema decides what is required. */
  required?: boolean
  hint?: ReactNode
}

type OwnProps =
  keyof FieldProps<FieldValues, unknown> | 'onChange' | 'onBlur' | 'ref' | 'aria-invalid'

/** A registered text control in its labelled field; it re-renders alone when its error changes. */
function textField<Props extends object>(Control: ComponentType<Props>) {
  return function Field<Values extends FieldValues, Transformed = Values>({
    control,
    name,
    id,
    label,
    required,
    hint,
    ...props
  }: FieldProps<Values, Transformed> & Omit<Props, OwnProps | 'aria-describedby'>) {
    const { errors } = useFormState({ control, name })
    const error = get<typeof errors, { message?: string } | undefined>(errors, name)?.message
    const controlProps = {
      ...fieldControlProps(id, error, Boolean(hint)),
      ...control.register(name),
    }
    return (
      <FormField id={id} label={label} required={required} error={error} hint={hint}>
        <Control {...({ ...props, ...controlProps } as Props)} />
      </FormField>
    )
  }
}

export const TextField = textField(Input)
export const TextareaField = textField(Textarea)
