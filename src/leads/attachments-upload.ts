import { randomUUID } from 'node:crypto'
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'

import { serverEnv } from '@/config/env'

import { attachmentLimits, attachmentMessages, attachmentProblems, extensionOf, type AttachmentReference, type AttachmentType } from './attachments'
import { checkAttachmentContent } from './attachments-content'
import { attachmentToken } from './attachments-token'
import { clientAddress, SlidingWindowLimiter } from './rate-limit'

/** The form field that carries the files of POST /api/contact/attachments. */
export const attachmentFormField = 'files'

// Room for the multipart boundaries and part headers around the largest allowed files.
const maxBodyBytes = attachmentLimits.files * attachmentLimits.bytesPerFile + 64 * 1024

let limiter: SlidingWindowLimiter | undefined
function uploadLimiter() {
  const env = serverEnv()
  limiter ??= new SlidingWindowLimiter(env.LEADS_RATE_LIMIT_MAX, env.LEADS_RATE_LIMIT_WINDOW_SECONDS * 1000)
  return limiter
}

const refused = (messages: string[]) => Response.json({ errors: { attachments: messages } }, { status: 400 })

/** The body, or undefined once it passes the limit: a declared length is trusted only as far as it goes. */
async function readBounded(request: Request): Promise<Uint8Array<ArrayBuffer> | undefined> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBodyBytes) return undefined
  if (!request.body) return new Uint8Array()
  const chunks: Uint8Array[] = []
  let total = 0
  const reader = request.body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > maxBodyBytes) {
      await reader.cancel()
      return undefined
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

async function readFiles(request: Request): Promise<File[] | { problem: string }> {
  const body = await readBounded(request)
  if (!body) return { problem: attachmentMessages.bodyTooLarge }
  try {
    const form = await new Response(body, { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData()
    return form.getAll(attachmentFormField).filter((value): value is File => typeof value !== 'string')
  } catch {
    return { problem: `Expected a multipart form with the files in "${attachmentFormField}".` }
  }
}

/** A name fit for the admin and an email line: no path, no control characters. */
const displayName = (name: string) => (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001F\u007F]+/g, ' ').trim()

type CheckedFile = { name: string; bytes: Buffer; type: AttachmentType }

async function storeAll(payload: Payload, files: CheckedFile[]): Promise<AttachmentReference[]> {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const references: AttachmentReference[] = []
    for (const file of files) {
      const doc = await payload.create({
        collection: 'lead-attachments',
        data: { originalName: file.name },
        // A random stored name: the visitor's name stays a label and never becomes a path or a URL.
        file: { data: file.bytes, mimetype: file.type.mime, name: `${randomUUID()}.${extensionOf(file.name)}`, size: file.bytes.byteLength },
        overrideAccess: true,
        depth: 0,
        req,
      })
      const id = String(doc.id)
      references.push({ id, token: attachmentToken(serverEnv().PAYLOAD_SECRET, id), name: file.name, size: file.bytes.byteLength, type: file.type.mime })
    }
    await commitTransaction(req)
    return references
  } catch (error) {
    await killTransaction(req as PayloadRequest)
    throw error
  }
}

/**
 * POST /api/contact/attachments: the files of one service request, all checked (count, size, the type the
 * content shows) before any is stored, so a refused request stores nothing. Answers the references the
 * form then sends in `attachments` of POST /api/contact.
 */
export async function receiveAttachmentUpload(request: Request, payload: Payload): Promise<Response> {
  const client = clientAddress(request.headers, serverEnv().TRUST_PROXY)
  const limit = uploadLimiter()
  if (!limit.allow(client)) {
    return new Response('Too many requests. Please try again later.', {
      status: 429,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': String(limit.retryAfterSeconds(client)) },
    })
  }

  const files = await readFiles(request)
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
    return Response.json({ attachments: await storeAll(payload, checked) }, { status: 201 })
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Could not store lead attachments' })
    return Response.json({ message: 'Your files could not be saved. Please try again later.' }, { status: 503 })
  }
}
