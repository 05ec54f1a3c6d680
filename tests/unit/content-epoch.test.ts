import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * Several servers on one build folder (the suite's abuse, resilience and crash-restart servers beside its own):
 * one starting on other content clears the pages while another writes new ones there.
 */

const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-epoch-'))
const routeCache = path.join(distDir, 'server', 'route-cache')
const segments = path.join(distDir, 'server', 'app', 'website-design.segments')

/** Another server rendering pages: writes a file after a file into new folders of the route cache and the segments. */
const writerSource = `
const fs = require('node:fs')
const path = require('node:path')
const [routeCache, segments] = process.argv.slice(1)
for (let index = 0; ; index += 1) {
  for (const root of [routeCache, segments]) {
    const folder = path.join(root, 'page-' + (index % 7), 'part-' + (index % 5))
    try {
      fs.mkdirSync(folder, { recursive: true })
      fs.writeFileSync(path.join(folder, 'file-' + index), 'rendered')
    } catch {}
  }
  if (index === 200) process.stdout.write('writing\\n')
}
`

let writer: ChildProcess | undefined

function write(file: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, 'old content')
}

beforeAll(() => {
  process.env.NEXT_DIST_DIR = distDir
  fs.writeFileSync(
    path.join(distDir, 'prerender-manifest.json'),
    JSON.stringify({ routes: { '/': {}, '/website-design': {} } }),
  )
})

afterAll(() => {
  writer?.kill('SIGKILL')
  fs.rmSync(distDir, { recursive: true, force: true })
})

describe("clearing the build folder's pages", () => {
  // Forty clears against a busy writer take seconds on a loaded 2-core machine.
  it('succeeds while another server writes pages into it, and leaves none of the pages it found', async () => {
    const { clearRenderedPages } = await import('@/content/content-epoch')
    const oldPages = [
      path.join(routeCache, 'services', 'page.html'),
      path.join(distDir, 'cache', 'fetch-cache', 'query'),
      path.join(distDir, 'server', 'app', 'index.html'),
      path.join(distDir, 'server', 'app', 'website-design.rsc'),
      path.join(segments, 'old', 'segment.rsc'),
    ]
    oldPages.forEach(write)

    const running = spawn(process.execPath, ['-e', writerSource, routeCache, segments], {
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    writer = running
    await new Promise<void>((resolve) => running.stdout!.once('data', () => resolve()))

    const failures: string[] = []
    for (let round = 0; round < 40; round += 1) {
      await clearRenderedPages(`generation-${round}`).catch((error: NodeJS.ErrnoException) =>
        failures.push(`${error.code}: ${error.message}`),
      )
    }
    running.kill('SIGKILL')
    await new Promise((resolve) => running.once('exit', resolve))

    expect(failures).toEqual([])
    expect(oldPages.filter((page) => fs.existsSync(page))).toEqual([])
    expect(fs.readFileSync(path.join(distDir, 'content-generation'), 'utf8')).toBe('generation-39')
    const setAside = (folder: string) =>
      fs.readdirSync(folder).filter((name) => name.includes('.dropped-'))
    expect([
      ...setAside(path.join(distDir, 'server')),
      ...setAside(path.join(distDir, 'server', 'app')),
      ...setAside(path.join(distDir, 'cache')),
    ]).toEqual([])
  }, 60_000)
})
