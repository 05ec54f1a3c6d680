import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import {
  contactLeadFields,
  leadCollectionFields,
  leadFieldRows,
  packageLeadFields,
  readLeadField,
} from '@/leads/kinds'
import { contactRequestSchema, packageRequestSchema } from '@/leads/schema'

/** The names of a collection's fields, rows opened. */
const namesOf = (fields: Field[]): string[] =>
  fields.flatMap((field) =>
    'name' in field
      ? [field.name]
      : 'fields' in field && field.type === 'row'
        ? namesOf(field.fields)
        : [],
  )

/**
 * The collections, imported by the tests that read them: built from the tables when their module loads, a
 * broken table then fails those tests instead of this file's import.
 */
const collections = async () => ({
  contact: (await import('@/leads/collections/ContactSubmissions')).ContactSubmissions,
  package: (await import('@/leads/collections/PackagePurchases')).PackagePurchases,
})

/** The honeypot is answered before the schema's result is stored. */
const honeypot = 'website'

describe("each lead kind's table of what the visitor sent", () => {
  it.each([
    ['service request', contactRequestSchema.shape, contactLeadFields, 'contact'],
    ['package request', packageRequestSchema.shape, packageLeadFields, 'package'],
  ] as const)(
    'names every field the %s schema accepts, and each is a field of its collection',
    async (_kind, shape, table, collection) => {
      const collectionFields = (await collections())[collection].fields
      const tableNames: string[] = table.map((field) => field.name)
      expect(
        Object.keys(shape).filter((name) => name !== honeypot && !tableNames.includes(name)),
      ).toEqual([])
      expect(tableNames.filter((name) => !namesOf(collectionFields).includes(name))).toEqual([])
    },
  )

  it('gives each field its label in the admin, read only as sent', async () => {
    const admin = (await collections()).contact.fields.flatMap((field) =>
      field.type === 'row' ? field.fields : [field],
    )
    const budget = admin.find((field) => 'name' in field && field.name === 'budgetRange')
    expect(budget).toMatchObject({
      label: 'Budget range',
      admin: { readOnly: true },
      access: { create: expect.any(Function), update: expect.any(Function) },
    })
  })

  it('reads an option as its label, a list as its labels, and nothing as empty', () => {
    const field = (name: string) => contactLeadFields.find((entry) => entry.name === name)!
    expect(readLeadField(field('preferredContactMethod'), { preferredContactMethod: 'text' })).toBe(
      'Text message',
    )
    expect(
      readLeadField(field('servicesNeeded'), {
        servicesNeeded: ['PC/Mac Repair', 'Web Site Design'],
      }),
    ).toBe('PC/Mac Repair, Web Site Design')
    expect(readLeadField(field('phone'), { phone: null })).toBe('')
    expect(readLeadField(field('urgency'), { urgency: 'urgent' })).toBe(
      'Urgent (Same day response needed)',
    )
  })

  it("leaves a field only the admin shows out of the email's and the CSV's rows", () => {
    expect(
      leadFieldRows(packageLeadFields, { package: 'p-1', packageName: 'Starter' }).map(
        ([label]) => label,
      ),
    ).not.toContain('Package on the site')
    expect(leadFieldRows(packageLeadFields, { packagePrice: 1499 })).toContainEqual([
      'Price at request',
      '$1,499',
    ])
  })

  it('lays the fields out side by side where consecutive fields share a row, each a select of its options or a text field unless it names its own', () => {
    const laidOut = leadCollectionFields([
      { name: 'first', label: 'First', row: 'one' },
      { name: 'second', label: 'Second', row: 'one' },
      { name: 'choice', label: 'Choice', options: [{ value: 'x', label: 'Ex' }] },
      { name: 'alone', label: 'Alone', row: 'two' },
      { name: 'again', label: 'Again', row: 'one' },
      {
        name: 'agreed',
        label: 'Agreed',
        options: [{ value: 'x', label: 'Ex' }],
        field: { type: 'checkbox' },
      },
    ])
    expect(laidOut).toEqual([
      {
        type: 'row',
        fields: [
          expect.objectContaining({
            name: 'first',
            label: 'First',
            type: 'text',
            admin: { readOnly: true },
          }),
          expect.objectContaining({ name: 'second', label: 'Second', type: 'text' }),
        ],
      },
      expect.objectContaining({
        name: 'choice',
        type: 'select',
        options: [{ value: 'x', label: 'Ex' }],
      }),
      expect.objectContaining({ name: 'alone', type: 'text' }),
      expect.objectContaining({ name: 'again', type: 'text' }),
      expect.objectContaining({ name: 'agreed', type: 'checkbox' }),
    ])
  })
})
