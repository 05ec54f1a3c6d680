import { invalid, tooLarge } from './answers'

export const isJson = (request: Request) =>
  /^application\/json\s*(;|$)/i.test(request.headers.get('content-type') ?? '')

export type BoundedBody = { bytes: Uint8Array<ArrayBuffer> } | { tooLarge: true }

/** Read no further than `maxBytes`, so a chunked body cannot fill memory. */
export async function readBoundedBody(request: Request, maxBytes: number): Promise<BoundedBody> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return { tooLarge: true }
  if (!request.body) return { bytes: new Uint8Array() }
  const chunks: Uint8Array[] = []
  let total = 0
  const reader = request.body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > maxBytes) {
      await reader.cancel().catch(() => {})
      return { tooLarge: true }
    }
    chunks.push(value)
  }
  return { bytes: Buffer.concat(chunks) }
}

export type ReadBody = { body: Record<string, unknown> } | { answer: Response }

/** The body as a JSON object, or the 413 or 400 to answer. */
export async function readJsonObject(request: Request, maxBytes: number): Promise<ReadBody> {
  const read = await readBoundedBody(request, maxBytes)
  if ('tooLarge' in read)
    return {
      answer: tooLarge({ body: [`The request is too large: at most ${maxBytes / 1024} KB`] }),
    }
  try {
    const body: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(read.bytes))
    if (body && typeof body === 'object' && !Array.isArray(body))
      return { body: body as Record<string, unknown> }
  } catch {
    // answered below like any other body that is not a JSON object
  }
  return { answer: invalid({ body: ['Expected a JSON object'] }) }
}
