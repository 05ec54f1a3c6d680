import type { UseFormRegisterReturn } from 'react-hook-form'

/** Hidden from people and assistive technology; bots that fill every input give themselves away. */
export function Honeypot({ id, field }: { id: string; field: UseFormRegisterReturn }) {
  return (
    <div
      data-slot="honeypot"
      aria-hidden="true"
      className="absolute -left-[10000px] h-px w-px overflow-hidden"
    >
      <label htmlFor={id}>Website</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...field} />
    </div>
  )
}
