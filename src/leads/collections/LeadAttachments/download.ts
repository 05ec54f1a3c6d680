import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'

import type { CollectionConfig, PayloadRequest } from 'payload'

import { leadAttachmentsDir } from '@/leads/admin/attachments-directory'
import { personalCacheControl } from '@/server/http/cache-control.mjs'

type Upload = Exclude<NonNullable<CollectionConfig['upload']>, boolean>
type FileHandler = NonNullable<Upload['handlers']>[number]

/**
 * RFC 6266: a plain-ASCII `filename` for old clients and the exact name in `filename*` (RFC 8187).
 * Quotes, backslashes and control characters could end or split the header, so they go.
 */
export function attachmentDisposition(name: string): string {
  const clean = name.replace(/[\u0000-\u001f\u007f"\\]/g, '').trim() || 'attachment'
  const ascii = clean.replace(/[^\u0020-\u007e]/g, '_')
  const encoded = encodeURIComponent(clean).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`
}

/**
 * A visitor's file is downloaded, never rendered on the admin's origin, and never cached. Payload's
 * file route and the S3 handler pass their headers through this; a name set before is kept.
 */
export const downloadHeaders: NonNullable<Upload['modifyResponseHeaders']> = ({ headers }) => {
  if (!headers.has('Content-Disposition')) headers.set('Content-Disposition', 'attachment')
  headers.set('Cache-Control', personalCacheControl)
  return headers
}

/**
 * Payload checks read access before any handler. A file on disk is answered here, since Payload's
 * disk answer takes no headers from handlers; the S3 handler, added after this one, answers the
 * rest. Cast: Payload types a handler's promise as a Response or nothing, not as either.
 */
export const downloadUnderOriginalName = (async (
  req: PayloadRequest,
  { headers, params }: Parameters<FileHandler>[1],
) => {
  const { docs } = await req.payload.find({
    collection: 'lead-attachments',
    where: { filename: { equals: params.filename } },
    select: { filename: true, originalName: true, mimeType: true },
    limit: 1,
    pagination: false,
    depth: 0,
    req,
  })
  const attachment = docs[0]
  if (!attachment?.filename || !headers) return
  headers.set('Content-Disposition', attachmentDisposition(attachment.originalName))

  const filePath = path.join(leadAttachmentsDir(), path.basename(attachment.filename))
  const file = await stat(filePath).catch(() => undefined)
  if (!file) return
  headers.set('Content-Type', attachment.mimeType ?? 'application/octet-stream')
  headers.set('Content-Length', String(file.size))
  const body = Readable.toWeb(createReadStream(filePath)) as ReadableStream
  return new Response(body, { headers: downloadHeaders({ headers }) ?? headers })
}) as FileHandler
