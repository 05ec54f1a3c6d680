import type { Field, FieldHook, Plugin } from 'payload'

/**
 * A list sent as `null` (`{"notes": null}`) is saved as an empty list, as the admin sends one with every row
 * removed: Payload's PostgreSQL adapter reads `'$push' in value` of an array field's value and throws on
 * null (a 500). A required list then fails its own validation with its own message (400).
 */
export const emptyListForNull: FieldHook = ({ value }) => (value === null ? [] : value)

const withEmptyLists = (fields: Field[]): Field[] =>
  fields.map((field): Field => {
    switch (field.type) {
      case 'array':
        return {
          ...field,
          fields: withEmptyLists(field.fields),
          hooks: { ...field.hooks, beforeValidate: [emptyListForNull, ...(field.hooks?.beforeValidate ?? [])] },
        }
      case 'group':
      case 'row':
      case 'collapsible':
        return { ...field, fields: withEmptyLists(field.fields) }
      case 'tabs':
        return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: withEmptyLists(tab.fields) })) }
      case 'blocks':
        return { ...field, blocks: field.blocks.map((block) => ({ ...block, fields: withEmptyLists(block.fields) })) }
      default:
        return field
    }
  })

/** Every array field of every collection and global, however deep, saves `null` as an empty list. */
export const nullListsAsEmpty: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection) => ({ ...collection, fields: withEmptyLists(collection.fields) })),
  globals: config.globals?.map((global) => ({ ...global, fields: withEmptyLists(global.fields) })),
})
