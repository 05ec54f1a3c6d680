import type { ArrayField, CollectionBeforeValidateHook, Config, Field, FieldHook } from 'payload'
import { describe, expect, it } from 'vitest'

import {
  emptyListForNull,
  keepCreatedAtForNull,
  nullFieldValues,
  unsentGroupForNull,
} from '@/db/nullFieldValues'

const list = (name: string, fields: Field[] = [{ name: 'text', type: 'text' }]): ArrayField => ({
  name,
  type: 'array',
  fields,
})
const hooksOf = (field: Field | undefined) => (field as ArrayField).hooks?.beforeValidate ?? []
const own: FieldHook = ({ value }) => value
const ownCollectionHook: CollectionBeforeValidateHook = ({ data }) => data

describe('nullFieldValues', () => {
  it('saves null as an empty list and leaves every other value as sent', () => {
    const run = (value: unknown) => emptyListForNull({ value } as Parameters<FieldHook>[0])
    expect(run(null)).toEqual([])
    expect(run(undefined)).toBeUndefined()
    expect(run([{ text: 'a' }])).toEqual([{ text: 'a' }])
  })

  it('takes a group sent as null for one not sent, and leaves every other value as sent', () => {
    const run = (value: unknown) => unsentGroupForNull({ value } as Parameters<FieldHook>[0])
    expect(run(null)).toEqual({})
    expect(run(undefined)).toBeUndefined()
    expect(run({ title: 'a' })).toEqual({ title: 'a' })
  })

  it("keeps the document's createdAt for a null one, and drops it on create", () => {
    const run = (data: Record<string, unknown>, originalDoc?: Record<string, unknown>) =>
      keepCreatedAtForNull({ data, originalDoc } as Parameters<CollectionBeforeValidateHook>[0])
    const createdAt = '2026-01-02T03:04:05.000Z'
    expect(run({ name: 'a', createdAt: null }, { createdAt })).toEqual({ name: 'a', createdAt })
    expect(run({ name: 'a', createdAt: null })).toEqual({ name: 'a' })
    expect(run({ name: 'a', createdAt: '2020-01-01' }, { createdAt })).toEqual({
      name: 'a',
      createdAt: '2020-01-01',
    })
    expect(run({ name: 'a' }, { createdAt })).toEqual({ name: 'a' })
  })

  it("reaches every array and named group of collections and globals, however deep, before the field's own hooks", async () => {
    const config = (await nullFieldValues({
      collections: [
        {
          slug: 'leads',
          hooks: { beforeValidate: [ownCollectionHook] },
          fields: [
            { name: 'name', type: 'text' },
            { ...list('notes'), hooks: { beforeValidate: [own] } },
            { type: 'row', fields: [list('inRow')] },
            { type: 'collapsible', label: 'More', fields: [list('inCollapsible')] },
            { name: 'group', type: 'group', fields: [list('inGroup', [list('nested')])] },
            { type: 'tabs', tabs: [{ label: 'One', fields: [list('inTab')] }] },
            {
              name: 'blocks',
              type: 'blocks',
              blocks: [{ slug: 'block', fields: [list('inBlock')] }],
            },
            {
              name: 'hero',
              type: 'group',
              hooks: { beforeValidate: [own] },
              fields: [{ name: 'inner', type: 'group', fields: [] }],
            },
            { type: 'group', label: 'Layout', fields: [list('inUnnamedGroup')] },
          ],
        },
      ],
      globals: [
        {
          slug: 'settings',
          fields: [list('links'), { name: 'social', type: 'group', fields: [] }],
        },
      ],
    } as unknown as Config)) as Config
    const [leads] = config.collections ?? []
    type Nested = Field & {
      fields: Field[]
      tabs: { fields: Field[] }[]
      blocks: { fields: Field[] }[]
    }
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
    expect(hooksOf(fields[4])).toEqual([unsentGroupForNull])
    expect(hooksOf(fields[7])).toEqual([unsentGroupForNull, own])
    expect(hooksOf(inside(fields[7]))).toEqual([unsentGroupForNull])
    expect('hooks' in fields[8]).toBe(false)
    expect(hooksOf(inside(fields[8]))).toEqual([emptyListForNull])
    expect(hooksOf(config.globals?.[0].fields[1])).toEqual([unsentGroupForNull])
    expect(leads.hooks?.beforeValidate).toEqual([keepCreatedAtForNull, ownCollectionHook])
  })
})
