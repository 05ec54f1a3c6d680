import { privacyNoteDefaults } from '@/content/globals/PrivacyNote/defaults'

export const privacyNote = privacyNoteDefaults
