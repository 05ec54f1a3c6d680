/**
 * The floor a page's speed is compared with: the same HTML, fetched from the running site, with every script
 * taken out (the scripts themselves, their preloads and the RSC payload), served as a file. Whatever it loads
 * besides (images, icons, fonts) comes from the site itself, so the only difference is the JavaScript.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

const scriptTag = /<script\b[^>]*>[\s\S]*?<\/script>/gi
const scriptPreload = /<link\b[^>]*\b(?:rel="modulepreload"|as="script")[^>]*>/gi

export const withoutScripts = (html: string) =>
  html.replace(scriptTag, '').replace(scriptPreload, '')

export type Floor = { baseURL: string; close: () => Promise<void> }

/** Serves each of `pages` without its scripts, and passes every other request on to the site. */
export async function scriptFreeFloor(siteURL: string, pages: readonly string[]): Promise<Floor> {
  const documents = new Map<string, Buffer>()
  for (const page of pages) {
    const response = await fetch(siteURL + page)
    if (!response.ok) throw new Error(`${page} answered ${response.status}`)
    documents.set(page, Buffer.from(withoutScripts(await response.text())))
  }
  const server = http.createServer(async (request, response) => {
    const path = request.url ?? '/'
    const document = documents.get(path)
    if (document) {
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-length': document.length,
        'cache-control': 'no-store',
      })
      response.end(document)
      return
    }
    try {
      const passed = await fetch(siteURL + path, {
        headers: { accept: request.headers.accept ?? '*/*' },
      })
      const body = Buffer.from(await passed.arrayBuffer())
      const headers = Object.fromEntries(
        [...passed.headers].filter(
          ([name]) => !['content-encoding', 'content-length', 'transfer-encoding'].includes(name),
        ),
      )
      response.writeHead(passed.status, { ...headers, 'content-length': body.length })
      response.end(body)
    } catch {
      response.writeHead(502).end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseURL: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
