import 'server-only'

import { fileTypeFromBuffer } from 'file-type'
import { imageDimensionsFromData } from 'image-dimensions'

import { attachmentMessages, attachmentTypeOfName, type AttachmentType } from '../../attachments'

export type ContentCheck = { type: AttachmentType } | { problem: string }

/**
 * Text has no signature: any 8-bit encoding passes (a Windows-1252 log is text too), while a
 * program or image renamed .txt holds NUL or other C0 control bytes.
 */
const isPlainText = (bytes: Uint8Array) =>
  !bytes.some((byte) => byte <= 0x08 || byte === 0x0b || (byte >= 0x0e && byte <= 0x1f))

/**
 * Payload reads every image's size with this library and fails the upload with an error log when it
 * cannot; such a file is the visitor's to send again, so it is refused here.
 */
const isReadableImage = (type: AttachmentType, bytes: Uint8Array) => {
  if (!type.mime.startsWith('image/')) return true
  const dimensions = imageDimensionsFromData(bytes)
  return Boolean(dimensions?.width && dimensions.height)
}

/** The type the bytes show must be the one the name claims, so the team opens what it expects. */
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
