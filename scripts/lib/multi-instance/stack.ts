import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { copyBuild } from '../copy-build'
import { buildServer } from '../server-build'
import { productionServerArgs } from '../server-command'
import { startSmtpCapture } from '../smtp-capture'
import { startCaddy } from './caddy'
import { keepOutput, stopProcess, waitUntil, type Log } from './processes'
import { s3Credentials, startPostgres, startRedis, startS3 } from './services'

/** The stack's ports, each movable by an environment variable so two runs can share a machine. */
export const stackPorts = {
  proxy: Number(process.env.STACK_PROXY_PORT ?? 3400),
  /** The first instance; the second listens on the next port. */
  instance: Number(process.env.STACK_INSTANCE_PORT ?? 3401),
  redis: Number(process.env.STACK_REDIS_PORT ?? 6390),
  s3: Number(process.env.STACK_S3_PORT ?? 4590),
  postgres: Number(process.env.STACK_POSTGRES_PORT ?? 15640),
  smtp: Number(process.env.STACK_SMTP_PORT ?? 2527),
}

export type StackOptions = {
  /** Where the one build lives (built there when it has none); instance copies go beside it (distDir-a, ...). */
  distDir: string
  /** A finished build the instances copy instead (the end-to-end suite's): nothing is built. */
  buildFrom?: string
  instances?: number
  env?: Record<string, string>
  log?: Log
  serverLog?: boolean
}

export type Instance = {
  name: string
  port: number
  baseURL: string
  distDir: string
  /** Starts it (again) and waits until its health check answers 200. */
  start(): Promise<void>
  /** `kill -9` of the instance: the server and the script that started it, with no chance to clean up. */
  kill(): void
  stop(): Promise<void>
  readonly running: boolean
  /** The end of what the instance printed (its log). */
  output(): string
}

/** A command through scripts/with-database.ts, as `npm run build` and `npm run migrate` run theirs. */
function withDatabase(args: string[], env: NodeJS.ProcessEnv, options: { log?: boolean } = {}) {
  return spawn(process.execPath, ['--import', 'tsx', 'scripts/with-database.ts', ...args], {
    env,
    stdio: ['ignore', options.log ? 'inherit' : 'ignore', 'inherit'],
  })
}

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))

async function health(url: string) {
  return (await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(3_000) })).status === 200
}

/**
 * Several server instances (src/server/main.ts) of one build, each from its own copy of the build folder, on one
 * PostgreSQL, sharing Redis (page cache, rate limits) and an S3-compatible bucket (attachments), behind
 * Caddy; plus a capture SMTP server that keeps every message. Everything lives in a throwaway folder and
 * is removed by `stop()`. Migrations run once, before the first instance starts, as `npm run migrate`
 * would; the instances then start one after the other.
 */
