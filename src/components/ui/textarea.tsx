import type { ComponentProps } from 'react'

import { cn } from '@/lib/utils'

import { fieldControlClass } from './input'

function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(fieldControlClass, 'min-h-28 resize-y', className)}
      {...props}
    />
  )
}

export { Textarea }
