/**
 * Compiles the production server to JavaScript: the server entry (src/server/main.ts), its supervisor
 * (scripts/with-database.ts) and the supervisor's preload, one file each in build/server. `npm start`, the
 * deploy files, `npm run stack`, the benchmarks and the end-to-end suite run these files, so production runs
 * with no TypeScript loader.
 *
 * Why a bundle made with esbuild, and not tsc or Node's own type stripping: these modules import through
 * the tsconfig aliases (`@/...`) and without file extensions. tsc writes both as they are and Node resolves
 * neither, so tsc's output would need a second tool to rewrite them, and type stripping a loader of our own.
 * esbuild resolves them from tsconfig.json and inlines the project's own modules, while every package stays
 * an import from node_modules (Next, Payload and the database driver are loaded as they are installed).
 * Payload, the job runner and src/server/start.ts are not in it: Next compiles them into its own build,
 * from src/instrumentation.ts.
 */
import fs from 'node:fs'
import path from 'node:path'

import { build } from 'esbuild'

export const serverBuildDir = 'build/server'

/** What `npm start` runs: the supervisor, which runs the server entry. */
export const compiledServer = {
  supervisor: `${serverBuildDir}/with-database.mjs`,
  entry: `${serverBuildDir}/main.mjs`,
}

const entryPoints = {
  main: 'src/server/main.ts',
  'with-database': 'scripts/with-database.ts',
  // The supervisor preloads it into its command from the folder it runs from.
  'exit-with-parent': 'scripts/exit-with-parent.mjs',
}

/**
 * Builds build/server. A file whose content is unchanged is left alone, and a changed one replaced in one
 * rename, so a server starting from the folder meanwhile (another test run) never reads half a file.
 */
export async function buildServer() {
  const result = await build({
    entryPoints,
    outdir: serverBuildDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    packages: 'external',
    tsconfig: 'tsconfig.json',
    platform: 'node',
    format: 'esm',
    target: `node${process.versions.node}`,
    write: false,
    logLevel: 'warning',
  })
  fs.mkdirSync(serverBuildDir, { recursive: true })
  for (const file of result.outputFiles) {
    if (fs.existsSync(file.path) && fs.readFileSync(file.path).equals(file.contents)) continue
    const temporary = path.join(
      path.dirname(file.path),
      `.${path.basename(file.path)}.${process.pid}`,
    )
    fs.writeFileSync(temporary, file.contents)
    fs.renameSync(temporary, file.path)
  }
}
