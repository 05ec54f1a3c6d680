'use client'

import type { ComponentProps } from 'react'
import {
  useFormState,
  type Control,
  type FieldPath,
  type FieldPathByValue,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form'

import { applyServerFieldErrors, requestErrorMessage } from '@/lib/api'

import { Button } from './button'
import { toast } from './use-toast'

/** What a field takes to bind itself to its form; `name` is one of the fields holding a `Value`. */
export type FieldBinding<Values extends FieldValues, Transformed, Value = unknown> = {
  control: Control<Values, unknown, Transformed>
  name: FieldPathByValue<Values, Value>
  id: string
}

export const fieldsOf =
  <V extends FieldValues, T>(control: Control<V, unknown, T>, idPrefix: string) =>
  <Name extends FieldPath<V>>(name: Name, id = `${idPrefix}-${name}`) => ({ control, name, id })

export function SubmitButton<V extends FieldValues, T>({
  control,
  copy,
  ...props
}: {
  control: Control<V, unknown, T>
  copy: { submitLabel: string; sendingLabel: string }
} & Omit<ComponentProps<typeof Button>, 'type' | 'disabled'>) {
  const { isSubmitting } = useFormState({ control })
  return (
    <Button type="submit" disabled={isSubmitting} {...props}>
      {isSubmitting ? copy.sendingLabel : copy.submitLabel}
    </Button>
  )
}

export async function sendWithToast<V extends FieldValues, T>(
  form: Pick<UseFormReturn<V, unknown, T>, 'reset' | 'setError'>,
  defaultValues: V,
  copy: Record<'successTitle' | 'successText' | 'errorTitle' | 'errorText', string>,
  send: () => Promise<unknown>,
): Promise<boolean> {
  try {
    await send()
    toast({ title: copy.successTitle, description: copy.successText })
    form.reset(defaultValues)
    return true
  } catch (error) {
    applyServerFieldErrors(error, defaultValues, form.setError)
    const description = requestErrorMessage(error) ?? copy.errorText
    toast({ variant: 'destructive', title: copy.errorTitle, description })
    return false
  }
}
