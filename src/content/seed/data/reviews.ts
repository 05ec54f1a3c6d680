import type { Review } from '@/payload-types'

type ReviewSeed = Pick<Review, 'reviewerName' | 'business' | 'rating' | 'text'> & {
  daysAgo: number
}

export const reviews: ReviewSeed[] = [
  {
    reviewerName: 'Linda M.',
    business: 'Inverness Family Dental',
    rating: 5,
    text: 'They moved our whole office to new computers over a weekend and set up our HIPAA safeguards. Monday morning everything just worked.',
    daysAgo: 14,
  },
  {
    reviewerName: 'Robert K.',
    business: 'Crystal River Marine Supply',
    rating: 5,
    text: 'Our network used to drop every afternoon. Since they took over, it has not gone down once, and they answer the phone when we call.',
    daysAgo: 35,
  },
  {
    reviewerName: 'Carol S.',
    business: 'Nature Coast Realty',
    rating: 5,
    text: 'Patient, friendly and honest. They built our new website and even helped me set up email on my phone.',
    daysAgo: 70,
  },
]
