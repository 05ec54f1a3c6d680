import { LogoMark } from '@/components/Logo'

/** The business's mark in the admin's navigation, in place of Payload's. */
export function AdminIcon() {
  return <LogoMark size={24} />
}
