import type { Package } from '@/payload-types'

type PackageSeed = Pick<
  Package,
  'name' | 'price' | 'duration' | 'supportPeriod' | 'coreFeatures'
> & {
  mostPopular?: boolean
  features: string[]
}

const packages = (category: Package['category'], firstOrder: number, items: PackageSeed[]) =>
  items.map(({ features, mostPopular = false, ...item }, index) => ({
    ...item,
    category,
    priceLabel: 'Starting at',
    mostPopular,
    features: features.map((text) => ({ text })),
    order: firstOrder + index,
  }))

export const websitePackages = packages('website', 1, [
  {
    name: 'Starter Website',
    price: 1200,
    features: [
      'Up to 5 pages',
      'Mobile responsive',
      'Basic SEO',
      'Contact form',
      'Social media integration',
      '1 year hosting',
    ],
  },
  {
    name: 'Business Website',
    price: 2500,
    mostPopular: true,
    features: [
      'Up to 10 pages',
      'Custom design',
      'Advanced SEO',
      'Blog',
      'Analytics setup',
      'E-commerce ready',
      '1 year hosting and maintenance',
    ],
  },
  {
    name: 'Enterprise Website',
    price: 4500,
    features: [
      'Unlimited pages',
      'Custom functionality',
      'Integrations',
      'Multi-location',
      'Advanced analytics',
      'Priority support',
      '2 years hosting and maintenance',
    ],
  },
])

export const appPackages = packages('app', 11, [
  {
    name: 'Starter',
    price: 5000,
    duration: '2-4 weeks',
    supportPeriod: '3 months of support',
    coreFeatures: 'Up to 5 core features',
    features: [
      'Basic authentication',
      'Responsive UI',
      'Email and phone support',
      'Basic documentation',
    ],
  },
  {
    name: 'Business',
    price: 15000,
    mostPopular: true,
    duration: '4-8 weeks',
    supportPeriod: '6 months of support',
    coreFeatures: 'Up to 15 core features',
    features: [
      'Everything in Starter',
      'Roles and permissions',
      'Database integration',
      'API integrations',
      'Priority support and training',
      'Basic reporting dashboard',
      'Data export',
      'Custom branding',
    ],
  },
  {
    name: 'Enterprise',
    price: 30000,
    duration: '8-16 weeks',
    supportPeriod: '12 months of support',
    coreFeatures: 'Unlimited custom features',
    features: [
      'Everything in Business',
      'Advanced security and compliance',
      'Multiple system integrations',
      'Advanced analytics',
      'Dedicated project manager',
      'Custom training',
      'Performance optimization',
      'Scalability planning',
      '24/7 monitoring setup',
      'Custom deployment strategy',
    ],
  },
])
