import { postOnly } from './answers'

/** Re-exported by the POST-only routes: Next's own 405 names no `Allow`, and its OPTIONS answers 204. */
export {
  postOnly as DELETE,
  postOnly as GET,
  postOnly as HEAD,
  postOnly as OPTIONS,
  postOnly as PATCH,
  postOnly as PUT,
}
