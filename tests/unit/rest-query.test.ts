import { describe, expect, it } from 'vitest'

import { checkPaging, largestPagingValue } from '@/rest-query/check-paging'
import { checkWhere, type QueryField } from '@/rest-query/check-where'

const leads: QueryField[] = [
  { name: 'id', type: 'text' },
  { name: 'name', type: 'text' },
  { name: 'status', type: 'select', options: [{ value: 'new' }, 'won'] },
  { name: 'tags', type: 'select', hasMany: true, options: ['a', 'b'] },
]

const packages: QueryField[] = [
  { name: 'name', type: 'text' },
  { name: 'price', type: 'number' },
  { name: 'featured', type: 'checkbox' },
  { name: 'createdAt', type: 'date' },
  { name: 'body', type: 'richText' },
  { name: 'spot', type: 'point' },
  { name: 'features', type: 'array', flattenedFields: [{ name: 'text', type: 'text' }] },
  { name: 'seo', type: 'group', flattenedFields: [{ name: 'title', type: 'text' }] },
  { name: 'lead', type: 'relationship', relationTo: 'leads' },
  { name: 'related', type: 'relationship', relationTo: 'leads', hasMany: true },
  { name: 'either', type: 'relationship', relationTo: ['leads', 'packages'] },
  { name: 'nowhere', type: 'relationship', relationTo: 'gone' },
  { name: 'layout', type: 'blocks' },
  { name: 'loose', type: 'relationship' },
]

const fieldsOf = (slug: string) => ({ leads, packages })[slug as 'leads' | 'packages']
const check = (where: unknown) => checkWhere(where, packages, fieldsOf)
const uuid = '0f8fad5b-d9cb-469f-a165-70867728950e'

