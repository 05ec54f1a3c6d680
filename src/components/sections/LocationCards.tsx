import { SpriteIcon } from '@/components/icons'
import { Card, CardDescription, CardTitle } from '@/components/ui/card'
import type { Location } from '@/payload-types'

export function LocationCards({ locations }: { locations: Location[] }) {
  return (
    <ul className="grid grid-cols-1 gap-6 md:grid-cols-3">
      {locations.map((location) => (
        <li key={location.id} className="flex">
          <Card className="w-full">
            <span className="inline-flex size-14 items-center justify-center rounded-lg bg-blue-100 text-blue-800">
              <SpriteIcon name="map-pin" className="size-8" />
            </span>
            <CardTitle>{location.title}</CardTitle>
            <CardDescription>{location.description}</CardDescription>
            <ul className="mt-1 flex list-disc flex-col gap-1 pl-6 text-slate-800 marker:text-blue-700">
              {location.features.map((feature) => (
                <li key={feature.id ?? feature.text}>{feature.text}</li>
              ))}
            </ul>
          </Card>
        </li>
      ))}
    </ul>
  )
}
