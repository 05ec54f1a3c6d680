import type { CollectionBeforeValidateHook, Field, FieldHook, Plugin } from 'payload'

/**
 * Payload's PostgreSQL adapter reads `'$push' in value` of an array field and throws on null (a
 * 500); an empty list is what the admin sends with every row removed.
 */
export const emptyListForNull: FieldHook = ({ value }) => (value === null ? [] : value)

/**
 * Payload's field hooks read a named group's fields from any `typeof value === 'object'`, null too,
 * and throw (a 500); an empty group lets each field keep its value or default.
 */
export const unsentGroupForNull: FieldHook = ({ value }) => (value === null ? {} : value)

/**
 * Payload adds the timestamp fields after the plugins run and writes a null `createdAt` into a
 * column that cannot hold it (a 500); on create the adapter stamps the time.
 */
export const keepCreatedAtForNull: CollectionBeforeValidateHook = ({ data, originalDoc }) =>
  data?.createdAt === null ? { ...data, createdAt: originalDoc?.createdAt } : data

const withNullHandled = (fields: Field[]): Field[] =>
  fields.map((field): Field => {
    if (field.type === 'tabs')
      return {
        ...field,
        tabs: field.tabs.map((tab) => ({ ...tab, fields: withNullHandled(tab.fields) })),
      }
    if (field.type === 'blocks')
      return {
        ...field,
        blocks: field.blocks.map((block) => ({ ...block, fields: withNullHandled(block.fields) })),
      }
    if (!('fields' in field)) return field
    // An unnamed group only lays its fields out; they sit in the document beside it.
    const hook =
      field.type === 'array'
        ? emptyListForNull
        : field.type === 'group' && 'name' in field
          ? unsentGroupForNull
          : undefined
    const fields = withNullHandled(field.fields)
    if (!hook) return { ...field, fields }
    const { hooks } = field as { hooks?: { beforeValidate?: FieldHook[] } }
    return {
      ...field,
      fields,
      hooks: { ...hooks, beforeValidate: [hook, ...(hooks?.beforeValidate ?? [])] },
    } as Field
  })

/** A `null` for any field gets a 4xx; a required field then fails Payload's own validation. */
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
