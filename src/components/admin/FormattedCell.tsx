'use client'

import type { DefaultCellComponentProps } from 'payload'

import { dollars, yesNo } from '@/leads/kinds/table'

/** The list view prints raw values (`1200`, `false`); these read as the site shows them. */
export const cellFormats = { dollars, yesNo } as const

export type CellFormat = keyof typeof cellFormats

/** Registered with `clientProps: { format }` on a field's `admin.components.Cell`. */
export function FormattedCell({
  cellData,
  format,
}: DefaultCellComponentProps & { format: CellFormat }) {
  return <span>{cellFormats[format](cellData)}</span>
}
