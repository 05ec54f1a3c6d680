'use client'

import type { ComponentProps } from 'react'
import { DayPicker, getDefaultClassNames } from 'react-day-picker'
import 'react-day-picker/style.css'

import { cn } from '@/lib/utils'

function Calendar({ className, classNames, ...props }: ComponentProps<typeof DayPicker>) {
  const defaults = getDefaultClassNames()
  return (
    <DayPicker
      data-slot="calendar"
      className={cn(
        'text-slate-900 [--rdp-accent-color:var(--color-blue-700)] [--rdp-accent-background-color:var(--color-blue-50)] [--rdp-day-height:2.75rem] [--rdp-day-width:2.75rem] [--rdp-day_button-height:2.625rem] [--rdp-day_button-width:2.625rem]',
        className,
      )}
      classNames={{
        ...classNames,
        today: cn(defaults.today, 'font-bold'),
        disabled: cn(defaults.disabled, 'text-slate-400 line-through'),
      }}
      {...props}
    />
  )
}

export { Calendar }
