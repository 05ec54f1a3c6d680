/**
 * What a field's column can be asked: the operators and the values the PostgreSQL adapter turns into valid
 * SQL. Payload passes the rest to the database as given (a word to a uuid column, `%x%` to a number
 * column, a NUL byte to any text) or to an operator the adapter lacks (`all`, and `near`, `within` and
 * `intersects` outside a point field), and answers the database's error as a 500.
 */
type Leaf =
  | { kind: 'uuid'; hasMany: boolean }
  | { kind: 'polymorphic'; collections: string[] }
  | { kind: 'number' | 'text' | 'date' | 'checkbox' | 'json' | 'point' }
  | { kind: 'option'; values: string[]; hasMany: boolean }

/** What the check reads of a field of Payload's sanitized config (its `flattenedFields`). */
export type QueryField = {
  name?: string
  type: string
  flattenedFields?: QueryField[]
  relationTo?: string | string[]
  hasMany?: boolean
  options?: readonly (string | { value: string })[]
}

/** The fields of a collection by slug; `undefined` for a slug that is none. */
export type FieldsOf = (slug: string) => QueryField[] | undefined

const equality = ['equals', 'not_equals', 'in', 'not_in', 'exists']
const order = ['greater_than', 'greater_than_equal', 'less_than', 'less_than_equal']

const operatorsOf = (leaf: Leaf): string[] => {
  switch (leaf.kind) {
    case 'uuid':
      // `like` on a uuid column is run as `equals`; `contains` on a has-many relationship too.
      return [...equality, 'like', ...(leaf.hasMany ? ['contains'] : [])]
    case 'polymorphic':
      return equality
    case 'number':
      return [...equality, ...order, 'like']
    case 'text':
      return [...equality, ...order, 'like', 'not_like', 'contains']
    case 'date':
      return [...equality, ...order]
    case 'checkbox':
      return equality
    case 'option':
      return [...equality, ...(leaf.hasMany ? ['contains'] : [])]
    case 'json':
      return ['exists']
    case 'point':
      return ['equals', 'not_equals', 'exists', 'near', 'within', 'intersects']
  }
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Whether one value (or one item of an `in` list) fits the column. Outside a list, `null` asks for an empty
 * column, and so does "null" where Payload turns it into one (uuid, number and date columns).
 */
const fits = (leaf: Leaf, value: unknown, inList: boolean): boolean => {
  if (value === null) return !inList
  const text = String(value)
  if (
    text === 'null' &&
    !inList &&
    ['uuid', 'polymorphic', 'number', 'date', 'text'].includes(leaf.kind)
  )
    return true
  switch (leaf.kind) {
    case 'uuid':
    case 'polymorphic':
      return uuidPattern.test(text)
    case 'number':
      return text.trim() !== '' && Number.isFinite(Number(text))
    case 'date':
      return !Number.isNaN(new Date(text).getTime())
    case 'checkbox':
      return /^(true|false)$/i.test(text)
    case 'option':
      return leaf.values.includes(text)
    default:
      return true
  }
}

const isScalar = (value: unknown) =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value)

const listOperators = new Set(['in', 'not_in'])

function checkValue(leaf: Leaf, operator: string, value: unknown): boolean {
  if (operator === 'exists') return isScalar(value) && /^(true|false)$/i.test(String(value))
  if (leaf.kind === 'point' && (operator === 'within' || operator === 'intersects'))
    return typeof value === 'object' && value !== null
  // A polymorphic relationship also takes `{ relationTo, value }`, with `equals` only.
  if (
    leaf.kind === 'polymorphic' &&
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value)
  ) {
    const { relationTo, value: id } = value as { relationTo?: unknown; value?: unknown }
    return (
      operator === 'equals' &&
      leaf.collections.includes(String(relationTo)) &&
      uuidPattern.test(String(id))
    )
  }
  if (listOperators.has(operator)) {
    const items =
      typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : [value]
    return items.every((item) => isScalar(item) && fits(leaf, item, true))
  }
  return isScalar(value) && fits(leaf, value, false)
}

type Resolved = Leaf | 'unknown' | 'no field' | 'not a column'

/**
 * The column a dotted path names, through groups, arrays and relationships; 'unknown' where Payload's own
 * path check decides (a path that names no field, a block, a field behind a polymorphic relationship, a join).
 */
