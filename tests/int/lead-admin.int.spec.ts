import {
  createLocalReq,
  getAccessResults,
  type ArrayField,
  type Field,
  type Payload,
} from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  leadCollections,
  reminderCollections,
  reminderKinds,
  reminderStateFieldName,
  type LeadCollection,
} from '@/leads/constants'
import type { User } from '@/payload-types'

import { getTestPayload } from './helpers/test-payload'

let payload: Payload
let staff: User

beforeAll(async () => {
  payload = await getTestPayload()
  staff = await payload.create({
    collection: 'users',
    data: {
      email: 'desk@example.com',
      username: 'desk',
      password: 'Crystal-river-manatee-5',
      role: 'staff',
    },
  })
})

afterAll(async () => {
  await payload.destroy()
})

type FieldPermissions = { update?: boolean; fields?: Record<string, FieldPermissions> }

/** How one field of a lead reaches a staff member in the admin's edit view. */
type Shown = {
  path: string
  type: string
  /** The admin renders an input staff can change: not read-only in the config, and staff may update it. */
  editable: boolean
  sidebar: boolean
  hidden: boolean
  datePicker?: string
}

// Payload adds these to every collection and array row, and shows them its own way.
const payloadOwnFields = ['id', 'createdAt', 'updatedAt']

/** Walks the fields as the admin renders them: rows are layout only; a group's or array's settings reach its fields. */
function shownFields(
  fields: Field[],
  permissions: Record<string, FieldPermissions>,
  parent?: { path: string; readOnly: boolean; hidden: boolean; sidebar: boolean },
): Shown[] {
  return fields.flatMap((field): Shown[] => {
    if (!('name' in field))
      return 'fields' in field ? shownFields(field.fields, permissions, parent) : []
    if (payloadOwnFields.includes(field.name)) return []
    const admin = (field.admin ?? {}) as {
      readOnly?: boolean
      hidden?: boolean
      position?: string
      date?: { pickerAppearance?: string }
    }
    const fieldPermissions = permissions[field.name] ?? {}
    const shown: Shown = {
      path: parent ? `${parent.path}.${field.name}` : field.name,
      type: field.type,
      // A `ui` field only shows something (the lead's summary); it has no input.
      editable:
        field.type !== 'ui' &&
        !parent?.readOnly &&
        !admin.readOnly &&
        fieldPermissions.update === true,
      sidebar: parent?.sidebar ?? admin.position === 'sidebar',
      hidden: Boolean(parent?.hidden || admin.hidden),
      ...(field.type === 'date' && { datePicker: admin.date?.pickerAppearance }),
    }
    if (field.type !== 'group' && field.type !== 'array') return [shown]
    const inner = {
      path: shown.path,
      readOnly: !shown.editable,
      hidden: shown.hidden,
      sidebar: shown.sidebar,
    }
    return [shown, ...shownFields(field.fields, fieldPermissions.fields ?? {}, inner)]
  })
}

async function staffView(collection: LeadCollection): Promise<Shown[]> {
  const permissions = await getAccessResults({
    req: await createLocalReq({ user: staff }, payload),
  })
  const fields = payload.collections[collection].config.fields
  return shownFields(
    fields,
    permissions.collections![collection].fields as Record<string, FieldPermissions>,
  )
}

const paths = (fields: Shown[]) => fields.map((field) => field.path).sort()

/** The reminder groups a lead of this collection carries (a flagged-lead reminder only on service requests). */
const reminderGroups = (collection: LeadCollection): string[] =>
  reminderKinds
    .filter((kind) => (reminderCollections[kind] as readonly LeadCollection[]).includes(collection))
    .map((kind) => reminderStateFieldName[kind])

