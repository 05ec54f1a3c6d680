import http from 'node:http'

export type Answer = {
  status: number
  text: string
  headers: http.IncomingHttpHeaders
  /** From the request to the end of the answer. */
  ms: number
}

type Options = {
  /** A loopback address (127.0.0.2, ...): a server on 127.0.0.1, or its proxy, sees a client of its own. */
  from?: string
  method?: string
  /** A string is sent as JSON unless the headers name another type. */
  body?: string | Buffer
  headers?: Record<string, string>
  timeoutMs?: number
}

/**
 * One request on a connection of its own. The path goes out exactly as written (`curl --path-as-is`):
 * `fetch` and `new URL` would resolve its dots and encode its bytes.
 */
export function sendFrom(url: string, options: Options = {}): Promise<Answer> {
  const started = performance.now()
  const origin = /^https?:\/\/[^/]+/.exec(url)?.[0] ?? url
  const { hostname, port } = new URL(origin)
  const body = typeof options.body === 'string' ? Buffer.from(options.body) : options.body
  const method = options.method ?? (body ? 'POST' : 'GET')
  const path = url.slice(origin.length) || '/'
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: hostname,
        port,
        path,
        method,
        localAddress: options.from,
        agent: false,
        headers: body
          ? {
              ...(typeof options.body === 'string' && { 'content-type': 'application/json' }),
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
    if (options.timeoutMs)
      request.setTimeout(options.timeoutMs, () =>
        request.destroy(new Error(`no answer to ${method} ${path} within ${options.timeoutMs} ms`)),
      )
    request.on('error', reject)
    request.end(body)
  })
}
