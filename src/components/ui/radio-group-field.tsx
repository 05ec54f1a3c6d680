'use client'

import { useController, type FieldValues } from 'react-hook-form'

import type { Option } from '@/leads/options'
import { cn } from '@/lib/utils'

import type { FieldBinding } from './form'
import { Label } from './label'
import { RadioGroup, RadioGroupItem } from './radio-group'

type RadioOption = Pick<Option, 'value' | 'label'> & { readonly description?: string }

/** Each option's id is the field's id and its value; an option with a description shows as a card. */
export function RadioGroupField<Values extends FieldValues, Transformed = Values>({
  control,
  name,
  id: idPrefix,
  legend,
  options,
  className,
}: FieldBinding<Values, Transformed, string | undefined> & {
  legend: string
  options: readonly RadioOption[]
  className?: string
}) {
  const { field } = useController({ control, name })
  return (
    <fieldset data-slot="radio-group-field">
      <legend className="mb-3 text-base font-semibold text-slate-900">{legend}</legend>
      <RadioGroup
        value={field.value as string | undefined}
        onValueChange={field.onChange}
        className={className}
        aria-label={legend}
      >
        {options.map((option) => {
          const id = `${idPrefix}-${option.value}`
          const card = option.description !== undefined
          return (
            <div
              key={option.value}
              className={cn(
                'flex min-h-11 gap-3',
                card ? 'items-start rounded-md border border-slate-200 p-3' : 'items-center',
              )}
            >
              <RadioGroupItem id={id} value={option.value} className={cn(card && 'mt-0.5')} />
              <Label htmlFor={id} className={cn('font-normal', card && 'flex flex-col')}>
                {card ? (
                  <>
                    <span className="font-semibold">{option.label}</span>
                    <span className="text-slate-700">{option.description}</span>
                  </>
                ) : (
                  option.label
                )}
              </Label>
            </div>
          )
        })}
      </RadioGroup>
    </fieldset>
  )
}
