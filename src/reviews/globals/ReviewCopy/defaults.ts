import type { ReviewCopy } from '@/payload-types'

/**
 * Seeded, and shown until the global is first saved. {business} is the business name, {job} the
 * service or package the customer asked for.
 */
export const reviewEmailCopy = {
  subject: 'How did we do? A minute for {business}',
  greeting: 'Hello,',
  body: 'Thank you for choosing {business} for {job}. Would you tell others how it went? It takes a minute, and we read every review before it is published.',
  linkLabel: 'Write your review',
  linkNote: 'The link is personal and works once, for 30 days.',
  optOutText: 'Prefer not to hear from us about reviews? Stop review emails:',
  signOff: 'Thank you, {business}',
}

export const reviewPageCopy = {
  title: 'Review {business}',
  intro: 'Tell us how {job} went. We read every review before it is published.',
  ratingLabel: 'Your rating',
  starLabel: '{count} out of 5 stars',
  textLabel: 'Your review',
  textPlaceholder: 'What did we do for you, and how did it go?',
  nameLabel: 'Your name as it should be shown',
  nameHint: 'For example "Linda M."',
  townLabel: 'Your town as it should be shown',
  consentLabel: 'I agree that my review, name and town may be published on this website',
  submitLabel: 'Send Review',
  sendingLabel: 'Sending...',
  thanksTitle: 'Thank you for your review!',
  thanksText: 'We will read it and publish it on our website soon.',
  errorTitle: 'Your review could not be sent',
  errorText: 'Please try again later.',
  receivedTitle: 'Your review was already received',
  receivedText:
    'Thank you! This link has been used. To change your review, please call us at {phone}.',
  expiredTitle: 'This review link has expired',
  expiredText:
    'Review links work for 30 days. If you would still like to leave a review, please call us at {phone}.',
  invalidTitle: 'This review link does not work',
  invalidText:
    'It may have been copied incompletely. Please open it again from the email, or call us at {phone}.',
  homeLinkLabel: 'Back to the home page',
  optOutTitle: 'Stop review emails',
  optOutText: 'We will not send {email} any further email asking for a review.',
  optOutButton: 'Stop review emails',
  optedOutTitle: 'Done: no more review emails',
  optedOutText: 'We will not ask {email} for a review again.',
}

export type ReviewEmailCopy = typeof reviewEmailCopy
export type ReviewPageCopy = typeof reviewPageCopy

/** Fills {name} placeholders; an unknown one is left as typed so the owner sees the mistake. */
export const fillCopy = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)

const filled = <Copy extends Record<string, string>>(
  defaults: Copy,
  stored: Partial<Record<keyof Copy, string | null>> | null | undefined,
): Copy =>
  Object.fromEntries(
    Object.entries(defaults).map(([name, value]) => [name, stored?.[name as keyof Copy] || value]),
  ) as Copy

/** Each text the owner left empty or never saved comes from the defaults. */
export function reviewCopyOf(stored: Pick<ReviewCopy, 'email' | 'page'>) {
  return { email: filled(reviewEmailCopy, stored.email), page: filled(reviewPageCopy, stored.page) }
}
