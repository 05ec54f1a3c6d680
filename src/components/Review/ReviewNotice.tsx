import Link from 'next/link'
import type { ReactNode } from 'react'

import { Button } from '@/components/ui/button'

export function ReviewNotice({
  heading,
  children,
  homeLinkLabel,
  testId,
}: {
  heading: string
  children: ReactNode
  homeLinkLabel?: string
  testId: string
}) {
  return (
    <div className="flex min-h-[60vh] items-start justify-center bg-slate-50 px-4 py-16">
      <div
        data-slot="card"
        data-testid={testId}
        className="w-full max-w-2xl rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
      >
        <h1 className="text-3xl font-bold text-slate-900">{heading}</h1>
        <div className="mt-4 flex flex-col gap-6 text-lg text-slate-700">{children}</div>
        {homeLinkLabel ? (
          <Button asChild variant="secondary" className="mt-6">
            <Link href="/">{homeLinkLabel}</Link>
          </Button>
        ) : null}
      </div>
    </div>
  )
}
