import 'server-only'

import { fileTypeFromBuffer } from 'file-type'
import { imageDimensionsFromData } from 'image-dimensions'

import { attachmentMessages, attachmentTypeOfName, type AttachmentType } from '../../attachments'

export type ContentCheck = { type: AttachmentType } | { problem: string }

/**
 * Text has no signature: it is text when no byte is NUL or a C0 control other than tab, line feed, form feed
 * and carriage return. Any 8-bit encoding passes, so a log saved as Windows-1252 by an older program is a text
 * file as much as a UTF-8 one; a program or an image renamed .txt holds such bytes.
 */
const isPlainText = (bytes: Uint8Array) =>
  !bytes.some((byte) => byte <= 0x08 || byte === 0x0b || (byte >= 0x0e && byte <= 0x1f))

/**
 * Payload reads the width and height of every image it stores, with this library, and a file whose size it
 * cannot read (a photo cut short in its header) fails the upload with an error log. Such a file is the
 * visitor's to send again, so it is refused here with the other content checks.
 */
const isReadableImage = (type: AttachmentType, bytes: Uint8Array) => {
  if (!type.mime.startsWith('image/')) return true
  const dimensions = imageDimensionsFromData(bytes)
  return Boolean(dimensions?.width && dimensions.height)
}

/**
 * The type the bytes show, which must be the type the name claims: a renamed program, or a PNG named
 * .pdf, is refused, so what the team opens is what the file says it is.
 */
export async function checkAttachmentContent(
  name: string,
  bytes: Uint8Array,
): Promise<ContentCheck> {
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
  if (!matches) return { problem: attachmentMessages.mismatch(name) }
  return isReadableImage(claimed, bytes)
    ? { type: claimed }
    : { problem: attachmentMessages.unreadable(name) }
}
