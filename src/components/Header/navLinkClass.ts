export const navLinkClass =
  'inline-flex min-h-11 items-center gap-1 rounded-md px-3 text-base font-semibold text-slate-900 hover:bg-slate-100 hover:text-blue-800 focus-ring'
