/** The first step of `npm run build`: the production server in JavaScript (see scripts/lib/server-build.ts). */
import { buildServer, serverBuildDir } from './lib/server-build'

await buildServer()
console.log(`Built the server into ${serverBuildDir}`)
