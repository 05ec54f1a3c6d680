import 'server-only'

import type { Payload } from 'payload'

import { unavailable } from './answers'
import { personalCacheControl } from './cache-control.mjs'

type Receive = (request: Request, payload: Payload) => Promise<Response>

/** A failure the endpoint did not foresee (Payload unreachable): the 503 its form shows. */
export function receiveWith(receive: Receive, payload: () => Promise<Payload>, notSaved: string) {
  return async (request: Request): Promise<Response> => {
    let answer: Response
    try {
      answer = await receive(request, await payload())
    } catch (error) {
      console.error('Could not answer an anonymous request', error)
      answer = unavailable(notSaved)
    }
    answer.headers.set('cache-control', personalCacheControl)
    return answer
  }
}
