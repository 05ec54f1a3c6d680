import type { ReactNode } from 'react'

import { Label } from '@/components/ui/label'
import { cn } from '@/lib/utils'

export const describedBy = (id: string, error?: string, hint?: boolean) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined

export const fieldControlProps = (id: string, error?: string, hint?: boolean) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': describedBy(id, error, hint),
})

/** Announced when it appears. */
export function FieldError({
  id,
  error,
  className,
}: {
  id: string
  error?: string
  className?: string
}) {
  if (!error) return null
  return (
    <p
      id={`${id}-error`}
      data-slot="field-error"
      role="alert"
      className={cn('text-sm font-semibold text-red-700', className)}
    >
      {error}
    </p>
  )
}

export function FormField({
  id,
  label,
  required,
  error,
  hint,
  children,
}: {
  id: string
  label: ReactNode
  required?: boolean
  error?: string
  hint?: ReactNode
  children: ReactNode
}) {
  return (
    <div data-slot="form-field" className="flex min-w-0 flex-col gap-2">
      <Label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </Label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  )
}
