import { ExternalLink } from 'lucide'

import { Icon, spriteHref } from '@/components/icons'

import { Button } from '@/components/ui/button'
import { formatRelativeDate } from '@/lib/relative-date'
import type { HomePage, Review, SharedSection, SiteSetting } from '@/payload-types'

import { Section } from './Section'

type TestimonialsProps = {
  content: HomePage['testimonials']
  labels: SharedSection['reviews']
  reviews: Review[]
  site: SiteSetting
  newTabNote: string
}

const star = { size: 24, gap: 2 }

/** Five sprite stars in one drawing, the first `rating` filled. */
function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <svg
      viewBox="0 0 128 24"
      role="img"
      aria-label={`${rating} ${label}`}
      className="icon h-6 w-32 shrink-0"
    >
      {Array.from({ length: 5 }, (_, index) => (
        <use
          key={index}
          href={spriteHref('star')}
          x={index * (star.size + star.gap)}
          width={star.size}
          height={star.size}
          className={index < rating ? 'fill-amber-500 text-amber-600' : 'text-slate-400'}
        />
      ))}
    </svg>
  )
}

export function Testimonials({ content, labels, reviews, site, newTabNote }: TestimonialsProps) {
  return (
    <Section id="testimonials" heading={content.heading} intro={content.intro} tone="tinted">
      <div
        className="mb-10 flex flex-col items-center gap-2 text-center"
        data-testid="rating-summary"
      >
        <p className="text-5xl font-extrabold text-blue-800">{site.claims.rating}</p>
        <Stars rating={Math.round(Number(site.claims.rating)) || 5} label={labels.starsLabel} />
        <p className="text-slate-700">{content.ratingSummary}</p>
      </div>
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-3">
        {reviews.map((review) => (
          <li key={review.id} className="flex">
            <figure className="flex w-full flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Stars rating={review.rating} label={labels.starsLabel} />
                <time dateTime={review.reviewDate} className="text-slate-700">
                  {formatRelativeDate(review.reviewDate)}
                </time>
              </div>
              <blockquote className="text-lg text-slate-800">“{review.text}”</blockquote>
              <figcaption className="mt-auto">
                <span className="block font-bold text-slate-900">{review.reviewerName}</span>
                <span className="text-slate-700">{review.business || review.town}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex justify-center">
        <Button asChild variant="secondary" size="lg">
          <a href={site.reviewSiteUrl} target="_blank" rel="noopener noreferrer">
            {labels.writeReviewLabel}
            <Icon node={ExternalLink} />
            <span className="sr-only">{newTabNote}</span>
          </a>
        </Button>
      </div>
    </Section>
  )
}