describe.each(leadCollections)('the admin edit view of %s, for staff', (collection) => {
  it('offers inputs only for working the lead: its status, assignee and notes', async () => {
    const editable = (await staffView(collection)).filter(
      (field) => field.editable && !field.hidden,
    )
    expect(paths(editable)).toEqual(['assignee', 'notes', 'notes.text', 'status'])
  })

  it('opens the main column with the summary, status, assignee and notes, above what the visitor sent, and keeps email delivery in the sidebar', async () => {
    const view = await staffView(collection)
    const topLevel = view.filter((field) => !field.path.includes('.'))
    // On a phone the sidebar stacks below the main column: what staff change must come first.
    expect(topLevel.slice(0, 4).map((field) => [field.path, field.sidebar])).toEqual([
      ['summary', false],
      ['status', false],
      ['assignee', false],
      ['notes', false],
    ])
    expect(paths(topLevel.filter((field) => field.sidebar))).toEqual(
      [
        'confirmationEmail',
        'notificationEmail',
        'reviewEmail',
        ...reminderGroups(collection),
      ].sort(),
    )
  })

  it("hides the submission key, the address's lookup key and the email runner's claim, which mean nothing to a person", async () => {
    const hidden = (await staffView(collection)).filter((field) => field.hidden)
    expect(paths(hidden)).toEqual(
      [
        'confirmationEmail.claimedBy',
        'confirmationEmail.claimedUntil',
        'emailKey',
        'notificationEmail.claimedBy',
        'notificationEmail.claimedUntil',
        'reviewEmail.claimedBy',
        'reviewEmail.claimedUntil',
        'submissionKey',
        ...reminderGroups(collection).flatMap((group) => [
          `${group}.claimedBy`,
          `${group}.claimedUntil`,
        ]),
      ].sort(),
    )
  })

  it('tells staff beside the notes that only the team sees them, offers "Add Note", and folds the status history away', async () => {
    const field = (name: string) =>
      payload.collections[collection].config.fields.find(
        (each) => 'name' in each && each.name === name,
      ) as ArrayField
    const notes = field('notes')
    expect(notes.admin?.description).toMatch(/only the team sees/i)
    expect(notes.labels).toEqual({ singular: 'Note', plural: 'Notes' })
    // A lead moved through several statuses would otherwise push the notes below the fold.
    expect(field('statusHistory').admin?.initCollapsed).toBe(true)
  })

  it('shows the time of day on every date the server records', async () => {
    const dates = (await staffView(collection)).filter(
      (field) => field.type === 'date' && !field.hidden && field.path !== 'desiredDate',
    )
    expect(dates.length).toBeGreaterThan(0)
    for (const date of dates) expect(date, date.path).toMatchObject({ datePicker: 'dayAndTime' })
  })
})

describe('the service request list', () => {
  it('opens urgent first, then high, normal and low, newest first within each', async () => {
    const sent = [
      ['Low Old', 'low', '2026-05-01T10:00:00Z'],
      ['Urgent Old', 'urgent', '2026-05-01T11:00:00Z'],
      ['Normal New', 'normal', '2026-05-03T10:00:00Z'],
      ['High Old', 'high', '2026-05-01T12:00:00Z'],
      ['Urgent New', 'urgent', '2026-05-02T10:00:00Z'],
    ] as const
    for (const [name, urgency, createdAt] of sent)
      await payload.create({
        collection: 'contact-submissions',
        data: {
          name,
          urgency,
          createdAt,
          email: 'list@example.com',
          message: 'Help',
          status: 'new',
          notificationEmail: { status: 'sent' },
          confirmationEmail: { status: 'sent' },
        },
        overrideAccess: true,
      })
    // The admin's list asks with the collection's default sort when none is chosen.
    const { docs } = await payload.find({
      collection: 'contact-submissions',
      sort: payload.collections['contact-submissions'].config.defaultSort,
      where: { email: { equals: 'list@example.com' } },
    })
    expect(docs.map((doc) => doc.name)).toEqual([
      'Urgent New',
      'Urgent Old',
      'High Old',
      'Normal New',
      'Low Old',
    ])
  })
})
