import type { Payload } from 'payload'

import { LogoMark } from '@/components/Logo'

export async function AdminLogo({ payload }: { payload: Payload }) {
  const { businessName } = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  return (
    <span
      data-admin-logo
      style={{ display: 'inline-flex', alignItems: 'center', gap: 'calc(var(--base) * 0.5)' }}
    >
      <LogoMark size={48} />
      <strong style={{ fontSize: '1.5rem' }}>{businessName}</strong>
    </span>
  )
}
