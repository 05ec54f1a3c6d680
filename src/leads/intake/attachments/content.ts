import 'server-only'

import { fileTypeFromBuffer } from 'file-type'
import { imageDimensionsFromData } from 'image-dimensions'

import {
  attachmentLimits,
  attachmentMessages,
  attachmentTypeOfName,
  type AttachmentType,
} from '../../attachments'

/**
 * Text has no signature: any 8-bit encoding passes (a Windows-1252 log is text too), while a
 * program or image renamed .txt holds NUL or other C0 control bytes.
 */
const isPlainText = (bytes: Uint8Array) =>
  !bytes.some((byte) => byte <= 0x08 || byte === 0x0b || (byte >= 0x0e && byte <= 0x1f))

/** Deflate, which packs a PNG's pixels, shrinks at most 1032 to 1; a pixel takes a bit or more. */
const smallestPngBytes = (pixels: number) => pixels / 8 / 1032

/**
 * Payload reads every image's size with this library and fails the upload with an error log when it
 * cannot, so such a file is the visitor's to send again. Past the size bounds a viewer spends its
 * memory on the image; a PNG shorter than its pixels need is cut short or built to look large.
 */
function imageProblem(name: string, type: AttachmentType, bytes: Uint8Array): string | undefined {
  if (!type.mime.startsWith('image/')) return undefined
  const dimensions = imageDimensionsFromData(bytes)
  if (!dimensions?.width || !dimensions.height) return attachmentMessages.unreadable(name)
  const { width, height } = dimensions
  const pixels = width * height
  if (
    Math.max(width, height) > attachmentLimits.imageSide ||
    pixels > attachmentLimits.imageMegapixels * 1_000_000
  )
    return attachmentMessages.tooManyPixels(name)
  if (dimensions.type === 'png' && bytes.byteLength < smallestPngBytes(pixels))
    return attachmentMessages.unreadable(name)
  return undefined
}

/** The type the bytes show must be the one the name claims, so the team opens what it expects. */
export async function checkAttachmentContent(
  name: string,
  bytes: Uint8Array,
): Promise<{ type: AttachmentType } | { problem: string }> {
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
  const problem = imageProblem(name, claimed, bytes)
  return problem ? { problem } : { type: claimed }
}
