import { telHref } from '@/lib/phone'

/** A text whose {phone} is the site's phone number as a link that calls it. */
export function WithPhone({ text, phone }: { text: string; phone: string }) {
  const [before, ...after] = text.split('{phone}')
  if (after.length === 0) return text
  return (
    <>
      {before}
      <a href={telHref(phone)} className="focus-ring font-semibold text-blue-800 underline">
        {phone}
      </a>
      {after.join(phone)}
    </>
  )
}
