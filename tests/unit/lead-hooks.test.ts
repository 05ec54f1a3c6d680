import { ValidationError } from 'payload'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { recordStatusChange } from '@/leads/admin/hooks/recordStatusChange'
import { stampNotes } from '@/leads/admin/hooks/stampNotes'

type User = { id: string; role: 'staff' | 'owner'; collection: 'users' }
type Operation = 'create' | 'update'

const now = '2030-01-02T03:04:05.000Z'
const staff: User = { id: 'u1', role: 'staff', collection: 'users' }
const otherStaff: User = { id: 'u2', role: 'staff', collection: 'users' }
const owner: User = { id: 'u9', role: 'owner', collection: 'users' }

const hookArgs = (
  data: object,
  originalDoc: object | undefined,
  user: User | null | undefined,
  operation: Operation = 'update',
) => ({
  data,
  originalDoc,
  operation,
  req: { user },
  collection: { slug: 'contact-submissions' },
})

const statusChange = (
  data: object,
  originalDoc: object | undefined,
  user: User | null | undefined,
  operation: Operation = 'update',
) =>
  recordStatusChange(
    hookArgs(data, originalDoc, user, operation) as unknown as Parameters<
      typeof recordStatusChange
    >[0],
  )

const stamp = (
  data: object,
  originalDoc: object | undefined,
  user: User | null | undefined,
  operation: Operation = 'update',
) =>
  stampNotes(
    hookArgs(data, originalDoc, user, operation) as unknown as Parameters<typeof stampNotes>[0],
  )

/** The error a call throws; fails the test when it throws none. */
function thrownBy(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return error
  }
  throw new Error('expected the call to throw')
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(now))
})

afterEach(() => {
  vi.useRealTimers()
})

describe('recordStatusChange', () => {
  const earlier = [
    { id: 'h1', status: 'new', changedBy: null, changedAt: '2030-01-01T08:00:00.000Z' },
    { id: 'h2', status: 'contacted', changedBy: 'u2', changedAt: '2030-01-01T09:00:00.000Z' },
  ]
  const stored = { id: 'lead-1', status: 'contacted', statusHistory: earlier }

  it('appends the new status, who changed it and when to the earlier history, in order', () => {
    const data = { status: 'quoted' }
    const result = statusChange(data, stored, staff)
    expect(result).toBe(data)
    expect(result).toEqual({
      status: 'quoted',
      statusHistory: [...earlier, { status: 'quoted', changedBy: 'u1', changedAt: now }],
    })
  })

  it('starts the history with the change when there is none yet', () => {
    expect(
      statusChange(
        { status: 'won' },
        { id: 'lead-1', status: 'quoted', statusHistory: null },
        owner,
      ),
    ).toEqual({
      status: 'won',
      statusHistory: [{ status: 'won', changedBy: 'u9', changedAt: now }],
    })
    expect(statusChange({ status: 'won' }, { id: 'lead-1', status: 'quoted' }, owner)).toEqual({
      status: 'won',
      statusHistory: [{ status: 'won', changedBy: 'u9', changedAt: now }],
    })
    expect(statusChange({ status: 'won' }, undefined, owner)).toEqual({
      status: 'won',
      statusHistory: [{ status: 'won', changedBy: 'u9', changedAt: now }],
    })
  })

  it('records the change with changedBy null when no user made it', () => {
    for (const user of [null, undefined]) {
      expect(statusChange({ status: 'spam' }, stored, user)).toEqual({
        status: 'spam',
        statusHistory: [...earlier, { status: 'spam', changedBy: null, changedAt: now }],
      })
    }
  })

  it('writes the history from the stored one, never from the history the request sends', () => {
    const forged = [{ status: 'won', changedBy: 'u2', changedAt: '2020-01-01T00:00:00.000Z' }]
    expect(statusChange({ status: 'lost', statusHistory: forged }, stored, staff)).toEqual({
      status: 'lost',
      statusHistory: [...earlier, { status: 'lost', changedBy: 'u1', changedAt: now }],
    })
  })

  it('leaves the data untouched when the status is unchanged', () => {
    const data = { status: 'contacted', assignee: 'u1' }
    const result = statusChange(data, stored, staff)
    expect(result).toBe(data)
    expect(result).toEqual({ status: 'contacted', assignee: 'u1' })
  })

  it('leaves the data untouched when no status is sent', () => {
    expect(statusChange({ assignee: 'u1' }, stored, staff)).toEqual({ assignee: 'u1' })
    expect(statusChange({ status: null }, stored, staff)).toEqual({ status: null })
    expect(statusChange({ status: '' }, stored, staff)).toEqual({ status: '' })
  })

  it('records nothing when a lead is created', () => {
    const data = { status: 'new' }
    const result = statusChange(data, undefined, staff, 'create')
    expect(result).toBe(data)
    expect(result).toEqual({ status: 'new' })
  })
})

