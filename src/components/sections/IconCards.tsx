import type { ReactNode } from 'react'

import { ContentIcon } from '@/components/icons'
import { Card, CardDescription, CardTitle } from '@/components/ui/card'
import type { IconName } from '@/lib/icon-names'
import { cn } from '@/lib/utils'

export type IconCard = {
  id?: string | null
  icon?: IconName | null
  title: string
  description?: string | null
}

const columnClasses = { 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4' }

export function IconCards({
  items,
  columns = 3,
  action,
}: {
  items: IconCard[]
  columns?: keyof typeof columnClasses
  action?: (item: IconCard) => ReactNode
}) {
  return (
    <ul className={cn('grid grid-cols-1 gap-6 sm:grid-cols-2', columnClasses[columns])}>
      {items.map((item) => (
        <li key={item.id ?? item.title} className="flex">
          <Card className="w-full">
            {item.icon ? (
              <span className="inline-flex size-14 items-center justify-center rounded-lg bg-blue-100 text-blue-800">
                <ContentIcon name={item.icon} className="size-8" />
              </span>
            ) : null}
            <CardTitle>{item.title}</CardTitle>
            {item.description ? <CardDescription>{item.description}</CardDescription> : null}
            {action ? <div className="mt-auto pt-2">{action(item)}</div> : null}
          </Card>
        </li>
      ))}
    </ul>
  )
}
