/** Drawn inline so nothing is fetched to show it. */
export function LogoMark({ className, size }: { className?: string; size?: number }) {
  return (
    <svg
      viewBox="0 0 40 40"
      width={size}
      height={size}
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <rect width="40" height="40" rx="9" fill="#1d4ed8" />
      <circle cx="20" cy="14" r="4.5" fill="#fff" />
      <path d="M20 18.5V23M14 14H8M26 14h6" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
      <path
        d="M6 29c3.5-3 6.5-3 10 0s6.5 3 10 0 6.5-3 8 0"
        fill="none"
        stroke="#bfdbfe"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  )
}

export function Logo({ name }: { name: string }) {
  return (
    <span data-slot="logo" className="inline-flex items-center gap-2 font-bold text-slate-900">
      <LogoMark className="size-10 shrink-0" />
      <span className="text-lg leading-tight sm:text-xl">{name}</span>
    </span>
  )
}