function resolve(
  fields: QueryField[],
  segments: string[],
  fieldsOf: FieldsOf,
  topLevel: boolean,
): Resolved {
  const [name, ...rest] = segments
  // A document's own id is a uuid column (`idType: 'uuid'`), whatever field Payload lists for it.
  if (topLevel && name === 'id' && rest.length === 0) return { kind: 'uuid', hasMany: false }
  const field = fields.find((candidate) => candidate.name === name)
  if (!field) return 'no field'
  switch (field.type) {
    case 'group':
    case 'tab':
    case 'array':
      if (!rest.length) return 'not a column'
      return field.flattenedFields
        ? resolve(field.flattenedFields, rest, fieldsOf, false)
        : 'unknown'
    case 'relationship':
    case 'upload': {
      if (Array.isArray(field.relationTo)) {
        if (!rest.length) return { kind: 'polymorphic', collections: field.relationTo }
        if (rest.join('.') === 'value') return { kind: 'uuid', hasMany: false }
        if (rest.join('.') === 'relationTo')
          return { kind: 'option', values: field.relationTo, hasMany: false }
        return 'unknown'
      }
      if (typeof field.relationTo !== 'string') return 'unknown'
      if (!rest.length) return { kind: 'uuid', hasMany: Boolean(field.hasMany) }
      const related = fieldsOf(field.relationTo)
      return related ? resolve(related, rest, fieldsOf, true) : 'unknown'
    }
    case 'json':
    case 'richText':
      return { kind: 'json' }
    default:
      if (rest.length) return 'unknown'
  }
  switch (field.type) {
    case 'number':
      return { kind: 'number' }
    case 'text':
    case 'textarea':
    case 'email':
    case 'code':
      return { kind: 'text' }
    case 'date':
      return { kind: 'date' }
    case 'checkbox':
      return { kind: 'checkbox' }
    case 'point':
      return { kind: 'point' }
    case 'select':
    case 'radio':
      return {
        kind: 'option',
        values: (field.options ?? []).map((option) =>
          typeof option === 'string' ? option : option.value,
        ),
        hasMany: field.type === 'select' && Boolean(field.hasMany),
      }
    default:
      return 'unknown'
  }
}

/** The operators Payload knows; the adapter implements them only where `operatorsOf` allows. */
const knownOperators = new Set([
  ...equality,
  ...order,
  'like',
  'not_like',
  'contains',
  'all',
  'near',
  'within',
  'intersects',
])

const hasNul = (value: unknown): boolean =>
  typeof value === 'string'
    ? value.includes('\u0000')
    : typeof value === 'object' && value !== null && Object.values(value).some(hasNul)

/**
 * Why a REST `where` cannot be answered on these fields, or `undefined` when it can: an unknown operator,
 * an operator the field's column does not take, a value its column cannot hold, a NUL byte anywhere.
 * `and` and `or` take a list of `where`s (qs gives an object with number keys past its array limit).
 */
export function checkWhere(
  where: unknown,
  fields: QueryField[],
  fieldsOf: FieldsOf,
): string | undefined {
  if (typeof where !== 'object' || where === null || Array.isArray(where))
    return 'where must name fields and operators'
  for (const [path, condition] of Object.entries(where)) {
    if (path === 'and' || path === 'or') {
      if (typeof condition !== 'object' || condition === null)
        return `${path} takes a list of conditions`
      for (const nested of Object.values(condition)) {
        const problem = checkWhere(nested, fields, fieldsOf)
        if (problem) return problem
      }
      continue
    }
    if (typeof condition !== 'object' || condition === null || Array.isArray(condition))
      return `"${path}" needs an operator`
    const leaf = resolve(fields, path.split('.'), fieldsOf, true)
    for (const [operator, value] of Object.entries(condition)) {
      if (!knownOperators.has(operator)) return `"${operator}" is not an operator`
      if (hasNul(value)) return `"${path}" cannot hold a NUL character`
      // Payload refuses these with 400 too, but logs each as an error with its stack (docs/operations.md).
      if (leaf === 'no field') return `"${path}" names no field`
      if (leaf === 'not a column') return `"${path}" holds fields: query one of them`
      if (leaf === 'unknown') continue
      if (!operatorsOf(leaf).includes(operator))
        return `"${path}" cannot be queried with "${operator}"`
      if (!checkValue(leaf, operator, value))
        return `"${path}" cannot hold the value given to "${operator}"`
    }
  }
  return undefined
}
