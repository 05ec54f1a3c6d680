import { SpriteIcon } from '@/components/icons'
import { cn } from '@/lib/utils'

import type { Step } from './NumberedSteps'

export function CheckList({ items, className }: { items: Step[]; className?: string }) {
  return (
    <ul className={cn('flex flex-col gap-6', className)}>
      {items.map((item) => (
        <li key={item.id ?? item.title} className="flex gap-4">
          <SpriteIcon name="circle-check" className="mt-1 size-7 shrink-0 text-blue-700" />
          <div>
            <h3 className="text-xl font-bold text-slate-900">{item.title}</h3>
            <p className="text-slate-700">{item.description}</p>
          </div>
        </li>
      ))}
    </ul>
  )
}