describe('stampNotes', () => {
  const mine = {
    id: 'n1',
    text: 'Called, no answer',
    author: 'u1',
    writtenAt: '2030-01-01T10:00:00.000Z',
  }
  const theirs = {
    id: 'n2',
    text: 'Sent a quote',
    author: 'u2',
    writtenAt: '2030-01-01T11:00:00.000Z',
  }
  const stored = { id: 'lead-1', notes: [mine, theirs] }
  /** The same notes with the authors populated, as a read at depth 1 gives them. */
  const populated = {
    id: 'lead-1',
    notes: [
      { ...mine, author: { id: 'u1', role: 'staff' } },
      { ...theirs, author: { id: 'u2', role: 'staff' } },
    ],
  }

  const refusal = {
    collection: 'contact-submissions',
    errors: [
      {
        message: 'You can change or remove only your own notes; add a new note instead.',
        path: 'notes',
      },
    ],
  }

  function expectRefused(run: () => unknown) {
    const error = thrownBy(run)
    expect(error).toBeInstanceOf(ValidationError)
    expect((error as ValidationError).data).toEqual(refusal)
  }

  describe('stamping', () => {
    it('returns data without a notes array untouched', () => {
      for (const data of [{ status: 'quoted' }, { notes: null }, { notes: 'not a list' }]) {
        const copy = structuredClone(data)
        const result = stamp(data, stored, staff)
        expect(result).toBe(data)
        expect(result).toEqual(copy)
      }
    })

    it('stamps the notes of a new lead with the signed-in author and the current time', () => {
      expect(stamp({ notes: [{ text: 'First call' }] }, undefined, staff, 'create')).toEqual({
        notes: [{ text: 'First call', author: 'u1', writtenAt: now }],
      })
    })

    it('stamps a new note, with no id or an id not stored yet, whatever author and time the request sends', () => {
      const data = {
        notes: [
          mine,
          theirs,
          { text: 'Without id', author: 'u2', writtenAt: '1999-01-01T00:00:00.000Z' },
          {
            id: 'n-new',
            text: 'With a new id',
            author: 'u9',
            writtenAt: '1999-01-01T00:00:00.000Z',
          },
        ],
      }
      expect(stamp(data, stored, staff)).toEqual({
        notes: [
          mine,
          theirs,
          { text: 'Without id', author: 'u1', writtenAt: now },
          { id: 'n-new', text: 'With a new id', author: 'u1', writtenAt: now },
        ],
      })
    })

    it('keeps the stored author id and time of an existing note even when the request sends others', () => {
      const data = {
        notes: [
          {
            ...mine,
            text: 'Called again, left a message',
            author: 'u2',
            writtenAt: '1999-01-01T00:00:00.000Z',
          },
          { ...theirs, author: 'u1', writtenAt: null },
        ],
      }
      expect(stamp(data, stored, staff)).toEqual({
        notes: [{ ...mine, text: 'Called again, left a message' }, theirs],
      })
    })

    it('keeps the id of a populated stored author', () => {
      const data = {
        notes: [
          { id: 'n1', text: 'Called again' },
          { id: 'n2', text: 'Sent a quote', author: { id: 'u1' } },
        ],
      }
      expect(stamp(data, populated, staff)).toEqual({
        notes: [
          { id: 'n1', text: 'Called again', author: 'u1', writtenAt: mine.writtenAt },
          { id: 'n2', text: 'Sent a quote', author: 'u2', writtenAt: theirs.writtenAt },
        ],
      })
    })

    it('keeps null for an existing note stored without author or time', () => {
      const bare = { id: 'lead-1', notes: [{ id: 'n3', text: 'Imported' }] }
      expect(
        stamp(
          { notes: [{ id: 'n3', text: 'Imported', author: 'u9', writtenAt: now }] },
          bare,
          owner,
        ),
      ).toEqual({
        notes: [{ id: 'n3', text: 'Imported', author: null, writtenAt: null }],
      })
    })

    it('treats a note sent without an id as new even when a stored note has no id either', () => {
      const legacy = {
        id: 'lead-1',
        notes: [{ text: 'Legacy', author: 'u2', writtenAt: '2020-01-01T00:00:00.000Z' }],
      }
      expect(stamp({ notes: [{ text: 'Fresh' }] }, legacy, owner)).toEqual({
        notes: [{ text: 'Fresh', author: 'u9', writtenAt: now }],
      })
    })
  })

  describe('staff', () => {
    it('may edit their own note, the author given as an id or as a populated user', () => {
      const edited = { notes: [{ ...mine, text: 'Edited' }, theirs] }
      for (const original of [stored, populated]) {
        expect(stamp(structuredClone(edited), original, staff)).toEqual({
          notes: [{ ...mine, text: 'Edited' }, theirs],
        })
      }
    })

    it('may remove their own note', () => {
      for (const original of [stored, populated]) {
        expect(stamp({ notes: [theirs] }, original, staff)).toEqual({ notes: [theirs] })
      }
    })

    it("may resend someone else's note unchanged", () => {
      for (const original of [stored, populated]) {
        expect(
          stamp({ notes: [mine, { id: 'n2', text: 'Sent a quote' }] }, original, staff),
        ).toEqual({ notes: [mine, theirs] })
      }
    })

    it("counts a missing, null or empty text as the same unchanged text of someone else's note", () => {
      const emptyNote = (text: string | null | undefined) => ({
        id: 'n4',
        author: 'u2',
        writtenAt: '2030-01-01T12:00:00.000Z',
        ...(text === undefined ? {} : { text }),
      })
      for (const [storedText, sentText] of [
        [null, ''],
        ['', null],
        [undefined, ''],
        ['', undefined],
      ] as const) {
        const original = { id: 'lead-1', notes: [emptyNote(storedText)] }
        expect(stamp({ notes: [emptyNote(sentText)] }, original, staff)).toEqual({
          notes: [emptyNote(sentText)],
        })
      }
    })

    it("may not edit someone else's note, the author given as an id or as a populated user", () => {
      for (const original of [stored, populated]) {
        expectRefused(() =>
          stamp({ notes: [mine, { ...theirs, text: 'Sent a better quote' }] }, original, staff),
        )
        expectRefused(() =>
          stamp({ notes: [mine, { ...theirs, text: 'Sent a quote ' }] }, original, staff),
        )
        expectRefused(() => stamp({ notes: [mine, { ...theirs, text: '' }] }, original, staff))
      }
    })

    it("may not remove someone else's note, nor replace it with a note of another id", () => {
      for (const original of [stored, populated]) {
        expectRefused(() => stamp({ notes: [mine] }, original, staff))
        expectRefused(() => stamp({ notes: [] }, original, staff))
        expectRefused(() => stamp({ notes: [mine, { text: 'Sent a quote' }] }, original, staff))
      }
    })

    it('may not edit a note stored without an author', () => {
      const serverNote = {
        id: 'n5',
        text: 'Imported from the old site',
        author: null,
        writtenAt: null,
      }
      const original = { id: 'lead-1', notes: [serverNote] }
      expect(stamp({ notes: [serverNote] }, original, staff)).toEqual({ notes: [serverNote] })
      expectRefused(() => stamp({ notes: [{ ...serverNote, text: 'Changed' }] }, original, staff))
    })

    it("matches a sent note to a stored one by id only: an id-less copy of someone else's id-less note does not keep it", () => {
      const legacy = { text: 'Legacy note', author: 'u2', writtenAt: '2020-01-01T00:00:00.000Z' }
      expectRefused(() =>
        stamp({ notes: [{ text: 'Legacy note' }] }, { id: 'lead-1', notes: [legacy] }, staff),
      )
    })

    it("refuses someone else's note sent twice under its id, once changed and once as it was", () => {
      expectRefused(() =>
        stamp({ notes: [mine, { ...theirs, text: 'Forged text' }, theirs] }, stored, staff),
      )
      expectRefused(() =>
        stamp({ notes: [mine, theirs, { ...theirs, text: 'Forged text' }] }, stored, staff),
      )
    })

    it('refuses by what each note says: the other staff member may edit only the notes of their own', () => {
      expect(
        stamp({ notes: [mine, { ...theirs, text: 'Quote accepted' }] }, stored, otherStaff),
      ).toEqual({
        notes: [mine, { ...theirs, text: 'Quote accepted' }],
      })
      expectRefused(() =>
        stamp({ notes: [{ ...mine, text: 'Edited' }, theirs] }, stored, otherStaff),
      )
    })

    it('may add a note beside the notes of others', () => {
      expect(
        stamp({ notes: [mine, theirs, { text: 'Follow up on Monday' }] }, populated, otherStaff),
      ).toEqual({
        notes: [mine, theirs, { text: 'Follow up on Monday', author: 'u2', writtenAt: now }],
      })
    })
  })

  describe('owner', () => {
    it("may edit anyone's note, which keeps its author and time", () => {
      for (const original of [stored, populated]) {
        expect(
          stamp(
            {
              notes: [
                { id: 'n1', text: 'Edited by the owner' },
                { ...theirs, text: 'Also edited' },
              ],
            },
            original,
            owner,
          ),
        ).toEqual({
          notes: [
            { ...mine, text: 'Edited by the owner' },
            { ...theirs, text: 'Also edited' },
          ],
        })
      }
    })

    it("may remove anyone's note and add one of their own", () => {
      expect(stamp({ notes: [{ text: 'Closed: duplicate' }] }, stored, owner)).toEqual({
        notes: [{ text: 'Closed: duplicate', author: 'u9', writtenAt: now }],
      })
    })
  })

  describe('without a user (server or local API)', () => {
    it('refuses nothing and stamps new notes with a null author', () => {
      for (const user of [null, undefined]) {
        expect(
          stamp(
            {
              notes: [
                { ...theirs, text: 'Edited by a script' },
                { text: 'Added by a script', author: 'u1' },
              ],
            },
            populated,
            user,
          ),
        ).toEqual({
          notes: [
            { ...theirs, text: 'Edited by a script' },
            { text: 'Added by a script', author: null, writtenAt: now },
          ],
        })
        expect(stamp({ notes: [] }, stored, user)).toEqual({ notes: [] })
      }
    })
  })
})
