import type { Location } from '@/payload-types'

type LocationSeed = Pick<Location, 'title' | 'description'> & { features: string[] }

const listed = (items: LocationSeed[]) =>
  items.map(({ features, ...item }, index) => ({
    ...item,
    features: features.map((text) => ({ text })),
    order: index + 1,
  }))

export const locations = listed([
  {
    title: 'Inverness, FL',
    description:
      'Onsite and remote IT support for offices, medical practices and homes in the county seat.',
    features: ['Same-day onsite visits', 'Medical office IT and HIPAA', 'Home computer help'],
  },
  {
    title: 'Crystal River',
    description:
      'Technology support for waterfront businesses, shops and families along the Crystal River.',
    features: ['Small business networks', 'Point-of-sale support', 'Wi-Fi for homes and shops'],
  },
  {
    title: 'Nature Coast',
    description:
      'Serving Homosassa, Lecanto, Beverly Hills, Floral City and the rest of the Nature Coast.',
    features: ['Remote help desk 24/7', 'Regular onsite visits', 'No long-term contracts'],
  },
])
