import type { Package } from '@/payload-types'

type PackageSeed = Omit<Package, 'id' | 'createdAt' | 'updatedAt' | 'features'> & {
  features: { text: string }[]
}

const list = (...items: string[]) => items.map((text) => ({ text }))

export const websitePackages: PackageSeed[] = [
  {
    category: 'website',
    name: 'Starter Website',
    price: 1200,
    priceLabel: 'Starting at',
    mostPopular: false,
    features: list(
      'Up to 5 pages',
      'Mobile responsive',
      'Basic SEO',
      'Contact form',
      'Social media integration',
      '1 year hosting',
    ),
    order: 1,
  },
  {
    category: 'website',
    name: 'Business Website',
    price: 2500,
    priceLabel: 'Starting at',
    mostPopular: true,
    features: list(
      'Up to 10 pages',
      'Custom design',
      'Advanced SEO',
      'Blog',
      'Analytics setup',
      'E-commerce ready',
      '1 year hosting and maintenance',
    ),
    order: 2,
  },
  {
    category: 'website',
    name: 'Enterprise Website',
    price: 4500,
    priceLabel: 'Starting at',
    mostPopular: false,
    features: list(
      'Unlimited pages',
      'Custom functionality',
      'Integrations',
      'Multi-location',
      'Advanced analytics',
      'Priority support',
      '2 years hosting and maintenance',
    ),
    order: 3,
  },
]

export const appPackages: PackageSeed[] = [
  {
    category: 'app',
    name: 'Starter',
    price: 5000,
    priceLabel: 'Starting at',
    mostPopular: false,
    duration: '2-4 weeks',
    supportPeriod: '3 months of support',
    coreFeatures: 'Up to 5 core features',
    features: list(
      'Basic authentication',
      'Responsive UI',
      'Email and phone support',
      'Basic documentation',
    ),
    order: 11,
  },
  {
    category: 'app',
    name: 'Business',
    price: 15000,
    priceLabel: 'Starting at',
    mostPopular: true,
    duration: '4-8 weeks',
    supportPeriod: '6 months of support',
    coreFeatures: 'Up to 15 core features',
    features: list(
      'Everything in Starter',
      'Roles and permissions',
      'Database integration',
      'API integrations',
      'Priority support and training',
      'Basic reporting dashboard',
      'Data export',
      'Custom branding',
    ),
    order: 12,
  },
  {
    category: 'app',
    name: 'Enterprise',
    price: 30000,
    priceLabel: 'Starting at',
    mostPopular: false,
    duration: '8-16 weeks',
    supportPeriod: '12 months of support',
    coreFeatures: 'Unlimited custom features',
    features: list(
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
    ),
    order: 13,
  },
]
