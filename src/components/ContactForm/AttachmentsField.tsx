'use client'

import { Paperclip, X } from 'lucide-react'
import { useRef } from 'react'

import { Button } from '@/components/ui/button'
import { fieldControlProps, FormField } from '@/components/ui/form-field'
import { attachmentAccept, attachmentHint, attachmentLimits } from '@/leads/attachments'

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / (1024 * 1024)).toFixed(1)} MB`

/** A second pick adds to the first rather than replacing it; files upload when the form is sent. */
export function AttachmentsField({
  id,
  files,
  onChange,
  error,
  label,
  hint,
}: {
  id: string
  label: string
  hint: string
  files: readonly File[]
  onChange: (files: File[]) => void
  error?: string
}) {
  const input = useRef<HTMLInputElement>(null)
  const full = files.length >= attachmentLimits.files

  return (
    <FormField id={id} label={label} error={error}>
      <div className="flex flex-col gap-3 rounded-md border-2 border-dashed border-slate-300 p-4 text-slate-700">
        <div className="flex flex-wrap items-center gap-3">
          <Paperclip className="size-5 shrink-0" aria-hidden="true" />
          <input
            ref={input}
            {...fieldControlProps(id, error, true)}
            type="file"
            multiple
            accept={attachmentAccept}
            disabled={full}
            onChange={(event) => {
              onChange([...files, ...Array.from(event.target.files ?? [])])
              event.target.value = ''
            }}
            className="min-h-11 max-w-full text-base file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-md file:border file:border-slate-400 file:bg-white file:px-3 file:text-slate-900 disabled:opacity-60"
          />
        </div>
        <p id={`${id}-hint`} className="text-sm">
          {attachmentHint} {hint}
        </p>
        {files.length > 0 ? (
          <ul className="flex flex-col gap-2" aria-label="Chosen files">
            {files.map((file, index) => (
              <li
                key={`${file.name}-${index}`}
                className="flex items-center justify-between gap-3 rounded-md bg-slate-50 px-3 py-1"
              >
                <span className="min-w-0 break-all">
                  {file.name}{' '}
                  <span className="text-sm text-slate-600">({sizeText(file.size)})</span>
                </span>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove ${file.name}`}
                  onClick={() => {
                    onChange(files.filter((_, other) => other !== index))
                    input.current?.focus()
                  }}
                >
                  <X className="size-4" aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </FormField>
  )
}
