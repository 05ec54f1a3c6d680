import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { ContactSubmissions } from '@/collections/ContactSubmissions'
import { PackagePurchases } from '@/collections/PackagePurchases'
import { contactLeadFields, leadFieldRows, packageLeadFields, readLeadField } from '@/leads/kinds'
import { contactRequestSchema, packageRequestSchema } from '@/leads/schema'

/** The names of a collection's fields, rows opened. */
const namesOf = (fields: Field[]): string[] => fields.flatMap((field) => ('name' in field ? [field.name] : 'fields' in field && field.type === 'row' ? namesOf(field.fields) : []))

/** The honeypot is answered before the schema's result is stored. */
const honeypot = 'website'

describe("each lead kind's table of what the visitor sent", () => {
  it.each([
    ['service request', contactRequestSchema.shape, contactLeadFields, ContactSubmissions.fields],
    ['package request', packageRequestSchema.shape, packageLeadFields, PackagePurchases.fields],
  ] as const)('names every field the %s schema accepts, and each is a field of its collection', (_kind, shape, table, collectionFields) => {
    const tableNames: string[] = table.map((field) => field.name)
    expect(Object.keys(shape).filter((name) => name !== honeypot && !tableNames.includes(name))).toEqual([])
    expect(tableNames.filter((name) => !namesOf(collectionFields).includes(name))).toEqual([])
  })

  it('gives each field its label in the admin, read only as sent', () => {
    const admin = ContactSubmissions.fields.flatMap((field) => (field.type === 'row' ? field.fields : [field]))
    const budget = admin.find((field) => 'name' in field && field.name === 'budgetRange')
    expect(budget).toMatchObject({ label: 'Budget range', admin: { readOnly: true }, access: { create: expect.any(Function), update: expect.any(Function) } })
  })

  it('reads an option as its label, a list as its labels, and nothing as empty', () => {
    const field = (name: string) => contactLeadFields.find((entry) => entry.name === name)!
    expect(readLeadField(field('preferredContactMethod'), { preferredContactMethod: 'text' })).toBe('Text message')
    expect(readLeadField(field('servicesNeeded'), { servicesNeeded: ['PC/Mac Repair', 'Web Site Design'] })).toBe('PC/Mac Repair, Web Site Design')
    expect(readLeadField(field('phone'), { phone: null })).toBe('')
    expect(readLeadField(field('urgency'), { urgency: 'urgent' })).toBe('Urgent (Same day response needed)')
  })

  it("leaves a field only the admin shows out of the email's and the CSV's rows", () => {
    expect(leadFieldRows(packageLeadFields, { package: 'p-1', packageName: 'Starter' }).map(([label]) => label)).not.toContain('Package on the site')
    expect(leadFieldRows(packageLeadFields, { packagePrice: 1499 })).toContainEqual(['Price at request', '$1,499'])
  })
})
