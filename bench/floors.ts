/**
 * The servers the site's cached `/` is measured against (./throughput.ts): the framework's floor, plain
 * `next start` of a minimal app whose one page holds the site's `/` without its scripts, and nginx serving
 * the site's HTML from a file; beside them, the site's own build under `next start`, which shows what the
 * custom server costs.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export type Floor = { name: string; baseURL: string; stop: () => Promise<void> }

const NGINX = '/usr/sbin/nginx'

/** Next's own command, from the project's node_modules (the plain app links to the same folder). */
const nextBin = () => path.join(fs.realpathSync('node_modules'), 'next/dist/bin/next')

async function waitForAnswer(url: string, server: ChildProcess) {
  const answers = () =>
    fetch(url)
      .then((response) => response.ok)
      .catch(() => false)
  for (let attempt = 0; !(await answers()); attempt += 1) {
    if (attempt === 100 || server.exitCode !== null) throw new Error(`nothing answers ${url}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** Stops the server, then removes its folder (nginx removes its pid file there as it exits). */
const stopper = (server: ChildProcess, folder?: string) => async () => {
  if (server.exitCode === null && server.signalCode === null) {
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
  }
  if (folder) fs.rmSync(folder, { recursive: true, force: true })
}

async function started(floor: Floor, server: ChildProcess) {
  try {
    await waitForAnswer(`${floor.baseURL}/`, server)
    return floor
  } catch (error) {
    await floor.stop()
    throw error
  }
}

/** nginx (Debian's package), one worker, answering every path with `html`; without it, a small Node server. */
export async function startStaticServer(html: string, port: number): Promise<Floor> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'))
  // nginx's workers run as an unprivileged user: they must be able to read the page.
  fs.chmodSync(folder, 0o755)
  const file = path.join(folder, 'index.html')
  fs.writeFileSync(file, html, { mode: 0o644 })
  const baseURL = `http://127.0.0.1:${port}`
  if (fs.existsSync(NGINX) && spawnSync(NGINX, ['-v']).status === 0) {
    const config = path.join(folder, 'nginx.conf')
    fs.writeFileSync(
      config,
      `daemon off; worker_processes 1; pid ${folder}/nginx.pid; error_log stderr;
events { worker_connections 1024; }
http {
  access_log off;
  gzip on;
  server { listen 127.0.0.1:${port}; root ${folder}; location / { default_type text/html; try_files /index.html =404; } }
}
`,
    )
    const nginx = spawn(NGINX, ['-c', config, '-p', folder], {
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    return started({ name: 'nginx, 1 worker', baseURL, stop: stopper(nginx, folder) }, nginx)
  }
  const node = spawn(
    process.execPath,
    ['--import', 'tsx', 'bench/static-server.ts', String(port), file],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  return started({ name: 'Node static server', baseURL, stop: stopper(node, folder) }, node)
}

const commonAncestor = (first: string, second: string) => {
  const [a, b] = [first.split(path.sep), second.split(path.sep)]
  return (
    a
      .slice(
        0,
        a.findIndex((part, index) => part !== b[index]),
      )
      .join(path.sep) || path.sep
  )
}

/** The app: the page's content is the document's head and body, as one block of HTML. */
function writeApp(folder: string, document: string, nodeModules: string) {
  fs.symlinkSync(nodeModules, path.join(folder, 'node_modules'))
  fs.writeFileSync(path.join(folder, 'package.json'), '{ "private": true, "type": "module" }\n')
  // Next looks for its config up the tree, and Turbopack compiles nothing outside its root: the linked
  // node_modules lies outside this folder, so the root is the folder both share.
  const root = commonAncestor(folder, nodeModules)
  const config = { turbopack: { root }, outputFileTracingRoot: root }
  fs.writeFileSync(
    path.join(folder, 'next.config.mjs'),
    `export default ${JSON.stringify(config)}\n`,
  )
  const content = document.replace(/^[\s\S]*?<html[^>]*>/i, '').replace(/<\/html>[\s\S]*$/i, '')
  fs.mkdirSync(path.join(folder, 'app'))
  fs.writeFileSync(
    path.join(folder, 'app', 'layout.js'),
    'export default function Layout({ children }) {\n  return <html lang="en"><body>{children}</body></html>\n}\n',
  )
  fs.writeFileSync(
    path.join(folder, 'app', 'page.js'),
    `const html = ${JSON.stringify(content)}\nexport default function Page() {\n  return <div dangerouslySetInnerHTML={{ __html: html }} />\n}\n`,
  )
}

/**
 * The framework's floor: the project's own `next` builds the app in a temporary folder (`next build`
 * prerenders the page) and serves it with plain `next start`: no custom server, proxy, header rules or Payload.
 *
 * Why a page, and not a route handler with `dynamic = 'force-static'` returning the HTML: the site's `/` is a
 * page, and Next answers a prerendered page on a path of its own: from its response cache
 * (`x-nextjs-cache: HIT`), with an ETag hashed over the HTML and the HTML written as a string on every request.
 * A static route handler streams its stored bytes and sends no ETag, a faster path that no page of any Next
 * app takes. Next adds its own few scripts and the React Server Components payload (which repeats the HTML, as
 * the site's does) to the page, so the floor's answer is about as large as the site's.
 */
export async function startPlainNext(document: string, port: number): Promise<Floor> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-plain-next-'))
  const nodeModules = fs.realpathSync('node_modules')
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
  }
  writeApp(folder, document, nodeModules)
  const build = spawnSync(process.execPath, [nextBin(), 'build'], {
    cwd: folder,
    env,
    encoding: 'utf8',
  })
  if (build.status !== 0) {
    fs.rmSync(folder, { recursive: true, force: true })
    throw new Error(`next build of the plain app failed:\n${build.stdout}\n${build.stderr}`)
  }
  const server = spawn(
    process.execPath,
    [nextBin(), 'start', '-p', String(port), '-H', '127.0.0.1'],
    {
      cwd: folder,
      env,
      stdio: 'ignore',
    },
  )
  const name = 'plain next start, the page without scripts'
  return started(
    { name, baseURL: `http://127.0.0.1:${port}`, stop: stopper(server, folder) },
    server,
  )
}

/**
 * The site's build, as the measured server runs it, under Next's own server (`next start`) instead of the
 * custom server (src/server/main.ts) and its supervisor, on the same database: the difference between the
 * two is what the custom server costs. Its job runner is off, so it takes no work from the site.
 */
export async function startSiteUnderNextStart(env: NodeJS.ProcessEnv, port: number) {
  const server = spawn(
    process.execPath,
    [nextBin(), 'start', '-p', String(port), '-H', '127.0.0.1'],
    { env: { ...env, PORT: String(port), JOBS_AUTORUN: 'false' }, stdio: 'ignore' },
  )
  const name = 'the same build under next start'
  return started({ name, baseURL: `http://127.0.0.1:${port}`, stop: stopper(server) }, server)
}
