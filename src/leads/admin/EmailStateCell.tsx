'use client'

import type { DefaultCellComponentProps } from 'payload'

import { emailStatusOptions, labelOf } from '@/leads/options'

export function EmailStateCell({ cellData }: DefaultCellComponentProps) {
  const status =
    cellData && typeof cellData === 'object' && 'status' in cellData ? String(cellData.status) : ''
  return <span data-email-state={status}>{labelOf(emailStatusOptions, status)}</span>
}
