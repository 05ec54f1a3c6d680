import type http from 'node:http'
import { Readable } from 'node:stream'

import type { Payload } from 'payload'

import { leadEndpointPaths } from '@/leads/constants'
import { leadNotSaved, unavailable } from '@/leads/intake/endpoint'
import { receiveContactRequest, receivePackageRequest } from '@/leads/intake'

import { hookRequests } from './request-hook'
import { securityHeaders } from './security-headers.mjs'

/**
 * POST /api/contact and /api/package-purchase, answered before Next's router: they are the site's one
 * busy write path, and Next's routing and request handling took about half of a lead's CPU (README,
 * Benchmarks). Everything else about them is as for any request: the
 * hooks installed before this one (the peer address, the body caps) have run, and the answer is the
 * intake's own, with the headers every answer of the site carries.
 */

const [contactPath, packagePath] = leadEndpointPaths
const handlers = new Map<string, (request: Request, payload: Payload) => Promise<Response>>([
  [contactPath, receiveContactRequest],
  [packagePath, receivePackageRequest],
])

// Next's header rules do not run for these answers: the site's headers are added here.
const answerHeaders = { ...Object.fromEntries(securityHeaders.map(({ key, value }) => [key.toLowerCase(), value])), 'cache-control': 'no-store' }

function toWebRequest(request: http.IncomingMessage): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item))
    else if (value !== undefined) headers.set(name, value)
  }
  return new Request(`http://${request.headers.host ?? 'localhost'}${request.url}`, {
    method: request.method,
    headers,
    body: Readable.toWeb(request) as ReadableStream<Uint8Array>,
    duplex: 'half',
  } as RequestInit)
}

async function answer(response: http.ServerResponse, answered: Response) {
  const body = Buffer.from(await answered.arrayBuffer())
  response.writeHead(answered.status, { ...answerHeaders, ...Object.fromEntries(answered.headers), 'content-length': body.length })
  response.end(body)
}

async function receive(payload: () => Promise<Payload>, handler: (request: Request, payload: Payload) => Promise<Response>, request: http.IncomingMessage, response: http.ServerResponse) {
  try {
    await answer(response, await handler(toWebRequest(request), await payload()))
  } catch (error) {
    // The intake answers every failure of its own; this is the last line for one it did not foresee.
    console.error('Could not answer a lead request', error)
    if (!response.headersSent) await answer(response, unavailable(leadNotSaved))
  }
}

let installed = false

/** Installed before the hooks that must see a lead request first (they wrap this one). */
export function serveLeadEndpoints(payload: () => Promise<Payload>) {
  if (installed) return
  installed = true
  hookRequests((request, response) => {
    const handler = handlers.get((request.url ?? '').split('?')[0])
    if (!handler) return false
    if (request.method === 'POST') {
      void receive(payload, handler, request, response)
      return true
    }
    response.writeHead(405, { ...answerHeaders, allow: 'POST', 'content-type': 'text/plain; charset=utf-8' })
    response.end('Send the request with POST.')
    return true
  })
}
