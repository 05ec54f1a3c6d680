import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { batches } from '../mutation/batches.mjs'

/**
 * Stryker and Vitest skip a pattern that matches nothing without a word: a file moved or renamed would leave
 * its batch measuring less than its table in docs/testing.md says, or running fewer tests.
 */

/**
 * The files a batch's `mutate` entry names: a path, a path with a line range, a folder glob ending in
 * `**\/*.ts`, or a path left out of a glob (`!path`).
 */
function matchedFiles(pattern: string) {
  const file = pattern.replace(/^!/, '').replace(/:\d+-\d+$/, '')
  if (!file.includes('*')) return fs.existsSync(file) ? [file] : []
  const folder = file.slice(0, file.indexOf('*'))
  const extension = path.extname(file)
  if (!fs.existsSync(folder)) return []
  return fs
    .readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith(extension))
}

describe.each(Object.entries(batches))('the mutation batch %s', (_name, batch) => {
  it('names only test files that exist', () => {
    expect(batch.tests.filter((file) => !fs.existsSync(file))).toEqual([])
  })

  it('mutates something with each of its patterns', () => {
    expect(batch.mutate.filter((pattern) => matchedFiles(pattern).length === 0)).toEqual([])
  })

  // The only ranges are of access blocks: lines shift with every edit above them.
  it('starts each line range at the access code it is for', () => {
    const ranged = batch.mutate.flatMap((pattern) => {
      const range = /^(.+):(\d+)-(\d+)$/.exec(pattern)
      return range
        ? [
            {
              pattern,
              firstLine: fs.readFileSync(range[1], 'utf8').split('\n')[Number(range[2]) - 1] ?? '',
            },
          ]
        : []
    })
    expect(
      ranged.filter(({ firstLine }) => !firstLine.includes('access')).map(({ pattern }) => pattern),
    ).toEqual([])
  })
})
