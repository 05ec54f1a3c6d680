import type { CollectionBeforeValidateHook, Field, FieldHook, Plugin } from 'payload'

/**
 * A list sent as `null` (`{"notes": null}`) is saved as an empty list, as the admin sends one with every row
 * removed: Payload's PostgreSQL adapter reads `'$push' in value` of an array field's value and throws on
 * null (a 500). A required list then fails its own validation with its own message (400).
 */
export const emptyListForNull: FieldHook = ({ value }) => (value === null ? [] : value)

/**
 * A group sent as `null` (`{"hero": null}`) counts as not sent: Payload's field hooks take a named group's
 * value for its fields' data whenever `typeof value === 'object'`, which null is, and throw reading a field of
 * it (a 500). An empty group lets each field keep the document's value, or take its default on create.
 */
export const unsentGroupForNull: FieldHook = ({ value }) => (value === null ? {} : value)

/**
 * `createdAt` sent as `null` keeps the document's: Payload adds the timestamp fields after the plugins run,
 * and writes the null into a column that cannot hold it (a 500). On create the adapter stamps the time.
 */
export const keepCreatedAtForNull: CollectionBeforeValidateHook = ({ data, originalDoc }) =>
  data?.createdAt === null ? { ...data, createdAt: originalDoc?.createdAt } : data

const first = (hook: FieldHook, field: { hooks?: { beforeValidate?: FieldHook[] } }) => ({
  ...field.hooks,
  beforeValidate: [hook, ...(field.hooks?.beforeValidate ?? [])],
})

const withNullHandled = (fields: Field[]): Field[] =>
  fields.map((field): Field => {
    switch (field.type) {
      case 'array':
        return {
          ...field,
          fields: withNullHandled(field.fields),
          hooks: first(emptyListForNull, field),
        }
      case 'group':
        // An unnamed group only lays its fields out; they sit in the document beside it.
        if (!('name' in field)) return { ...field, fields: withNullHandled(field.fields) }
        return {
          ...field,
          fields: withNullHandled(field.fields),
          hooks: first(unsentGroupForNull, field),
        }
      case 'row':
      case 'collapsible':
        return { ...field, fields: withNullHandled(field.fields) }
      case 'tabs':
        return {
          ...field,
          tabs: field.tabs.map((tab) => ({ ...tab, fields: withNullHandled(tab.fields) })),
        }
      case 'blocks':
        return {
          ...field,
          blocks: field.blocks.map((block) => ({
            ...block,
            fields: withNullHandled(block.fields),
          })),
        }
      default:
        return field
    }
  })

/**
 * Every collection and global answers `null` for any field below 500: lists are saved empty, groups count as
 * not sent, a collection's `createdAt` is kept; a required field then fails Payload's own validation (400).
 */
export const nullFieldValues: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection) => ({
    ...collection,
    fields: withNullHandled(collection.fields),
    hooks: {
      ...collection.hooks,
      beforeValidate: [keepCreatedAtForNull, ...(collection.hooks?.beforeValidate ?? [])],
    },
  })),
  globals: config.globals?.map((global) => ({ ...global, fields: withNullHandled(global.fields) })),
})
