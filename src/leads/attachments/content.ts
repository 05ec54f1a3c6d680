import { fileTypeFromBuffer } from 'file-type'

import { attachmentMessages, attachmentTypeOfName, type AttachmentType } from '.'

export type ContentCheck = { type: AttachmentType } | { problem: string }

/** Bytes a text file never holds: NUL and the C0 controls other than tab, line feed, form feed, carriage return. */
const controlBytes = /[\u0000-\u0008\u000B\u000E-\u001F]/

function isPlainText(bytes: Uint8Array): boolean {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    return !controlBytes.test(text)
  } catch {
    return false
  }
}

/**
 * The type the bytes show, which must be the type the name claims: a renamed program, or a PNG named
 * .pdf, is refused, so what the team opens is what the file says it is.
 */
export async function checkAttachmentContent(name: string, bytes: Uint8Array): Promise<ContentCheck> {
  const claimed = attachmentTypeOfName(name)
  if (!claimed) return { problem: attachmentMessages.notAllowed(name) }
  if (bytes.byteLength === 0) return { problem: attachmentMessages.empty(name) }

  const detected = await fileTypeFromBuffer(bytes).catch(() => undefined)
  const matches =
    claimed.detection === 'signature'
      ? detected?.mime === claimed.mime
      : claimed.detection === 'compound'
        ? detected?.mime === 'application/x-cfb'
        : detected === undefined && isPlainText(bytes)
  return matches ? { type: claimed } : { problem: attachmentMessages.mismatch(name) }
}
