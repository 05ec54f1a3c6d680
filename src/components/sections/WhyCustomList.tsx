import { SpriteIcon } from '@/components/icons'

import type { Step } from './NumberedSteps'

export function WhyCustomList({ reasons }: { reasons: Step[] }) {
  return (
    <ul className="flex flex-col gap-6">
      {reasons.map((reason) => (
        <li key={reason.id ?? reason.title} className="flex gap-4">
          <SpriteIcon name="circle-check" className="mt-1 size-7 shrink-0 text-blue-700" />
          <div>
            <h3 className="text-xl font-bold text-slate-900">{reason.title}</h3>
            <p className="text-slate-700">{reason.description}</p>
          </div>
        </li>
      ))}
    </ul>
  )
}
