import type { PrivacyNote } from '@/payload-types'

/** Shown until the owner saves their own. */
export const privacyNoteDefaults = {
  title: 'Privacy',
  heading: 'Your privacy on this website',
  body: [
    'This website sets no cookies. It uses no outside analytics service, so nothing about your visit is sent to a third party. While your browser tab is open, the site remembers in that tab the page you came from and any campaign name in the link you followed, so that a request you send us can say how you found us; your browser forgets it when you close the tab.',
    'To learn which pages help people and how they found us, the site counts visits itself. It counts, per day, how many pages were viewed, from which kind of source (for example a search engine, a social network, or a link in one of our flyers) and how many different visitors there were.',
    'To tell one visitor from two on the same day, the site combines your network address and browser name with a random value that changes every day and is then thrown away. Only the result is compared, never stored with your address, and from the next day on nobody, not even we, can connect it to you or to another day’s visit.',
    'When you send us a request, we keep what you wrote in the form, the page you sent it from and how you found us, so we can answer you and follow up on the work. We email you about updates only if you ask for them.',
  ].join('\n\n'),
}

export function privacyNoteOf(stored: Partial<PrivacyNote> | null | undefined) {
  return {
    title: stored?.title || privacyNoteDefaults.title,
    heading: stored?.heading || privacyNoteDefaults.heading,
    paragraphs: (stored?.body || privacyNoteDefaults.body)
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean),
  }
}
