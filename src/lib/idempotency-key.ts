const hex = (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('')

/**
 * A digest of what is sent, so "Send" again after a timeout repeats the key and the server answers
 * the first result. Without Web Crypto (an insecure origin), a random key.
 */
export async function idempotencyKey(method: string, url: string, body: string): Promise<string> {
  const subtle = globalThis.crypto?.subtle
  if (!subtle)
    return `r-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`
  return `s-${hex(await subtle.digest('SHA-256', new TextEncoder().encode(`${method} ${url}\n${body}`)))}`
}
