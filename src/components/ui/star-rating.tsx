'use client'

import * as RadioGroupPrimitive from '@radix-ui/react-radio-group'
import { Star } from 'lucide-react'
import type { ComponentProps } from 'react'

import { cn } from '@/lib/utils'

type StarRatingProps = Omit<
  ComponentProps<typeof RadioGroupPrimitive.Root>,
  'value' | 'onValueChange'
> & {
  value: number | undefined
  onValueChange: (value: number) => void
  /** Each star's accessible name, e.g. "4 out of 5 stars". */
  starLabel: (count: number) => string
}

/** A radio group, so one tab stop, arrow keys choose, and each star is announced by its count. */
function StarRating({ value, onValueChange, starLabel, className, ...props }: StarRatingProps) {
  return (
    <RadioGroupPrimitive.Root
      data-slot="star-rating"
      orientation="horizontal"
      value={value ? String(value) : ''}
      onValueChange={(chosen) => onValueChange(Number(chosen))}
      className={cn('flex gap-1', className)}
      {...props}
    >
      {Array.from({ length: 5 }, (_, index) => {
        const count = index + 1
        const filled = value !== undefined && count <= value
        return (
          <RadioGroupPrimitive.Item
            key={count}
            value={String(count)}
            aria-label={starLabel(count)}
            data-slot="star-rating-item"
            className="focus-ring inline-flex size-11 items-center justify-center rounded-md hover:bg-amber-50"
          >
            <Star
              aria-hidden="true"
              className={cn('size-8', filled ? 'fill-amber-500 text-amber-600' : 'text-slate-500')}
              strokeWidth={1.75}
            />
          </RadioGroupPrimitive.Item>
        )
      })}
    </RadioGroupPrimitive.Root>
  )
}

export { StarRating }
