'use client'

import type { DefaultCellComponentProps, GroupFieldClient } from 'payload'

import { emailStatusOptions, labelOf } from '@/leads/options'

export function EmailStateCell({ cellData }: DefaultCellComponentProps<GroupFieldClient>) {
  const status: string = cellData?.status ?? ''
  return <span data-email-state={status}>{labelOf(emailStatusOptions, status)}</span>
}
