import type { Metadata } from 'next'

import { ReviewForm } from '@/components/Review/ReviewForm'
import { ReviewNotice } from '@/components/Review/ReviewNotice'
import { WithPhone } from '@/components/Review/WithPhone'
import { fillCopy, reviewCopyOf } from '@/reviews/globals/ReviewCopy/defaults'
import { getReviewCopy, getSiteSettings } from '@/content/queries'
import { reviewLinkState } from '@/reviews/queries'

// A personal page: never listed or indexed, and its token kept out of any Referer to other sites.
export async function generateMetadata(): Promise<Metadata> {
  const [site, stored] = await Promise.all([getSiteSettings(), getReviewCopy()])
  return {
    title: { absolute: fillCopy(reviewCopyOf(stored).page.title, { business: site.businessName }) },
    robots: { index: false, follow: false },
    referrer: 'no-referrer',
  }
}

export default async function ReviewPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params
  const [link, site, stored] = await Promise.all([
    reviewLinkState(token),
    getSiteSettings(),
    getReviewCopy(),
  ])
  const copy = reviewCopyOf(stored).page
  const fill = (template: string, job = '') =>
    fillCopy(template, { business: site.businessName, job })

  if (link.state !== 'open') {
    const [heading, text] = {
      received: [copy.receivedTitle, copy.receivedText],
      expired: [copy.expiredTitle, copy.expiredText],
      invalid: [copy.invalidTitle, copy.invalidText],
    }[link.state]
    return (
      <ReviewNotice
        heading={fill(heading)}
        homeLinkLabel={copy.homeLinkLabel}
        testId={`review-${link.state}`}
      >
        <p>
          <WithPhone text={fill(text)} phone={site.phone} />
        </p>
      </ReviewNotice>
    )
  }

  return (
    <ReviewNotice heading={fill(copy.title, link.job)} testId="review-open">
      <p>{fill(copy.intro, link.job)}</p>
      <ReviewForm token={token} copy={copy} />
    </ReviewNotice>
  )
}
