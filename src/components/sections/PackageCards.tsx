import { SpriteIcon } from '@/components/icons'
import { RequestPackageButton } from '@/components/PackageRequest/RequestPackageButton'
import { Button } from '@/components/ui/button'
import type { PackageFormCopy } from '@/content/globals/FormCopy/defaults'
import { cn } from '@/lib/utils'
import type { Package, SharedSection } from '@/payload-types'

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
})

export function PackageCards({
  packages,
  labels,
  formCopy,
}: {
  packages: Package[]
  labels: SharedSection['packageCard']
  formCopy: PackageFormCopy
}) {
  return (
    <ul className="grid grid-cols-1 items-stretch gap-8 lg:grid-cols-3">
      {packages.map((pkg) => (
        <li key={pkg.id} className="flex">
          <article
            aria-labelledby={`package-${pkg.id}`}
            data-testid="package-card"
            className={cn(
              'relative flex w-full flex-col gap-5 rounded-2xl border bg-white p-7 shadow-sm',
              pkg.mostPopular ? 'border-blue-700 ring-2 ring-blue-700' : 'border-slate-200',
            )}
          >
            {pkg.mostPopular ? (
              <p className="absolute -top-4 left-1/2 -translate-x-1/2 rounded-full bg-blue-700 px-4 py-1 text-sm font-bold whitespace-nowrap text-white">
                {labels.mostPopularLabel}
              </p>
            ) : null}
            <h3 id={`package-${pkg.id}`} className="text-2xl font-bold text-slate-900">
              {pkg.name}
            </h3>
            <p className="flex flex-col">
              <span className="text-slate-700">{pkg.priceLabel}</span>
              <span className="text-4xl font-extrabold text-blue-800" data-testid="package-price">
                {dollars.format(pkg.price)}
              </span>
            </p>
            {pkg.duration || pkg.supportPeriod ? (
              <dl className="grid gap-1 text-slate-800">
                {[
                  [labels.durationLabel, pkg.duration],
                  [labels.supportLabel, pkg.supportPeriod],
                ].map(([label, value]) =>
                  value ? (
                    <div key={label} className="flex gap-2">
                      <dt className="font-semibold">{label}:</dt>
                      <dd>{value}</dd>
                    </div>
                  ) : null,
                )}
              </dl>
            ) : null}
            {pkg.coreFeatures ? (
              <p className="font-semibold text-blue-800">{pkg.coreFeatures}</p>
            ) : null}
            <ul className="flex flex-col gap-2">
              {pkg.features.map((feature) => (
                <li key={feature.id ?? feature.text} className="flex gap-2 text-slate-800">
                  <SpriteIcon name="check" className="mt-1 size-5 shrink-0 text-blue-700" />
                  {feature.text}
                </li>
              ))}
            </ul>
            <div className="mt-auto flex flex-col gap-3 pt-2 [&_a]:whitespace-normal [&_button]:whitespace-normal">
              <Button asChild size="lg">
                <a href="#contact">
                  {labels.getStartedLabel}
                  <span className="sr-only">: {pkg.name}</span>
                </a>
              </Button>
              <RequestPackageButton packageId={pkg.id} packageName={pkg.name} copy={formCopy} />
            </div>
          </article>
        </li>
      ))}
    </ul>
  )
}
