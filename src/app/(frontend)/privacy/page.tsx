import type { Metadata } from 'next'

import { getPrivacyNote } from '@/content/queries'
import { privacyNoteOf } from '@/content/globals/PrivacyNote/defaults'

// A scheduled publish expires no page itself, so this one refreshes on a timer (see ../page.tsx).
export const revalidate = 300

export async function generateMetadata(): Promise<Metadata> {
  return { title: privacyNoteOf(await getPrivacyNote()).title }
}

export default async function PrivacyPage() {
  const note = privacyNoteOf(await getPrivacyNote())
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {note.heading}
      </h1>
      <div className="mt-6 space-y-5 text-lg leading-relaxed text-slate-800">
        {note.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </article>
  )
}
