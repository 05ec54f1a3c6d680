/** "(352) 555-0142" -> "tel:+13525550142". */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '')
  if (digits.startsWith('+')) return `tel:${digits}`
  return digits.length === 10 ? `tel:+1${digits}` : `tel:${digits}`
}
