import { describe, expect, it } from 'vitest'

import { attachmentDisposition } from '@/leads/collections/LeadAttachments/download'

describe('the download name of an attachment', () => {
  it('names a plain file as sent', () => {
    expect(attachmentDisposition('router-error.png')).toBe(
      `attachment; filename="router-error.png"; filename*=UTF-8''router-error.png`,
    )
  })

  it('keeps an accented name exactly in filename*, with an ASCII stand-in for old clients', () => {
    expect(attachmentDisposition('factura café (1).pdf')).toBe(
      `attachment; filename="factura caf_ (1).pdf"; filename*=UTF-8''factura%20caf%C3%A9%20%281%29.pdf`,
    )
  })

  it('drops quotes, backslashes and line breaks that could end or split the header', () => {
    const header = attachmentDisposition('a"b\\c\r\nSet-Cookie: x.txt')
    expect(header).toBe(
      `attachment; filename="abcSet-Cookie: x.txt"; filename*=UTF-8''abcSet-Cookie%3A%20x.txt`,
    )
    expect(new Headers({ 'Content-Disposition': header }).get('content-disposition')).toBe(header)
  })

  it('falls back to a neutral name when nothing printable is left', () => {
    expect(attachmentDisposition('"\r\n')).toMatch(/^attachment; filename="attachment";/)
  })
})
