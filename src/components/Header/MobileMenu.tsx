'use client'

import { Menu, Phone, X } from 'lucide-react'
import Link from 'next/link'
import { useId, useRef } from 'react'

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
  'flex min-h-11 items-center rounded-md px-3 text-lg text-slate-900 hover:bg-blue-50 hover:text-blue-800 focus-ring'

const iconButtonClass =
  'inline-flex size-11 items-center justify-center rounded-md text-slate-900 hover:bg-black/5 focus-ring'

/** A native modal <dialog> keeps the page inert, closes on Escape and returns focus. */
export function MobileMenu(props: MobileMenuProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const close = () => dialog.current?.close()

  return (
    <>
      <button
        type="button"
        className={`${iconButtonClass} lg:hidden`}
        aria-label={props.openLabel}
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
      >
        <Menu className="size-7" aria-hidden="true" />
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        data-slot="sheet-content"
        // A click on the backdrop lands on the dialog element itself.
        onClick={(event) => {
          if (event.target === event.currentTarget) close()
        }}
        className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(22rem,100%)] max-w-none overflow-y-auto bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/60 focus:outline-none lg:hidden"
      >
        <div className="flex min-h-full flex-col gap-4 p-5">
          <h2 id={titleId} className="pr-12 text-xl font-bold">
            {props.title}
          </h2>
          <nav aria-label={props.title} className="flex flex-col gap-5">
            <Link href="/" onClick={close} className={`${linkClass} font-semibold`}>
              {props.returnHomeLabel}
            </Link>
            <MenuGroup label={props.servicesLabel} items={props.services} onChoose={close} />
            <MenuGroup label={props.companyLabel} items={props.company} onChoose={close} />
          </nav>
          <a
            href={props.phoneHref}
            onClick={close}
            className="mt-auto inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-md bg-blue-700 px-8 py-3 text-lg font-semibold text-white hover:bg-blue-800 focus-ring focus-visible:ring-offset-2"
          >
            <Phone className="size-5 shrink-0" aria-hidden="true" />
            {props.callNowLabel}
          </a>
          <button
            type="button"
            onClick={close}
            aria-label={props.closeLabel}
            className={`${iconButtonClass} absolute top-3 right-3 text-slate-700 hover:bg-slate-100`}
          >
            <X className="size-6" aria-hidden="true" />
          </button>
        </div>
      </dialog>
    </>
  )
}

function MenuGroup({
  label,
  items,
  onChoose,
}: {
  label: string
  items: NavLink[]
  onChoose: () => void
}) {
  return (
    <div>
      <h2 className="px-3 pb-1 text-sm font-bold tracking-wide text-slate-700 uppercase">
        {label}
      </h2>
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
