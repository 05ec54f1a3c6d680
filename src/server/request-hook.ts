import http from 'node:http'

/** Sees a request before the server's listeners (Next); returns true when it has answered it itself. */
export type RequestHook = (request: http.IncomingMessage, response: http.ServerResponse) => boolean

/**
 * Runs `hook` on every request any HTTP server of this process receives, before Next does: the one place a
 * request is seen with its socket and its body still unread. A hook installed later runs first.
 */
export function hookRequests(hook: RequestHook) {
  const emit = http.Server.prototype.emit
  http.Server.prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request' && hook(args[0] as http.IncomingMessage, args[1] as http.ServerResponse)) return true
    return Reflect.apply(emit, this, [event, ...args]) as boolean
  } as typeof emit
}
