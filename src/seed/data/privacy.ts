import { privacyNoteDefaults } from '@/globals/PrivacyNote/defaults'

/** The privacy note's words. */
export const privacyNote = privacyNoteDefaults
