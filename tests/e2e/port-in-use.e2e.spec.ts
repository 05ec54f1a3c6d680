import { expect, test } from '@playwright/test'
import { spawn } from 'node:child_process'

import { productionServerArgs } from '../../scripts/lib/server-command'
import { e2e } from './helpers/environment'
import { siteServerSettings } from './helpers/site-server'

/**
 * A deploy or an operator can start the site on a port another process still holds. Next keeps a process
 * alive after an uncaught error, so without its own handling the new server would run without listening,
 * and neither its supervisor nor systemd would restart it. The port held is the suite's own server's.
 */
test('a server started on a port another server holds exits 1 and says so; the first keeps answering', async () => {
  test.setTimeout(150_000)
  const second = spawn(process.execPath, productionServerArgs(e2e.port), {
    env: siteServerSettings(e2e.port),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  second.stdout.on('data', (chunk) => (output += chunk))
  second.stderr.on('data', (chunk) => (output += chunk))
  const exitCode = await new Promise<number | string>((resolve) => {
    const timer = setTimeout(() => {
      second.kill('SIGKILL')
      resolve('still running after 120 s')
    }, 120_000)
    second.once('exit', (code) => {
      clearTimeout(timer)
      resolve(code ?? 'killed')
    })
  })
  expect(exitCode, output).toBe(1)
  expect(output).toContain(
    `Could not listen on 127.0.0.1:${e2e.port}: another process holds the port`,
  )
  expect((await fetch(e2e.baseURL)).status).toBe(200)
})
