import { ApiError } from '@/lib/api'

import { attachmentUploadPath } from '../constants'
import type { AttachmentReference } from '../attachments'

/** A refusal throws the ApiError carrying its field messages. */
export async function uploadAttachments(files: readonly File[]): Promise<AttachmentReference[]> {
  if (files.length === 0) return []
  const body = new FormData()
  for (const file of files) body.append('files', file, file.name)
  const response = await fetch(attachmentUploadPath, {
    method: 'POST',
    credentials: 'include',
    body,
  })
  const text = (await response.text()).trim()
  if (!response.ok) throw new ApiError(response.status, text, response.statusText)
  return (JSON.parse(text) as { attachments: AttachmentReference[] }).attachments
}
