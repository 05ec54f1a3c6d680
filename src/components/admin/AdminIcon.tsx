import { LogoMark } from '@/components/Logo'

export function AdminIcon() {
  return <LogoMark size={24} />
}
