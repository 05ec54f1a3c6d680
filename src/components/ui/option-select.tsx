'use client'

import type { Option } from '@/leads/options'

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select'

export function OptionSelect({
  id,
  value,
  onChange,
  options,
  placeholder,
  describedBy,
  invalid,
}: {
  id: string
  value: string | undefined
  onChange: (value: string) => void
  options: readonly Pick<Option, 'value' | 'label'>[]
  placeholder: string
  describedBy?: string
  invalid?: boolean
}) {
  return (
    <Select value={value || ''} onValueChange={onChange}>
      <SelectTrigger
        data-slot="option-select"
        id={id}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
      >
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  )
}
