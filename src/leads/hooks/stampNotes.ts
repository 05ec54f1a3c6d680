import type { CollectionBeforeChangeHook } from 'payload'

type Note = { id?: string | null; text?: string | null; author?: unknown; writtenAt?: string | null }
type Lead = { id: string; notes?: Note[] | null }

const authorId = (author: unknown) =>
  author && typeof author === 'object' && 'id' in author ? (author as { id: unknown }).id : author

/** A new note gets the signed-in author and the time; an existing note keeps the ones it was written with. */
export const stampNotes: CollectionBeforeChangeHook<Lead> = ({ data, originalDoc, req }) => {
  if (!Array.isArray(data.notes)) return data
  const earlier = new Map((originalDoc?.notes ?? []).map((note) => [note.id, note]))
  data.notes = data.notes.map((note) => {
    const original = note.id ? earlier.get(note.id) : undefined
    if (original) return { ...note, author: authorId(original.author) ?? null, writtenAt: original.writtenAt ?? null }
    return { ...note, author: req.user?.id ?? null, writtenAt: new Date().toISOString() }
  })
  return data
}
