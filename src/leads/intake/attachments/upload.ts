import 'server-only'

import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Payload } from 'payload'

import { serverEnv } from '@/config/env'
import { invalid, tooLarge, unavailable } from '@/server/http/answers'
import { readBoundedBody } from '@/server/http/body'
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

/** A file Payload's own upload checks refused: the visitor's fault, not an outage. */
class FileRefused extends Error {
  constructor(
    readonly fileName: string,
    readonly reason: string,
  ) {
    super(reason)
  }
}

type PayloadRefusal = { status: 400; message: string; data: { errors: { message?: string }[] } }

/**
 * Payload's ValidationError, told by its shape: in the production bundle the class imported here is
 * not the one Payload throws, so `instanceof` misses it.
 */
function isPayloadRefusal(error: unknown): error is PayloadRefusal {
  if (!(error instanceof Error) || (error as { status?: unknown }).status !== 400) return false
  const data = (error as { data?: { errors?: unknown } }).data
  return Array.isArray(data?.errors)
}

const reasonOf = (error: PayloadRefusal) =>
  error.data.errors
    .map((issue) => issue.message ?? '')
    .join(' ')
    .trim() || error.message

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
      throw isPayloadRefusal(error) ? new FileRefused(file.name, reasonOf(error)) : error
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
 * On a failure, deletes the files already stored through Payload, which removes them from the
 * disk or bucket too, where a rolled-back transaction would leave them.
 */
async function storeAll(payload: Payload, files: CheckedFile[]): Promise<AttachmentReference[]> {
  const references: AttachmentReference[] = []
  try {
    for (const file of files) references.push(await storeOne(payload, file))
    return references
  } catch (error) {
    if (references.length > 0) {
      await payload
        .delete({
          collection: 'lead-attachments',
          where: { id: { in: references.map((reference) => reference.id) } },
          overrideAccess: true,
          depth: 0,
        })
        .catch((cleanup: unknown) =>
          payload.logger.error({
            err: cleanup,
            msg: 'Could not remove the files of a refused upload; the hourly cleanup will',
          }),
        )
    }
    throw error
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

  try {
    const ceiling = await limitSite('upload', request)
    if (ceiling) return ceiling
    return Response.json({ attachments: await storeAll(payload, checked) }, { status: 201 })
  } catch (error) {
    if (error instanceof FileRefused)
      return refused([attachmentMessages.refused(error.fileName, error.reason)])
    payload.logger.error({ err: error, msg: 'Could not store lead attachments' })
    return unavailable(filesNotSaved)
  }
}
