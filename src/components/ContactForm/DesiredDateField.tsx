'use client'

import { CalendarDays } from 'lucide-react'
import dynamic from 'next/dynamic'
import { useState } from 'react'
import { useController } from 'react-hook-form'

import type { FieldBinding } from '@/components/ui/form'
import { fieldControlProps, FormField } from '@/components/ui/form-field'
import { fieldControlClass } from '@/components/ui/input'
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover'
import {
  earliestDesiredDate,
  startOfToday,
  type ContactFormData,
  type ContactFormValues,
} from '@/leads/schema'
import { cn } from '@/lib/utils'

// The calendar is the heaviest part of the form and most visitors never open it.
const Calendar = dynamic(
  () => import('@/components/ui/calendar').then((module) => module.Calendar),
  {
    ssr: false,
    loading: () => <p className="p-4 text-slate-700">Loading calendar...</p>,
  },
)

const longDate = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
})

export function DesiredDateField({
  control,
  name,
  id,
  label,
  placeholder,
  calendarLabel,
}: FieldBinding<ContactFormValues, ContactFormData, Date | undefined> & {
  label: string
  placeholder: string
  calendarLabel: string
}) {
  const [open, setOpen] = useState(false)
  const { field, fieldState } = useController({ control, name })
  const { value, onChange } = field
  const error = fieldState.error?.message
  return (
    <FormField id={id} label={label} error={error}>
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger
          {...fieldControlProps(id, error)}
          type="button"
          className={cn(
            fieldControlClass,
            'flex items-center justify-between gap-2 text-left',
            !value && 'text-slate-500',
          )}
        >
          <span className="truncate">{value ? longDate.format(value) : placeholder}</span>
          <CalendarDays className="size-5 shrink-0 text-slate-600" aria-hidden="true" />
        </PopoverTrigger>
        <PopoverContent className="w-auto p-2" aria-label={calendarLabel}>
          <Calendar
            mode="single"
            selected={value}
            defaultMonth={value}
            onSelect={(date) => {
              onChange(date)
              setOpen(false)
            }}
            disabled={[
              { before: startOfToday() },
              { before: new Date(`${earliestDesiredDate}T00:00:00`) },
            ]}
            autoFocus
          />
        </PopoverContent>
      </Popover>
    </FormField>
  )
}
