'use client'

import { ChevronDown } from 'lucide-react'
import Link from 'next/link'

import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu'

import { navLinkClass } from './navLinkClass'

export type NavLink = { label: string; href: string }

export function NavDropdown({ label, items }: { label: string; items: NavLink[] }) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger className={`${navLinkClass} group`}>
        {label}
        <ChevronDown className="size-5 transition-transform group-data-[state=open]:rotate-180" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        {items.map((item) => (
          <DropdownMenuItem key={item.label} asChild>
            <Link href={item.href}>{item.label}</Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
