import { createLocalReq, ValidationError, type Endpoint, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { noteLimits } from '@/leads/admin/workflow'
import type { ContactSubmission, User } from '@/payload-types'

import { getTestPayload } from './helpers/test-payload'

let payload: Payload
let owner: User
let staff: User

const newLead = (
  data: Partial<Pick<ContactSubmission, 'name' | 'company' | 'message' | 'urgency'>> = {},
) =>
  payload.create({
    collection: 'contact-submissions',
    data: {
      name: 'Ann Visitor',
      email: 'ann@example.com',
      message: 'My printer jams',
      agreeToContact: true,
      status: 'new',
      notificationEmail: { status: 'sent' },
      confirmationEmail: { status: 'sent' },
      ...data,
    },
    overrideAccess: true,
  })

async function exportCsv(user: User | undefined, query: Record<string, unknown> = {}) {
  const endpoint = payload.collections['contact-submissions'].config.endpoints as Endpoint[]
  const handler = endpoint.find((candidate) => candidate.path === '/export.csv')!.handler
  const req = await createLocalReq({ user, req: { query } }, payload)
  return handler(req)
}

beforeAll(async () => {
  payload = await getTestPayload()
  owner = await payload.create({
    collection: 'users',
    data: {
      email: 'o@example.com',
      username: 'boss',
      password: 'Homosassa-springs-9',
      role: 'owner',
    },
  })
  staff = await payload.create({
    collection: 'users',
    data: {
      email: 's@example.com',
      username: 'tech',
      password: 'Withlacoochee-trail-4',
      role: 'staff',
    },
  })
})

afterAll(async () => {
  await payload.destroy()
})

describe('working a lead', () => {
  it('records who moved a lead to another status and when', async () => {
    const lead = await newLead()
    expect(lead.status).toBe('new')
    const before = Date.now()
    const updated = await payload.update({
      collection: 'contact-submissions',
      id: lead.id,
      data: { status: 'contacted' },
      user: staff,
      overrideAccess: false,
      depth: 0,
    })
    expect(updated.status).toBe('contacted')
    expect(updated.statusHistory).toHaveLength(1)
    expect(updated.statusHistory![0]).toMatchObject({ status: 'contacted', changedBy: staff.id })
    expect(new Date(updated.statusHistory![0].changedAt!).getTime()).toBeGreaterThanOrEqual(
      before - 1000,
    )
  })

  it('stamps a note with its author and time, whatever the request claims', async () => {
    const lead = await newLead()
    const updated = await payload.update({
      collection: 'contact-submissions',
      id: lead.id,
      data: {
        notes: [
          {
            text: 'Called, left a voicemail',
            author: owner.id,
            writtenAt: '2001-01-01T00:00:00.000Z',
          },
        ],
      },
      user: staff,
      overrideAccess: false,
      depth: 0,
    })
    expect(updated.notes).toHaveLength(1)
    expect(updated.notes![0]).toMatchObject({ text: 'Called, left a voicemail', author: staff.id })
    expect(updated.notes![0].writtenAt?.startsWith('2001')).toBe(false)

    const later = await payload.update({
      collection: 'contact-submissions',
      id: lead.id,
      data: { notes: [...updated.notes!, { text: 'Sent a quote' }] },
      user: owner,
      overrideAccess: false,
      depth: 0,
    })
    expect(later.notes!.map((note) => [note.text, note.author])).toEqual([
      ['Called, left a voicemail', staff.id],
      ['Sent a quote', owner.id],
    ])
  })

  it("does not let staff rewrite or remove someone else's note, only their own; the owner may", async () => {
    const lead = await newLead()
    const asUser = (user: User, notes: NonNullable<ContactSubmission['notes']>) =>
      payload.update({
        collection: 'contact-submissions',
        id: lead.id,
        data: { notes },
        user,
        overrideAccess: false,
        depth: 0,
      })
    const withOwnerNote = await asUser(owner, [{ text: 'Quoted $400 for the network' }])
    const bothNotes = await asUser(staff, [...withOwnerNote.notes!, { text: 'Called back' }])
    const [ownerNote, staffNote] = bothNotes.notes!

    const rewrite = asUser(staff, [{ ...ownerNote, text: 'Quoted $4 for the network' }, staffNote])
    await expect(rewrite).rejects.toThrow(ValidationError)
    await expect(asUser(staff, [staffNote])).rejects.toThrow(ValidationError)
    await expect(asUser(staff, [{ text: ownerNote.text! }, staffNote])).rejects.toThrow(
      ValidationError,
    )

    await asUser(staff, [ownerNote, { ...staffNote, text: 'Called back twice' }])
    const stored = await payload.findByID({
      collection: 'contact-submissions',
      id: lead.id,
      depth: 0,
    })
    expect(stored.notes!.map((note) => [note.text, note.author])).toEqual([
      ['Quoted $400 for the network', owner.id],
      ['Called back twice', staff.id],
    ])

    const cleared = await asUser(owner, [ownerNote])
    expect(cleared.notes!.map((note) => note.text)).toEqual(['Quoted $400 for the network'])
  })

  it('keeps at most the allowed number of notes on a lead, each of the allowed length, refusing more with a message', async () => {
    const lead = await newLead()
    const save = (notes: { text: string }[]) =>
      payload.update({
        collection: 'contact-submissions',
        id: lead.id,
        data: { notes },
        user: staff,
        overrideAccess: false,
        depth: 0,
      })
    const refusal = (notes: { text: string }[]) =>
      save(notes).then(
        () => undefined,
        (error: ValidationError) => error.data.errors.map(({ path, message }) => [path, message]),
      )
    const notes = (count: number, length = 1) =>
      Array.from({ length: count }, () => ({ text: 'n'.repeat(length) }))

    const full = await save(notes(noteLimits.notes, noteLimits.length))
    expect(full.notes).toHaveLength(noteLimits.notes)
    expect(await refusal([...full.notes!, { text: 'One more' }])).toEqual([
      ['notes', expect.stringMatching(new RegExp(`no more than ${noteLimits.notes} `))],
    ])
    expect(await refusal(notes(1, noteLimits.length + 1))).toEqual([
      ['notes.0.text', expect.stringMatching(new RegExp(`${noteLimits.length} characters`))],
    ])
    const stored = await payload.findByID({ collection: 'contact-submissions', id: lead.id })
    expect(stored.notes).toHaveLength(noteLimits.notes)
  })

  it('lets staff assign a lead but not write its status history or what the visitor sent', async () => {
    const lead = await newLead()
    const updated = await payload.update({
      collection: 'contact-submissions',
      id: lead.id,
      data: {
        assignee: staff.id,
        statusHistory: [
          { status: 'won', changedBy: owner.id, changedAt: '2001-01-01T00:00:00.000Z' },
        ],
        name: 'Someone Else',
      },
      user: staff,
      overrideAccess: false,
      depth: 0,
    })
    expect(updated.assignee).toBe(staff.id)
    expect(updated.statusHistory ?? []).toEqual([])
    expect(updated.name).toBe('Ann Visitor')
  })

  it("keeps the emails' delivery record, the lead's source and its submission key as the server wrote them, even for the owner", async () => {
    const lead = await payload.update({
      collection: 'contact-submissions',
      id: (await newLead()).id,
      data: {
        source: { page: '/website-design', referrer: 'https://search.example/' },
        submissionKey: 'key-from-the-browser-0001',
      },
      overrideAccess: true,
    })
    for (const user of [staff, owner]) {
      const updated = await payload.update({
        collection: 'contact-submissions',
        id: lead.id,
        data: {
          notificationEmail: { status: 'failed', attempts: 9, lastError: 'forged' },
          confirmationEmail: { status: 'queued' },
          source: { page: '/forged', referrer: 'https://forged.example/' },
          submissionKey: 'key-someone-else-sent-0002',
        },
        user,
        overrideAccess: false,
        depth: 0,
      })
      expect(updated.notificationEmail).toMatchObject({ status: 'sent', attempts: 0 })
      expect(updated.notificationEmail?.lastError ?? null).toBeNull()
      expect(updated.confirmationEmail?.status).toBe('sent')
      expect(updated.source).toMatchObject({
        page: '/website-design',
        referrer: 'https://search.example/',
      })
      expect(updated.submissionKey).toBe('key-from-the-browser-0001')
    }
  })
})

describe('CSV export', () => {
  it('neutralises a value that a spreadsheet would run as a formula', async () => {
    await newLead({
      name: '=HYPERLINK("http://evil.example","Click")',
      company: '+Acme',
      message: '@SUM(1)',
    })
    await newLead({ name: '-2+3+cmd|calc', company: 'Minus Co', message: 'Starts with a minus' })
    const response = await exportCsv(staff)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const csv = await response.text()
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`)
    expect(csv).toContain(`"'+Acme"`)
    expect(csv).toContain(`"'@SUM(1)"`)
    expect(csv).toContain(`"'-2+3+cmd|calc"`)
    expect(csv).not.toMatch(/(^|,)"[=+\-@]/m)
  })

  it('exports what the list filter selects, or everything', async () => {
    await newLead({ name: 'Urgent Ursula', urgency: 'urgent' })
    const all = await (await exportCsv(owner)).text()
    const urgent = await (
      await exportCsv(owner, { where: { urgency: { equals: 'urgent' } } })
    ).text()
    const rows = (csv: string) => csv.trim().split('\r\n').length - 1
    expect(rows(all)).toBe((await payload.count({ collection: 'contact-submissions' })).totalDocs)
    expect(rows(urgent)).toBe(1)
    expect(urgent).toContain('Urgent Ursula')
  })

  it('refuses anyone who is not signed in as staff or owner', async () => {
    const response = await exportCsv(undefined)
    expect(response.status).toBe(403)
  })
})
