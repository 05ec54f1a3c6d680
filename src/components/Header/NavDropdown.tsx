'use client'

import { ChevronDown } from 'lucide-react'
import Link from 'next/link'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'

import { navLinkClass } from './navLinkClass'

export type NavLink = { label: string; href: string }

const itemClass =
  'flex min-h-11 cursor-pointer select-none items-center rounded-md px-3 py-2 text-base text-slate-900 outline-none hover:bg-blue-50 hover:text-blue-800 focus:bg-blue-50 focus:text-blue-800'

/** The WAI-ARIA menu button pattern, written out so the first load carries no menu library. */
export function NavDropdown({ label, items }: { label: string; items: NavLink[] }) {
  const [open, setOpen] = useState(false)
  const [focusOnOpen, setFocusOnOpen] = useState<'first' | 'last'>('first')
  const root = useRef<HTMLDivElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const menu = useRef<HTMLDivElement>(null)
  const menuId = useId()
  const triggerId = useId()

  const menuItems = () =>
    Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])

  useEffect(() => {
    if (!open) return
    const entries = menuItems()
    entries[focusOnOpen === 'first' ? 0 : entries.length - 1]?.focus()
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', closeOutside)
    return () => document.removeEventListener('pointerdown', closeOutside)
  }, [open, focusOnOpen])

  const openAt = (position: 'first' | 'last') => {
    setFocusOnOpen(position)
    setOpen(true)
  }
  const closeOntoTrigger = () => {
    setOpen(false)
    trigger.current?.focus()
  }

  function onTriggerKeyDown(event: KeyboardEvent) {
    if (['Enter', ' ', 'ArrowDown'].includes(event.key)) openAt('first')
    else if (event.key === 'ArrowUp') openAt('last')
    else return
    event.preventDefault()
  }

  function onMenuKeyDown(event: KeyboardEvent) {
    const entries = menuItems()
    const current = entries.indexOf(document.activeElement as HTMLElement)
    const moves: Record<string, number> = {
      ArrowDown: (current + 1) % entries.length,
      ArrowUp: (current - 1 + entries.length) % entries.length,
      Home: 0,
      End: entries.length - 1,
    }
    if (event.key in moves) {
      event.preventDefault()
      entries[moves[event.key]]?.focus()
    } else if (event.key === 'Escape') {
      event.preventDefault()
      closeOntoTrigger()
    } else if (event.key === 'Tab') {
      setOpen(false)
    }
  }

  return (
    <div ref={root} className="relative">
      <button
        ref={trigger}
        id={triggerId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-state={open ? 'open' : 'closed'}
        onClick={(event) => {
          // A keyboard "click" was handled on keydown; this is the pointer's.
          if (event.detail === 0) return
          if (open) setOpen(false)
          else openAt('first')
        }}
        onKeyDown={onTriggerKeyDown}
        className={`${navLinkClass} group`}
      >
        {label}
        <ChevronDown
          className="size-5 transition-transform group-data-[state=open]:rotate-180"
          aria-hidden="true"
        />
      </button>
      {open ? (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-labelledby={triggerId}
          onKeyDown={onMenuKeyDown}
          className="absolute top-full left-0 z-50 mt-1.5 min-w-64 overflow-hidden rounded-lg border border-slate-200 bg-white p-1.5 text-slate-900 shadow-lg"
        >
          {items.map((item) => (
            <Link
              key={item.label}
              href={item.href}
              role="menuitem"
              tabIndex={-1}
              onClick={closeOntoTrigger}
              className={itemClass}
            >
              {item.label}
            </Link>
          ))}
        </div>
      ) : null}
    </div>
  )
}
