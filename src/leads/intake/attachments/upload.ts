import 'server-only'

import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Payload } from 'payload'

import { serverEnv } from '@/config/env'
import { invalid, tooLarge, unavailable } from '@/server/http/answers'
import { readBoundedBody } from '@/server/http/body'
import { refusedFields } from '@/server/http/field-errors'
import { limitClient, limitSite } from '@/server/http/limits'

import {
  attachmentMessages,
  uploadBodyLimitBytes,
  attachmentProblems,
  extensionOf,
  type AttachmentReference,
  type AttachmentType,
} from '../../attachments'
import { checkAttachmentContent } from './content'
import { leadAttachmentsDir } from '../../admin/attachments-directory'
import { attachmentToken } from './token'

export const attachmentFormField = 'files'

/** The form shows it and keeps the files chosen. */
export const filesNotSaved = 'Your files could not be saved. Please try again later.'

const refused = (messages: string[]) => invalid({ attachments: messages })

async function readFiles(
  request: Request,
): Promise<File[] | { problem: string } | { tooLarge: true }> {
  const body = await readBoundedBody(request, uploadBodyLimitBytes)
  if ('tooLarge' in body) return body
  try {
    const form = await new Response(body.bytes, {
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    }).formData()
    return form
      .getAll(attachmentFormField)
      .filter((value): value is File => typeof value !== 'string')
  } catch {
    return { problem: `Expected a multipart form with the files in "${attachmentFormField}".` }
  }
}

/**
 * A name fit for the admin and an email line: format characters go, since a bidirectional override
 * makes "invoice<U+202E>fdp.txt" read as "invoicetxt.pdf".
 */
const displayName = (name: string) =>
  (name.split(/[\\/]/).pop() ?? '')
    .replace(/\p{Cf}+/gu, '')
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ')
    .trim()

type CheckedFile = { name: string; bytes: Buffer; type: AttachmentType }

/** The stored name is random, so the visitor's name never becomes a path or a URL. */
async function storeOne(payload: Payload, file: CheckedFile): Promise<AttachmentReference> {
  const filename = `${randomUUID()}.${extensionOf(file.name)}`
  const doc = await payload
    .create({
      collection: 'lead-attachments',
      data: { originalName: file.name },
      file: {
        data: file.bytes,
        mimetype: file.type.mime,
        name: filename,
        size: file.bytes.byteLength,
      },
      overrideAccess: true,
      depth: 0,
    })
    .catch(async (error: unknown) => {
      // On local disk Payload writes the file before the row, and leaves it when the row fails.
      await fs.rm(path.join(leadAttachmentsDir(), filename), { force: true })
      throw error
    })
  const id = String(doc.id)
  return {
    id,
    token: attachmentToken(serverEnv().PAYLOAD_SECRET, id),
    name: file.name,
    size: file.bytes.byteLength,
    type: file.type.mime,
  }
}

/**
 * POST /api/contact/attachments: every file is checked before any is stored, so a refused request
 * stores nothing. Answers the references the form then sends with POST /api/contact.
 */
export async function receiveAttachmentUpload(
  request: Request,
  payload: Payload,
): Promise<Response> {
  const limited = await limitClient('upload', request)
  if (limited) return limited

  const files = await readFiles(request)
  if ('tooLarge' in files) return tooLarge({ attachments: [attachmentMessages.bodyTooLarge] })
  if ('problem' in files) return refused([files.problem])
  if (files.length === 0) return refused([attachmentMessages.missing])
  const named = files.map((file) => ({ file, name: displayName(file.name) }))
  const problems = attachmentProblems(named.map(({ file, name }) => ({ name, size: file.size })))
  if (problems.length) return refused(problems)

  const checked: CheckedFile[] = []
  for (const { file, name } of named) {
    const bytes = Buffer.from(await file.arrayBuffer())
    const content = await checkAttachmentContent(name, bytes)
    if ('problem' in content) problems.push(content.problem)
    else checked.push({ name, bytes, type: content.type })
  }
  if (problems.length) return refused(problems)

  const stored: AttachmentReference[] = []
  try {
    const ceiling = await limitSite('upload', request)
    if (ceiling) return ceiling
    for (const file of checked) stored.push(await storeOne(payload, file))
    return Response.json({ attachments: stored }, { status: 201 })
  } catch (error) {
    // Through Payload, so the files leave the disk or bucket too, which a rollback would not do.
    if (stored.length)
      await payload
        .delete({
          collection: 'lead-attachments',
          where: { id: { in: stored.map((reference) => reference.id) } },
          overrideAccess: true,
          depth: 0,
        })
        .catch((cleanup: unknown) =>
          payload.logger.error({
            err: cleanup,
            msg: 'Could not remove the files of a refused upload; the hourly cleanup will',
          }),
        )
    // Payload's own upload checks refused the failed file: the visitor's to fix, not an outage.
    const reason = Object.values(refusedFields(error) ?? {})
      .flat()
      .join(' ')
    if (reason) return refused([attachmentMessages.refused(checked[stored.length].name, reason)])
    payload.logger.error({ err: error, msg: 'Could not store lead attachments' })
    return unavailable(filesNotSaved)
  }
}
