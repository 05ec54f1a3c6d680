import { ValidationError, type CollectionBeforeChangeHook } from 'payload'

import type { ContactSubmission } from '@/payload-types'
import { hasRole } from '@/users/roles'

/** Both lead collections declare their notes alike. */
type Lead = Pick<ContactSubmission, 'id' | 'notes'>
type Author = NonNullable<Lead['notes']>[number]['author']

const authorId = (author: Author) => (author && typeof author === 'object' ? author.id : author)

/**
 * Author and time come from the server, and staff may change only their own notes (the owner any),
 * so a note always says what its author wrote.
 */
export const stampNotes: CollectionBeforeChangeHook<Lead> = ({
  collection,
  data,
  originalDoc,
  req,
}) => {
  const notes = data.notes
  if (!Array.isArray(notes)) return data
  const earlier = new Map((originalDoc?.notes ?? []).map((note) => [note.id, note]))
  if (req.user && !hasRole(req.user, 'owner')) {
    const userId = req.user.id
    // Every copy sent under a note's id counts: a changed copy beside an unchanged one is a change.
    const touched = [...earlier.values()].filter((note) => {
      if (authorId(note.author) === userId) return false
      const copies = note.id ? notes.filter((copy) => copy.id === note.id) : []
      return copies.length === 0 || copies.some((copy) => (copy.text ?? '') !== (note.text ?? ''))
    })
    if (touched.length > 0) {
      throw new ValidationError({
        collection: collection.slug,
        errors: [
          {
            message: 'You can change or remove only your own notes; add a new note instead.',
            path: 'notes',
          },
        ],
        req,
      })
    }
  }
  data.notes = notes.map((note) => {
    const original = note.id ? earlier.get(note.id) : undefined
    if (original)
      return {
        ...note,
        author: authorId(original.author) ?? null,
        writtenAt: original.writtenAt ?? null,
      }
    return { ...note, author: req.user?.id ?? null, writtenAt: new Date().toISOString() }
  })
  return data
}
