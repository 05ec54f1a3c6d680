/** Serves one HTML document for every request: the ceiling a cached page is compared with. */
import http from 'node:http'

const [port, file] = process.argv.slice(2)
const body = await import('node:fs').then((fs) => fs.readFileSync(file))
http
  .createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': body.length,
    })
    response.end(body)
  })
  .listen(Number(port), '127.0.0.1', () => console.log('ready'))
