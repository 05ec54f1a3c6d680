import {
  AppWindow,
  Building2,
  Check,
  CircleCheck,
  Cloud,
  Code,
  Database,
  FileCheck,
  Globe,
  HardDrive,
  Headphones,
  KeyRound,
  Laptop,
  Layers,
  Lightbulb,
  MapPin,
  Monitor,
  Palette,
  Plug,
  Printer,
  Search,
  Server,
  ShieldCheck,
  Smartphone,
  Star,
  TrendingUp,
  Users,
  Wifi,
  Wrench,
  Zap,
  type IconNode,
} from 'lucide'
import { createElement, type ComponentProps } from 'react'

import type { IconName } from '@/lib/icon-names'

/*
 * Server-rendered sections draw icons from `lucide`'s plain data: lucide-react's icons are client
 * components, each one to hydrate. Stroke and fill come from the `icon` class.
 */
const iconChildren = (node: IconNode) =>
  node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))

export function Icon({ node, className }: { node: IconNode; className?: string }) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={className ? `icon ${className}` : 'icon'}
    >
      {iconChildren(node)}
    </svg>
  )
}

const icons: Record<IconName, IconNode> = {
  monitor: Monitor,
  'shield-check': ShieldCheck,
  'file-check': FileCheck,
  lightbulb: Lightbulb,
  globe: Globe,
  smartphone: Smartphone,
  laptop: Laptop,
  wifi: Wifi,
  printer: Printer,
  'hard-drive': HardDrive,
  search: Search,
  zap: Zap,
  palette: Palette,
  building: Building2,
  cloud: Cloud,
  database: Database,
  code: Code,
  server: Server,
  layers: Layers,
  'trending-up': TrendingUp,
  key: KeyRound,
  wrench: Wrench,
  headphones: Headphones,
  users: Users,
  'app-window': AppWindow,
  plug: Plug,
}

/** Decorative: the card's title says what it is. */
export function ContentIcon({ name, className }: { name: IconName; className?: string }) {
  return <Icon node={icons[name] ?? Monitor} className={className} />
}

/* lucide dropped brand marks; these are simplified drawings of the three networks' logos. */
type SocialNetwork = 'facebook' | 'linkedin' | 'twitter'

const socialPaths: Record<SocialNetwork, string> = {
  facebook:
    'M14 8.5V6.8c0-.8.2-1.3 1.4-1.3H17V2.6A21 21 0 0 0 14.6 2.5C12.2 2.5 10.6 4 10.6 6.6v1.9H8v3.2h2.6V21.5H14v-9.8h2.6l.4-3.2z',
  linkedin:
    'M4.98 3.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM3.2 9h3.6v11.5H3.2zM9.2 9h3.4v1.6h.1c.5-.9 1.7-1.9 3.5-1.9 3.7 0 4.4 2.4 4.4 5.6v6.2H17v-5.5c0-1.3 0-3-1.8-3s-2.1 1.4-2.1 2.9v5.6H9.2z',
  twitter: 'M3 3h5.2l4 5.6L17 3h3l-6.4 7.3L21 21h-5.2l-4.4-6.1L6 21H3l7-8z',
}

export function SocialIcon({
  network,
  ...props
}: { network: SocialNetwork } & ComponentProps<'svg'>) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" {...props}>
      <path d={socialPaths[network]} />
    </svg>
  )
}

/*
 * Icons a page repeats are drawn once in the sprite and referenced with <use>, instead of twice per
 * copy (HTML and the RSC payload).
 */
const spriteIcons = {
  star: Star,
  'circle-check': CircleCheck,
  check: Check,
  'map-pin': MapPin,
} satisfies Record<string, IconNode>

export type SpriteIconName = keyof typeof spriteIcons

const spriteId = (name: SpriteIconName) => `icon-${name}`

export const spriteHref = (name: SpriteIconName) => `#${spriteId(name)}`

export function IconSprite() {
  return (
    <svg aria-hidden="true" focusable="false" className="absolute size-0 overflow-hidden">
      {Object.entries(spriteIcons).map(([name, node]) => (
        <symbol key={name} id={spriteId(name as SpriteIconName)} viewBox="0 0 24 24">
          {iconChildren(node)}
        </symbol>
      ))}
    </svg>
  )
}

/** The drawing inherits the use site's stroke and fill. */
export function SpriteIcon({ name, className }: { name: SpriteIconName; className?: string }) {
  return <Icon node={[['use', { href: spriteHref(name) }]]} className={className} />
}
