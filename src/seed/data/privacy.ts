import { privacyNoteDefaults } from '@/globals/PrivacyNote/defaults'

export const privacyNote = privacyNoteDefaults
