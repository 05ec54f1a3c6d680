import type { Location } from '@/payload-types'

type LocationSeed = Pick<Location, 'title' | 'description' | 'order'> & {
  features: { text: string }[]
}

export const locations: LocationSeed[] = [
  {
    title: 'Inverness, FL',
    description:
      'Onsite and remote IT support for offices, medical practices and homes in the county seat.',
    features: [
      { text: 'Same-day onsite visits' },
      { text: 'Medical office IT and HIPAA' },
      { text: 'Home computer help' },
    ],
    order: 1,
  },
  {
    title: 'Crystal River',
    description:
      'Technology support for waterfront businesses, shops and families along the Crystal River.',
    features: [
      { text: 'Small business networks' },
      { text: 'Point-of-sale support' },
      { text: 'Wi-Fi for homes and shops' },
    ],
    order: 2,
  },
  {
    title: 'Nature Coast',
    description:
      'Serving Homosassa, Lecanto, Beverly Hills, Floral City and the rest of the Nature Coast.',
    features: [
      { text: 'Remote help desk 24/7' },
      { text: 'Regular onsite visits' },
      { text: 'No long-term contracts' },
    ],
    order: 3,
  },
]
