import net from 'node:net'
import path from 'node:path'

import { expect, test, type APIRequestContext } from '@playwright/test'

import { query, withScheduledNow } from './helpers/db'
import { startOwnServer, type OwnServer } from './helpers/own-server'
import { logInToAdmin } from './helpers/admin'
import { axe } from './helpers/axe'

const stamp = Date.now().toString(36)
const owner = {
  username: `stoppedowner${stamp}`,
  email: `stopped-owner-${stamp}@example.com`,
  password: 'Homosassa-springs-uptime-42',
}
const monitorToken = 'an-uptime-monitor-token-of-40-characters!'

/** A port nothing listens on, so the email check fails: a plain-words failure for the owner to read. */
async function closedPort() {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

test.describe.configure({ mode: 'serial', timeout: 300_000 })
// Wide enough that the admin's menu is open (it is inert while closed), for the click and the screenshot.
test.use({ viewport: { width: 1600, height: 1000 } })

let server: OwnServer
let settings: Record<string, string>
let ownerToken: string

const monitor = async (request: APIRequestContext) =>
  (
    await request.get(`${server.baseURL}/api/health`, {
      headers: { authorization: `Bearer ${monitorToken}` },
    })
  ).json()

test.beforeAll(async ({ request }) => {
  settings = {
    JOBS_AUTORUN: 'true',
    HEALTH_TOKEN: monitorToken,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(await closedPort()),
    SMTP_REQUIRE_TLS: 'false',
  }
  server = await startOwnServer({ name: 'site-health-stopped', portOffset: 13, env: settings })
  const registered = await request.post(`${server.baseURL}/api/users/first-register`, {
    data: { ...owner, setupToken: server.setupToken },
  })
  expect(registered.ok(), await registered.text()).toBe(true)
  ownerToken = (await registered.json()).token
})

test.afterAll(async () => {
  await server?.stop()
})

test('with the job runner stopped, /api/health with the token says the checks have stopped once their last run is three minutes old', async ({
  request,
}) => {
  // The runner runs the checks: the email check finds no mail server.
  await withScheduledNow(
    'checkSiteHealth',
    { baseURL: server.baseURL, token: ownerToken, databaseUri: server.databaseUri },
    expect
      .poll(async () => (await monitor(request)).failing, { timeout: 150_000, intervals: [1000] })
      .toContain('emailDelivery'),
  )
  expect(await monitor(request)).not.toHaveProperty('checks')

  // The runner stops; what the checks wrote is still recent, so nothing is said yet.
  await server.restart({ ...settings, JOBS_AUTORUN: 'false' })
  const lastRun = async () =>
    (
      await query<{ last: Date }>(
        'SELECT max(checked_at) AS last FROM site_health_checks',
        [],
        server.databaseUri,
      )
    )[0].last
  const before = await lastRun()
  expect(await monitor(request)).not.toHaveProperty('checks')

  // Three minutes and a few seconds pass with no run: the rows are aged rather than the test waiting them out.
  await query(
    "UPDATE site_health_checks SET checked_at = checked_at - interval '3 minutes 5 seconds'",
    [],
    server.databaseUri,
  )
  await expect
    .poll(() => monitor(request), { timeout: 10_000 })
    .toMatchObject({ status: 'degraded', checks: 'stopped', failing: ['emailDelivery'] })
  // Nothing ran the checks in between: the runner is stopped indeed.
  expect((await lastRun()).getTime()).toBe(before.getTime() - 185_000)
  // Anyone without the token is told only that the site is up.
  expect(await (await request.get(`${server.baseURL}/api/health`)).json()).toEqual({
    status: 'up',
  })
})

test('the owner reads it in plain words in the banner, the menu, the dashboard and Site health, in local time', async ({
  page,
}) => {
  await logInToAdmin(page, owner.username, owner.password, server.baseURL)

  await expect(page.locator('[data-site-health-banner]')).toContainText(
    "Something needs your attention: the site's checks have stopped, so no one is told when something fails. Email delivery is failing.",
  )
  const summary = page.locator('[data-site-health-summary]')
  await expect(summary).toContainText(
    "Needs your attention: the site's checks have stopped; Email delivery is failing.",
  )
  const { violations } = await axe(page).include('[data-site-health-summary]').analyze()
  expect(violations.map((violation) => violation.id)).toEqual([])

  const menuLink = page.locator('nav [data-site-health-nav]')
  await expect(menuLink).toHaveText('Site health: needs attention')
  await menuLink.click({ timeout: 10_000 })
  await expect(page).toHaveURL(/\/admin\/site-health$/)
  const checks = page.locator('[data-site-check="checks"]')
  await expect(checks).toHaveAttribute('data-status', 'failing')
  await expect(checks).toContainText("What is wrong: the site's checks have stopped")
  await expect(checks).toContainText('What to do: Restart the site.')
  // SITE_TIME_ZONE is America/New_York by default: a time the owner reads names EST or EDT, never GMT.
  await expect(checks).toContainText(
    /They last ran \w{3}, \w{3} \d{1,2}, \d{1,2}:\d{2} (AM|PM) E[SD]T\./,
  )
  const email = page.locator('[data-site-check="emailDelivery"]')
  await expect(email).toHaveAttribute('data-status', 'failing')
  await expect(email).toContainText(
    'What is wrong: The site cannot reach its mail server, so customers and staff get no email. Detail:',
  )
  await expect(email).toContainText(
    /Failing since \w{3}, \w{3} \d{1,2}, \d{1,2}:\d{2} (AM|PM) E[SD]T\./,
  )
  await expect(page.locator('body')).not.toContainText('GMT')
  await page.screenshot({ path: path.resolve('docs/site-health.png') })
})
