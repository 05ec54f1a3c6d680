'use client'

import { useController, type FieldValues } from 'react-hook-form'

import type { Option } from '@/leads/options'

import { Checkbox } from './checkbox'
import type { FieldBinding } from './form'
import { Label } from './label'

const idSuffix = (value: string) => value.replace(/[^a-z]+/gi, '-').toLowerCase()

/** Each checkbox's id is the field's id and its option's value, made fit for an id. */
export function CheckboxGroupField<Values extends FieldValues, Transformed = Values>({
  control,
  name,
  id: idPrefix,
  legend,
  options,
}: FieldBinding<Values, Transformed, string[] | undefined> & {
  legend: string
  options: readonly Pick<Option, 'value' | 'label'>[]
}) {
  const { field } = useController({ control, name })
  const chosen: string[] = field.value ?? []
  return (
    <fieldset data-slot="checkbox-group-field" className="flex flex-col gap-3">
      <legend className="mb-3 text-base font-semibold text-slate-900">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {options.map((option) => {
          const id = `${idPrefix}-${idSuffix(option.value)}`
          return (
            <div key={option.value} className="flex min-h-11 items-center gap-3">
              <Checkbox
                id={id}
                checked={chosen.includes(option.value)}
                onCheckedChange={(checked) =>
                  field.onChange(
                    checked === true
                      ? [...chosen, option.value]
                      : chosen.filter((value) => value !== option.value),
                  )
                }
              />
              <Label htmlFor={id} className="font-normal">
                {option.label}
              </Label>
            </div>
          )
        })}
      </div>
    </fieldset>
  )
}
