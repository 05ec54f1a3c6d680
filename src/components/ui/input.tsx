import type { ComponentProps } from 'react'

import { cn } from '@/lib/utils'

export const fieldControlClass =
  'w-full min-h-11 rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-blue-700/40 focus-visible:border-blue-700 aria-invalid:border-red-700 disabled:cursor-not-allowed disabled:opacity-60'

function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input type={type} data-slot="input" className={cn(fieldControlClass, className)} {...props} />
  )
}

export { Input }
