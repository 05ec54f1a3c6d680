import type { Metadata } from 'next'

import { ReviewNotice } from '@/components/Review/ReviewNotice'
import { WithPhone } from '@/components/Review/WithPhone'
import { Button } from '@/components/ui/button'
import { fillCopy, reviewCopyOf } from '@/reviews/globals/ReviewCopy/defaults'
import { getReviewCopy, getSiteSettings } from '@/content/queries'
import { optOutEndpointPath } from '@/reviews/constants'
import { optOutLinkState } from '@/reviews/queries'

export async function generateMetadata(): Promise<Metadata> {
  const stored = await getReviewCopy()
  return {
    title: reviewCopyOf(stored).page.optOutTitle,
    robots: { index: false, follow: false },
    referrer: 'no-referrer',
  }
}

/**
 * Opening the link changes nothing, because mail scanners open every link; the choice is a plain
 * form post, as mail clients' own one-click button posts too.
 */
export default async function OptOutPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params
  const [link, site, stored] = await Promise.all([
    optOutLinkState(token),
    getSiteSettings(),
    getReviewCopy(),
  ])
  const copy = reviewCopyOf(stored).page

  if (link.state !== 'open') {
    const done = link.state === 'done'
    return (
      <ReviewNotice
        heading={done ? copy.optedOutTitle : copy.invalidTitle}
        homeLinkLabel={copy.homeLinkLabel}
        testId={`opt-out-${link.state}`}
      >
        <p>
          {done ? (
            fillCopy(copy.optedOutText, { email: link.email })
          ) : (
            <WithPhone text={copy.invalidText} phone={site.phone} />
          )}
        </p>
      </ReviewNotice>
    )
  }
  return (
    <ReviewNotice heading={copy.optOutTitle} testId="opt-out-open">
      <p>{fillCopy(copy.optOutText, { email: link.email })}</p>
      <form method="post" action={`${optOutEndpointPath}?token=${encodeURIComponent(token)}`}>
        <input type="hidden" name="from" value="page" />
        <Button type="submit" size="lg">
          {copy.optOutButton}
        </Button>
      </form>
    </ReviewNotice>
  )
}
