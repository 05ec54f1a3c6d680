import fs from 'node:fs'
import path from 'node:path'

import { startProgram, stopProcess, waitUntil, type Log } from './processes'

/**
 * The test's Caddyfile: the same load balancing and health checks as deploy/Caddyfile (checked every second
 * instead of every five, and with the same timeout: longer than the health route's own database deadline,
 * so a slow answer is the instance's verdict rather than Caddy's), over plain HTTP on
 * 127.0.0.1, with no admin endpoint (it would take port 2019 from whoever else runs Caddy here) and a
 * header naming the instance that answered, so a test can tell where the proxy sent a request.
 */
export function caddyfile(port: number, upstreams: string[]) {
  return `{
	admin off
	auto_https off
}

:${port} {
	bind 127.0.0.1
	reverse_proxy ${upstreams.join(' ')} {
		lb_policy round_robin
		lb_try_duration 5s
		lb_try_interval 100ms
		fail_duration 10s
		health_uri /api/health
		health_interval 1s
		health_timeout 3s
		health_status 200
		header_down X-Served-By {http.reverse_proxy.upstream.hostport}
	}
}
`
}

export async function startCaddy(folder: string, port: number, upstreams: string[], log: Log) {
  const dir = path.join(folder, 'caddy')
  fs.mkdirSync(dir, { recursive: true })
  const config = path.join(dir, 'Caddyfile')
  fs.writeFileSync(config, caddyfile(port, upstreams))
  // Caddy keeps state under XDG_DATA_HOME and XDG_CONFIG_HOME: the throwaway folder, not root's home.
  const env = { ...process.env, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir, HOME: dir }
  const caddy = startProgram('caddy', ['run', '--config', config, '--adapter', 'caddyfile'], {
    name: 'caddy',
    log,
    env,
  })
  const url = `http://127.0.0.1:${port}`
  await waitUntil(
    'Caddy',
    async () => (await fetch(`${url}/api/health`)).status === 200,
    30_000,
    caddy,
  )
  log(`Caddy on ${url} in front of ${upstreams.join(', ')}`)
  return { url, stop: () => stopProcess(caddy) }
}