export async function startMultiInstanceStack(options: StackOptions) {
  const log = options.log ?? (() => {})
  const instanceCount = options.instances ?? 2
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'site-stack-'))
  const cleanups: Array<() => Promise<unknown> | unknown> = [
    () => fs.rmSync(folder, { recursive: true, force: true }),
  ]
  const stop = async () => {
    for (const cleanup of cleanups.splice(0).reverse())
      await Promise.resolve(cleanup()).catch((error) =>
        log(`stopping: ${(error as Error).message}`),
      )
  }

  try {
    const mail: string[] = []
    const smtp = await startSmtpCapture(stackPorts.smtp, (raw) => {
      mail.push(raw)
    })
    cleanups.push(() => smtp.close())
    const postgres = await startPostgres(folder, stackPorts.postgres, log)
    cleanups.push(() => postgres.stop())
    let redis = await startRedis(folder, stackPorts.redis, log)
    cleanups.push(() => redis.stop())
    const s3 = await startS3(folder, stackPorts.s3, 'lead-attachments', log)
    cleanups.push(() => s3.stop())

    const proxyURL = `http://127.0.0.1:${stackPorts.proxy}`
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      // One secret for all instances: a session signed by one is valid on every other.
      PAYLOAD_SECRET: randomBytes(32).toString('hex'),
      SITE_URL: proxyURL,
      REDIS_URL: redis.url,
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: s3Credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3Credentials.secretAccessKey,
      // Caddy is the one proxy in front: the client is the address Caddy saw.
      TRUST_PROXY: '1',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(stackPorts.smtp),
      SMTP_REQUIRE_TLS: 'false',
      EMAIL_FROM: 'Nature Coast Tech <site@example.com>',
      ...options.env,
    }

    const build = await prepareBuild(options, env, postgres, log)
    await buildServer()
    const databaseUri = await postgres.createDatabase('site')
    log('applying the migrations once (npm run migrate)')
    const migrate = withDatabase(
      ['payload', 'migrate'],
      { ...env, DATABASE_URI: databaseUri },
      { log: options.serverLog },
    )
    if ((await exitOf(migrate)) !== 0) throw new Error('payload migrate failed')

    const instances: Instance[] = []
    for (let index = 0; index < instanceCount; index += 1) {
      const name = String.fromCharCode('a'.charCodeAt(0) + index)
      const port = stackPorts.instance + index
      const distDir = `${options.distDir}-${name}`
      copyBuild(build, distDir)
      instances.push(
        instance(
          name,
          port,
          distDir,
          {
            ...env,
            DATABASE_URI: databaseUri,
            PORT: String(port),
            NEXT_DIST_DIR: distDir,
            DATA_DIR: path.join(folder, `instance-${name}`),
          },
          options.serverLog,
        ),
      )
      cleanups.push(async () => {
        await instances[index].stop()
        fs.rmSync(distDir, { recursive: true, force: true })
      })
    }
    // One after the other, as a rolling deploy starts them: the first also seeds the empty database.
    for (const server of instances) {
      await server.start()
      log(`instance ${server.name} on ${server.baseURL} (build copy ${server.distDir})`)
    }

    const caddy = await startCaddy(
      folder,
      stackPorts.proxy,
      instances.map((server) => `127.0.0.1:${server.port}`),
      log,
    )
    cleanups.push(() => caddy.stop())

    const stopRedis = () => redis.stop()
    // The same port and folder: the instances find it again where they lost it.
    const restartRedis = async () => {
      redis = await startRedis(folder, stackPorts.redis, log)
    }
    return {
      proxyURL: caddy.url,
      instances,
      databaseUri,
      redisURL: redis.url,
      stopRedis,
      restartRedis,
      s3,
      mail,
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

/** The finished build the instances copy: the one given, or the one in distDir, built there when missing. */
async function prepareBuild(
  options: StackOptions,
  env: NodeJS.ProcessEnv,
  postgres: Awaited<ReturnType<typeof startPostgres>>,
  log: Log,
) {
  if (options.buildFrom) {
    if (!fs.existsSync(path.join(options.buildFrom, 'BUILD_ID')))
      throw new Error(`${options.buildFrom} holds no finished build`)
    return options.buildFrom
  }
  if (fs.existsSync(path.join(options.distDir, 'BUILD_ID'))) {
    log(`reusing the build in ${options.distDir} (delete it to build again)`)
    return options.distDir
  }
  log(`building the site once into ${options.distDir}`)
  const build = withDatabase(
    ['next', 'build'],
    {
      ...env,
      REDIS_URL: '',
      NEXT_DIST_DIR: options.distDir,
      DATABASE_URI: await postgres.createDatabase('build'),
    },
    { log: true },
  )
  if ((await exitOf(build)) !== 0) throw new Error('next build failed')
  return options.distDir
}

function instance(
  name: string,
  port: number,
  distDir: string,
  env: NodeJS.ProcessEnv,
  serverLog = false,
): Instance {
  const baseURL = `http://127.0.0.1:${port}`
  let server: ChildProcess | undefined
  let output = ''
  const running = () => Boolean(server && server.exitCode === null && server.signalCode === null)
  return {
    name,
    port,
    baseURL,
    distDir,
    get running() {
      return running()
    },
    async start() {
      if (running()) return
      // Its own process group, so a kill reaches the server as well as the script that started it.
      const started = spawn(process.execPath, productionServerArgs(port), {
        env,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      server = started
      const keep = (chunk: Buffer) => {
        if (serverLog) process.stdout.write(chunk)
        output = `${output}${chunk.toString('utf8')}`.slice(-50_000)
        keepOutput(started, chunk)
      }
      started.stdout?.on('data', keep)
      started.stderr?.on('data', keep)
      await waitUntil(`instance ${name}`, () => health(baseURL), 120_000, started)
    },
    kill() {
      if (server?.pid && running()) process.kill(-server.pid, 'SIGKILL')
    },
    async stop() {
      await stopProcess(server, 'SIGTERM', 20_000)
    },
    output: () => output,
  }
}
