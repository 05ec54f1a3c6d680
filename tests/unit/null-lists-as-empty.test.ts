import type { ArrayField, Config, Field, FieldHook } from 'payload'
import { describe, expect, it } from 'vitest'

import { emptyListForNull, nullListsAsEmpty } from '@/collections/nullListsAsEmpty'

const list = (name: string, fields: Field[] = [{ name: 'text', type: 'text' }]): ArrayField => ({ name, type: 'array', fields })
const hooksOf = (field: Field | undefined) => (field as ArrayField).hooks?.beforeValidate ?? []
const own: FieldHook = ({ value }) => value

describe('nullListsAsEmpty', () => {
  it('saves null as an empty list and leaves every other value as sent', () => {
    const run = (value: unknown) => emptyListForNull({ value } as Parameters<FieldHook>[0])
    expect(run(null)).toEqual([])
    expect(run(undefined)).toBeUndefined()
    expect(run([{ text: 'a' }])).toEqual([{ text: 'a' }])
  })

  it('reaches every array field of collections and globals, however deep, before the field\'s own hooks', async () => {
    const config = (await nullListsAsEmpty({
      collections: [
        {
          slug: 'leads',
          fields: [
            { name: 'name', type: 'text' },
            { ...list('notes'), hooks: { beforeValidate: [own] } },
            { type: 'row', fields: [list('inRow')] },
            { type: 'collapsible', label: 'More', fields: [list('inCollapsible')] },
            { name: 'group', type: 'group', fields: [list('inGroup', [list('nested')])] },
            { type: 'tabs', tabs: [{ label: 'One', fields: [list('inTab')] }] },
            { name: 'blocks', type: 'blocks', blocks: [{ slug: 'block', fields: [list('inBlock')] }] },
          ],
        },
      ],
      globals: [{ slug: 'settings', fields: [list('links')] }],
    } as unknown as Config)) as Config
    const [leads] = config.collections ?? []
    type Nested = Field & { fields: Field[]; tabs: { fields: Field[] }[]; blocks: { fields: Field[] }[] }
    const fields = leads.fields as Nested[]
    const inside = (field: Field) => (field as Nested).fields[0]
    expect(hooksOf(fields[1])).toEqual([emptyListForNull, own])
    expect(hooksOf(inside(fields[2]))).toEqual([emptyListForNull])
    expect(hooksOf(inside(fields[3]))).toEqual([emptyListForNull])
    expect(hooksOf(inside(fields[4]))).toEqual([emptyListForNull])
    expect(hooksOf(inside(inside(fields[4])))).toEqual([emptyListForNull])
    expect(hooksOf(fields[5].tabs[0].fields[0])).toEqual([emptyListForNull])
    expect(hooksOf(fields[6].blocks[0].fields[0])).toEqual([emptyListForNull])
    expect(fields[0]).toEqual({ name: 'name', type: 'text' })
    expect(hooksOf(config.globals?.[0].fields[0])).toEqual([emptyListForNull])
  })
})
