import { randomBytes } from 'node:crypto'
import { copyFile, readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { generateImportMap } from 'payload'
import { describe, expect, it } from 'vitest'

const committed = path.resolve('src/app/(payload)/admin/importMap.js')

/** The map's imports and entries, without the comments a tool (Stryker's `// @ts-nocheck`) may add. */
const entriesOf = async (file: string) =>
  (await readFile(file, 'utf8'))
    .split('\n')
    .filter((line) => /^import |^\s+"/.test(line))
    .sort()

/**
 * The admin loads every custom component (list cells, fields, the dashboard's summary, the logo) through the
 * committed import map; a component the config names but the map lacks renders as nothing, with only a
 * line in the server's log, so the lead list would lose its email and urgency columns without any error page.
 */
describe('the admin import map', () => {
  it('holds exactly the components the config names', async () => {
    const config = await (await import('@payload-config')).default
    // Generated beside the committed file, so its relative import paths are the same.
    const regenerated = path.join(
      path.dirname(committed),
      `importMap.check-${randomBytes(4).toString('hex')}.js`,
    )
    await copyFile(committed, regenerated)
    try {
      await generateImportMap(
        {
          ...config,
          admin: {
            ...config.admin,
            importMap: { ...config.admin.importMap, importMapFile: regenerated },
          },
        },
        { log: false },
      )
      expect(await entriesOf(regenerated), 'run `npm run generate:importmap`').toEqual(
        await entriesOf(committed),
      )
    } finally {
      await rm(regenerated, { force: true })
    }
  })
})
