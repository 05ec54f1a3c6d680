import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'

import { freePort } from '../helpers/ports'
import { copyBuild } from '../../scripts/lib/copy-build'
import { productionServerArgs } from '../../scripts/lib/server-command'
import { owner } from './helpers/accounts'
import { e2e } from './helpers/environment'

/**
 * An owner undoing a mistake with the real commands: a price saved, `npm run backup`, another price saved
 * (and its page cached), the server stopped, `npm run restore`, the server started. The site runs on a
 * database and a copy of the suite's build of its own, as `npm start` would: Next keeps the pages it renders
 * in the build folder, which the suite's server, on another database, would otherwise write into meanwhile.
 */

const root = path.resolve(e2e.dataDir, 'restore')
const distDir = `${e2e.distDir}-restore`
const secret = randomBytes(32).toString('hex')
const packageName = 'Enterprise Website'
const pagePath = '/website-design'

let env: Record<string, string>

function npmRun(script: string, args: string[]) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('exit', (code) => resolve({ code, output }))
  })
}

type Site = { url: string; supervisor: ChildProcess; output: () => string }

async function startSite(): Promise<Site> {
  const url = env.SITE_URL
  const supervisor = spawn(process.execPath, productionServerArgs(Number(env.PORT)), {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  supervisor.stdout?.on('data', (chunk) => (output += chunk))
  supervisor.stderr?.on('data', (chunk) => (output += chunk))
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (supervisor.exitCode !== null)
      throw new Error(`the server exited with ${supervisor.exitCode}:\n${output}`)
    // The health endpoint, not a page: the first page view must be the test's own.
    const ok = await fetch(`${url}/api/health`).then(
      (response) => response.status === 200,
      () => false,
    )
    if (ok) return { url, supervisor, output: () => output }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`the server did not answer within 120 s:\n${output}`)
}

async function stopSite(site: Site) {
  if (site.supervisor.exitCode !== null || site.supervisor.signalCode !== null) return
  const exited = new Promise((resolve) => site.supervisor.once('exit', resolve))
  site.supervisor.kill('SIGTERM')
  await exited
}

/** The prices the page shows, and its status when it is not a 200. */
const shownPrice = async (site: Site) => {
  const response = await fetch(`${site.url}${pagePath}`)
  const html = await response.text()
  const prices = ['$1,444', '$1,555'].filter((price) => html.includes(price))
  return response.status === 200 ? prices : [...prices, `status ${response.status}`]
}

let site: Site | undefined

test.beforeAll(async () => {
  fs.rmSync(root, { recursive: true, force: true })
  copyBuild(e2e.distDir, distDir)
  const port = String(await freePort())
  env = {
    NODE_ENV: 'production',
    DATA_DIR: root,
    DATABASE_URI: '',
    REDIS_URL: '',
    EMBEDDED_POSTGRES_PORT: String(await freePort()),
    PAYLOAD_SECRET: secret,
    PORT: port,
    SITE_URL: `http://127.0.0.1:${port}`,
    NEXT_DIST_DIR: distDir,
    NEXT_TELEMETRY_DISABLED: '1',
  }
})

test.afterAll(async () => {
  if (site) await stopSite(site)
  fs.rmSync(root, { recursive: true, force: true })
  fs.rmSync(distDir, { recursive: true, force: true })
})

test('a restored backup shows at the first page view after the start, not the page cached before the restore', async () => {
  test.setTimeout(300_000)
  site = await startSite()
  const setupToken = /with the setup token (\S+)/.exec(site.output())?.[1]
  const registered = await fetch(`${site.url}/api/users/first-register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: owner.email,
      username: owner.username,
      password: owner.password,
      setupToken,
    }),
  })
  const answer = await registered.text()
  expect(registered.status, answer).toBe(200)
  const { token } = JSON.parse(answer) as { token: string }
  const headers = { authorization: `JWT ${token}`, 'content-type': 'application/json' }
  const found = (await (
    await fetch(
      `${site.url}/api/packages?where[name][equals]=${encodeURIComponent(packageName)}&depth=0`,
      { headers },
    )
  ).json()) as { docs: { id: number }[] }
  const publish = async (price: number) => {
    const saved = await fetch(`${site!.url}/api/packages/${found.docs[0].id}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ price, _status: 'published' }),
    })
    expect(saved.status, await saved.text()).toBe(200)
  }

  await publish(1444)
  expect(await shownPrice(site)).toEqual(['$1,444'])
  const backup = await npmRun('backup', [])
  expect(backup.code, backup.output).toBe(0)
  const archive = backup.output.trim().split('\n').at(-1) ?? ''
  expect(fs.existsSync(archive), archive).toBe(true)

  await publish(1555)
  await expect.poll(() => shownPrice(site!), { timeout: 5_000 }).toEqual(['$1,555'])
  await expect
    .poll(async () => (await fetch(`${site!.url}${pagePath}`)).headers.get('x-nextjs-cache'), {
      timeout: 10_000,
    })
    .toBe('HIT')
  await stopSite(site)

  const restore = await npmRun('restore', [archive])
  expect(restore.code, restore.output).toBe(0)
  site = await startSite()
  expect(
    await shownPrice(site),
    `the first page view after the start; the server's log:\n${site.output()}`,
  ).toEqual(['$1,444'])
})
