import http from 'node:http'

export type Answer = {
  status: number
  text: string
  headers: http.IncomingHttpHeaders
  /** From the request to the end of the answer. */
  ms: number
}

/**
 * One request on a connection of its own from a chosen loopback address (127.0.0.2, ...): a server on
 * 127.0.0.1, or the proxy in front of it, sees each address as a client of its own.
 */
export function sendFrom(
  url: string,
  options: { from?: string; method?: string; body?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const started = performance.now()
  const body = options.body === undefined ? undefined : Buffer.from(options.body)
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: options.method ?? (body ? 'POST' : 'GET'),
        localAddress: options.from,
        agent: false,
        headers: body
          ? {
              'content-type': 'application/json',
              'content-length': body.length,
              ...options.headers,
            }
          : options.headers,
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            text,
            headers: response.headers,
            ms: performance.now() - started,
          }),
        )
        response.on('error', reject)
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}
