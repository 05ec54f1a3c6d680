'use client'

import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form'

import type { Option } from '@/leads/options'

import { Label } from './label'
import { RadioGroup, RadioGroupItem } from './radio-group'

type RadioOption = Pick<Option, 'value' | 'label'> & { readonly description?: string }

/** An option with a description shows as a card. */
export function RadioGroupField<Values extends FieldValues, Transformed = Values>({
  control,
  name,
  id: idPrefix,
  legend,
  options,
  className,
}: {
  control: Control<Values, unknown, Transformed>
  name: FieldPathByValue<Values, string | undefined>
  /** Each option's id is this id and its value. */
  id: string
  legend: string
  options: readonly RadioOption[]
  className?: string
}) {
  return (
    <fieldset data-slot="radio-group-field">
      <legend className="mb-3 text-base font-semibold text-slate-900">{legend}</legend>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <RadioGroup
            value={field.value as string | undefined}
            onValueChange={field.onChange}
            className={className}
            aria-label={legend}
          >
            {options.map((option) => {
              const id = `${idPrefix}-${option.value}`
              return option.description === undefined ? (
                <div key={option.value} className="flex min-h-11 items-center gap-3">
                  <RadioGroupItem id={id} value={option.value} />
                  <Label htmlFor={id} className="font-normal">
                    {option.label}
                  </Label>
                </div>
              ) : (
                <div
                  key={option.value}
                  className="flex min-h-11 items-start gap-3 rounded-md border border-slate-200 p-3"
                >
                  <RadioGroupItem id={id} value={option.value} className="mt-0.5" />
                  <Label htmlFor={id} className="flex flex-col font-normal">
                    <span className="font-semibold">{option.label}</span>
                    <span className="text-slate-700">{option.description}</span>
                  </Label>
                </div>
              )
            })}
          </RadioGroup>
        )}
      />
    </fieldset>
  )
}
