import Link from 'next/link'

import { Button } from '@/components/ui/button'
import type { SharedSection } from '@/payload-types'

export function NotFoundCard({ content }: { content: SharedSection['notFound'] }) {
  return (
    <div className="flex min-h-[60vh] items-center justify-center bg-slate-50 px-4 py-16">
      <div
        data-slot="card"
        data-testid="not-found"
        className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-8 shadow-sm"
      >
        <h1 className="text-3xl font-bold text-slate-900">{content.heading}</h1>
        <p className="mt-4 text-lg text-slate-700">{content.text}</p>
        <Button asChild className="mt-6">
          <Link href="/">{content.homeLinkLabel}</Link>
        </Button>
      </div>
    </div>
  )
}
