'use client'

import { Menu, Phone } from 'lucide-react'
import Link from 'next/link'
import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from '@/components/ui/sheet'

import type { NavLink } from './NavDropdown'

type MobileMenuProps = {
  title: string
  openLabel: string
  closeLabel: string
  returnHomeLabel: string
  servicesLabel: string
  services: NavLink[]
  companyLabel: string
  company: NavLink[]
  callNowLabel: string
  phoneHref: string
}

const linkClass =
  'flex min-h-11 items-center rounded-md px-3 text-lg text-slate-900 hover:bg-blue-50 hover:text-blue-800 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-blue-700'

export function MobileMenu(props: MobileMenuProps) {
  const [open, setOpen] = useState(false)
  const close = () => setOpen(false)

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="lg:hidden" aria-label={props.openLabel}>
          <Menu className="size-7" aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent closeLabel={props.closeLabel} aria-describedby={undefined}>
        <SheetTitle>{props.title}</SheetTitle>
        <nav aria-label={props.title} className="flex flex-col gap-5">
          <Link href="/" onClick={close} className={`${linkClass} font-semibold`}>
            {props.returnHomeLabel}
          </Link>
          <MenuGroup label={props.servicesLabel} items={props.services} onChoose={close} />
          <MenuGroup label={props.companyLabel} items={props.company} onChoose={close} />
        </nav>
        <Button asChild size="lg" className="mt-auto w-full">
          <a href={props.phoneHref} onClick={close}>
            <Phone aria-hidden="true" />
            {props.callNowLabel}
          </a>
        </Button>
      </SheetContent>
    </Sheet>
  )
}

function MenuGroup({ label, items, onChoose }: { label: string; items: NavLink[]; onChoose: () => void }) {
  return (
    <div>
      <h2 className="px-3 pb-1 text-sm font-bold tracking-wide text-slate-700 uppercase">{label}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.label}>
            <Link href={item.href} onClick={onChoose} className={linkClass}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