describe('checkWhere', () => {
  it.each([
    ['uuid id', { id: { in: `${uuid},${uuid.toUpperCase()}` } }],
    ['id as a list', { id: { not_in: [uuid] } }],
    ['id like a uuid', { id: { like: uuid } }],
    ['empty relationship', { lead: { equals: 'null' } }],
    ['relationship null', { lead: { equals: null } }],
    ['has-many relationship contains', { related: { contains: uuid } }],
    ['number', { price: { greater_than_equal: '12.5' } }],
    ['number as a number', { price: { equals: 3 } }],
    ['number list', { price: { in: '1,2' } }],
    ['number like', { price: { like: '5' } }],
    ['text like', { name: { like: 'web site' } }],
    ['text contains', { name: { contains: '%_' } }],
    ['text compared', { name: { less_than: 'm' } }],
    ['checkbox', { featured: { equals: 'TRUE' } }],
    ['checkbox list', { featured: { in: ['true', 'false'] } }],
    ['date', { createdAt: { greater_than: '2026-01-01' } }],
    ['date null', { createdAt: { equals: 'null' } }],
    ['exists', { body: { exists: 'false' } }],
    ['point near', { spot: { near: '1,2,3' } }],
    ['point within', { spot: { within: { type: 'Polygon' } } }],
    ['array row field', { 'features.text': { contains: 'seo' } }],
    ['group field', { 'seo.title': { equals: 'x' } }],
    ['field of the related document', { 'lead.status': { in: 'new,won' } }],
    ['has-many select contains', { 'lead.tags': { contains: 'a' } }],
    ['and/or lists', { or: [{ name: { equals: 'a' } }, { and: [{ price: { less_than: 5 } }] }] }],
    [
      'qs object past its array limit',
      { or: { 0: { name: { equals: 'a' } }, 1001: { price: { equals: 1 } } } },
    ],
    ['polymorphic relationship by id', { either: { in: `${uuid},${uuid}` } }],
    [
      'polymorphic relationship by collection and id',
      { either: { equals: { relationTo: 'leads', value: uuid } } },
    ],
    ['empty polymorphic relationship', { either: { equals: 'null' } }],
    ['id behind a polymorphic relationship', { 'either.value': { not_equals: uuid } }],
    ['collection of a polymorphic relationship', { 'either.relationTo': { equals: 'packages' } }],
    ['field of a document behind a polymorphic relationship', { 'either.name': { equals: 'x' } }],
    ['relationship to no collection', { 'nowhere.x': { equals: 'x' } }],
    ['a relationship whose collection the config does not name', { loose: { equals: 'x' } }],
    ['a field kind the check does not know', { layout: { equals: 'x' } }],
    ['a path under a plain field, which Payload checks itself', { 'price.x': { equals: 'x' } }],
    ['a checkbox asked for null', { featured: { equals: null } }],
    ['an option asked for null', { 'lead.status': { not_equals: null } }],
    ['a polymorphic relationship asked for null', { either: { equals: null } }],
    ['a point intersecting a shape', { spot: { intersects: { type: 'Polygon' } } }],
  ])('answers %s', (_, where) => {
    expect(check(where)).toBeUndefined()
  })

  it.each([
    ['a word for a uuid id', { id: { in: 'a,b,c' } }, '"id" cannot hold the value given to "in"'],
    [
      'a word for the id of a related document',
      { 'lead.id': { equals: 'x' } },
      '"lead.id" cannot hold',
    ],
    [
      'a word for a relationship',
      { lead: { equals: 'x' } },
      '"lead" cannot hold the value given to "equals"',
    ],
    ['a word for a polymorphic relationship', { either: { equals: 'x' } }, '"either" cannot hold'],
    ['a word in a polymorphic list', { either: { not_in: `${uuid},x` } }, '"either" cannot hold'],
    [
      'a word as the id of a polymorphic relationship',
      { either: { equals: { relationTo: 'leads', value: 'x' } } },
      '"either" cannot hold',
    ],
    [
      'an unknown collection of a polymorphic relationship',
      { either: { equals: { relationTo: 'users', value: uuid } } },
      '"either" cannot hold',
    ],
    [
      'collection and id with not_equals',
      { either: { not_equals: { relationTo: 'leads', value: uuid } } },
      '"either" cannot hold',
    ],
    [
      'like on a polymorphic relationship',
      { either: { like: uuid } },
      '"either" cannot be queried with "like"',
    ],
    [
      'a word for the id behind a polymorphic relationship',
      { 'either.value': { equals: 'x' } },
      '"either.value" cannot hold',
    ],
    [
      'an unknown collection of a polymorphic relationship by path',
      { 'either.relationTo': { equals: 'users' } },
      '"either.relationTo" cannot hold',
    ],
    ['"null" inside a list', { lead: { in: `${uuid},null` } }, '"lead" cannot hold'],
    ['null inside a list', { price: { in: [1, null] } }, '"price" cannot hold'],
    [
      'contains on a single relationship',
      { lead: { contains: uuid } },
      '"lead" cannot be queried with "contains"',
    ],
    ['a word for a number', { price: { equals: 'x' } }, '"price" cannot hold'],
    ['an empty number', { price: { less_than: ' ' } }, '"price" cannot hold'],
    ['an infinite number', { price: { equals: '1e400' } }, '"price" cannot hold'],
    ['a word in a number list', { price: { not_in: '1,x' } }, '"price" cannot hold'],
    [
      'contains on a number',
      { price: { contains: '1' } },
      '"price" cannot be queried with "contains"',
    ],
    ['near on a number', { price: { near: '1,2' } }, '"price" cannot be queried with "near"'],
    ['all anywhere', { price: { all: '1' } }, '"price" cannot be queried with "all"'],
    ['within a text', { name: { within: '1' } }, '"name" cannot be queried with "within"'],
    ['a word for a checkbox', { featured: { equals: 'yes' } }, '"featured" cannot hold'],
    ['"null" for a checkbox', { featured: { equals: 'null' } }, '"featured" cannot hold'],
    ['no date', { createdAt: { less_than: 'soon' } }, '"createdAt" cannot hold'],
    [
      'like on a date',
      { createdAt: { like: '2026' } },
      '"createdAt" cannot be queried with "like"',
    ],
    ['equals on rich text', { body: { equals: 'x' } }, '"body" cannot be queried with "equals"'],
    ['exists neither true nor false', { body: { exists: 'maybe' } }, '"body" cannot hold'],
    ['an unknown option', { 'lead.status': { equals: 'lost' } }, '"lead.status" cannot hold'],
    [
      '"null" for an option',
      { 'lead.status': { not_equals: 'null' } },
      '"lead.status" cannot hold',
    ],
    [
      'like on an option',
      { 'lead.status': { like: 'new' } },
      '"lead.status" cannot be queried with "like"',
    ],
    [
      'contains on a single select',
      { 'lead.status': { contains: 'new' } },
      'cannot be queried with "contains"',
    ],
    ['an object for a text', { name: { equals: { a: 'b' } } }, '"name" cannot hold'],
    ['a list for equals', { name: { equals: ['a'] } }, '"name" cannot hold'],
    ['an object in a list', { name: { in: [{ a: 1 }] } }, '"name" cannot hold'],
    ['a point without a shape', { spot: { within: '1,2' } }, '"spot" cannot hold'],
    ['a NUL byte', { name: { contains: 'a\u0000' } }, '"name" cannot hold a NUL character'],
    ['a NUL byte on a path Payload decides', { 'either.name': { equals: ['\u0000'] } }, 'NUL'],
    ['a path that names no field', { nothing: { equals: 'x' } }, '"nothing" names no field'],
    [
      'a path that names no field of a group',
      { 'seo.nothing': { equals: 'x' } },
      '"seo.nothing" names no field',
    ],
    ['an array itself', { features: { exists: 'true' } }, '"features" holds fields'],
    ['a group itself', { seo: { equals: 'x' } }, '"seo" holds fields'],
    ['a NUL byte in a nested value', { spot: { within: { type: '\u0000' } } }, 'NUL'],
    ['an unknown operator', { name: { matches: 'x' } }, '"matches" is not an operator'],
    ['no operator', { name: 'x' }, '"name" needs an operator'],
    ['a list for a condition', { name: ['x'] }, '"name" needs an operator'],
    ['or of a word', { or: 'x' }, 'or takes a list of conditions'],
    ['a bad condition inside and', { and: [{ price: { equals: 'x' } }] }, '"price" cannot hold'],
    [
      'a bad condition inside a related field',
      { 'lead.name': { near: '1' } },
      '"lead.name" cannot be queried with "near"',
    ],
    ['a list as the query', ['x'], 'where must name fields and operators'],
    ['null as the query', null, 'where must name fields and operators'],
    ['or of null', { or: null }, 'or takes a list of conditions'],
    ['null for a condition', { name: null }, '"name" needs an operator'],
    [
      'a bad condition after a good one',
      { or: [{ name: { equals: 'a' } }, { price: { equals: 'x' } }] },
      '"price" cannot hold',
    ],
    ['a date for a number', { price: { equals: '2026-01-01' } }, '"price" cannot hold'],
    ['a word around a checkbox value', { featured: { equals: 'xtrue' } }, '"featured" cannot hold'],
    [
      'a checkbox value followed by a word',
      { featured: { equals: 'falsey' } },
      '"featured" cannot hold',
    ],
    ['exists with a word before true', { body: { exists: 'nottrue' } }, '"body" cannot hold'],
    ['exists with a word after false', { body: { exists: 'falsehood' } }, '"body" cannot hold'],
    ['a uuid with a word before it', { lead: { equals: `x${uuid}` } }, '"lead" cannot hold'],
    ['a uuid with a word after it', { lead: { equals: `${uuid}x` } }, '"lead" cannot hold'],
    ['a point within nothing', { spot: { within: null } }, '"spot" cannot hold'],
    ['an object for a number list', { price: { in: { a: 1 } } }, '"price" cannot hold'],
    ['contains on the id', { id: { contains: uuid } }, '"id" cannot be queried with "contains"'],
    ['a path under the id', { 'id.x': { equals: uuid } }, '"id.x" names no field'],
    ['an id a group does not have', { 'seo.id': { equals: uuid } }, '"seo.id" names no field'],
    [
      'contains on the id behind a polymorphic relationship',
      { 'either.value': { contains: uuid } },
      'cannot be queried with "contains"',
    ],
    [
      'contains on the collection of a polymorphic relationship',
      { 'either.relationTo': { contains: 'leads' } },
      'cannot be queried with "contains"',
    ],
    [
      'a NUL byte in one key of a nested value',
      { spot: { within: { type: 'Polygon', x: '\u0000' } } },
      'NUL',
    ],
    ['a word as the query', 'x', 'where must name fields and operators'],
    ['a bad condition of a version', { 'version.price': { all: '1' } }, 'cannot be queried'],
  ])('refuses %s', (_, where, message) => {
    const versions: QueryField[] = [{ name: 'version', type: 'group', flattenedFields: packages }]
    const problem = String(
      where && typeof where === 'object' && 'version.price' in where
        ? checkWhere(where, versions, fieldsOf)
        : check(where),
    )
    expect(problem).toContain(message)
  })
})

describe('checkPaging', () => {
  it.each([
    {},
    { page: '0' },
    { page: '2', limit: '0', depth: '3' },
    { limit: String(largestPagingValue) },
  ])('answers %o', (query) => {
    expect(checkPaging(query)).toBeUndefined()
  })

  it.each([
    { page: '-5' },
    { page: '99999999999999999999' },
    { limit: String(largestPagingValue + 1) },
    { depth: 'abc' },
    { page: '1.5' },
    { limit: '1e3' },
    { depth: '' },
    { page: ' 1' },
    { page: ['1', '2'] },
    { limit: { a: '1' } },
    { page: ['5'] },
  ])('refuses %o', (query) => {
    const [name] = Object.keys(query)
    expect(checkPaging(query)).toBe(`${name} must be a whole number from 0 to 1,000,000`)
  })
})
