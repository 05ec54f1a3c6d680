/**
 * The production server as `npm start` runs it: the compiled supervisor (scripts/with-database.ts) running
 * the compiled server entry (src/server/main.ts), built by `npm run build` (./server-build.ts).
 */
import { compiledServer } from './server-build'

/** The arguments after the supervisor that start the server, on one port of the loopback address. */
export const serverCommand = (port: number) => [
  process.execPath,
  compiledServer.entry,
  '-p',
  String(port),
  '-H',
  '127.0.0.1',
]

/** The arguments of node that start the supervisor with the server under it, as `npm start` does. */
export const productionServerArgs = (port: number) => [
  compiledServer.supervisor,
  ...serverCommand(port),
]
