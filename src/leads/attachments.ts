import { z } from '@/lib/zod'

export const attachmentLimits = {
  files: 3,
  bytesPerFile: 5 * 1024 * 1024,
  nameLength: 255,
  /** Past these an image takes the viewer's memory (4 bytes a pixel) rather than showing. */
  imageSide: 20_000,
  imageMegapixels: 50,
  /** An upload not attached to a lead within this time is removed. */
  orphanHours: 24,
} as const

// Room for the multipart boundaries and part headers around the largest allowed files.
export const uploadBodyLimitBytes =
  attachmentLimits.files * attachmentLimits.bytesPerFile + 64 * 1024

/** The spec's hint text (section 5), shown beside the file input. */
export const attachmentHint = 'Up to 3 files, 5MB each.'

export type AttachmentType = {
  readonly mime: string
  readonly extensions: readonly string[]
  readonly label: string
  /**
   * How the bytes prove the type: a magic number (file-type); the container pre-2007 Office formats
   * share, told apart by extension; or, for text, which has no signature, no control bytes.
   */
  readonly detection: 'signature' | 'compound' | 'text'
}

const ooxml = 'application/vnd.openxmlformats-officedocument'
const odf = 'application/vnd.oasis.opendocument'

// mime, extensions, label
const typesBy: Record<AttachmentType['detection'], [string, string, string][]> = {
  signature: [
    ['image/jpeg', 'jpg jpeg', 'JPEG image'],
    ['image/png', 'png', 'PNG image'],
    ['image/gif', 'gif', 'GIF image'],
    ['image/webp', 'webp', 'WebP image'],
    ['image/heic', 'heic heif', 'HEIC photo'],
    ['application/pdf', 'pdf', 'PDF document'],
    [`${ooxml}.wordprocessingml.document`, 'docx', 'Word document'],
    [`${ooxml}.spreadsheetml.sheet`, 'xlsx', 'Excel workbook'],
    [`${ooxml}.presentationml.presentation`, 'pptx', 'PowerPoint presentation'],
    [`${odf}.text`, 'odt', 'OpenDocument text'],
    [`${odf}.spreadsheet`, 'ods', 'OpenDocument spreadsheet'],
  ],
  compound: [
    ['application/msword', 'doc', 'Word 97-2003 document'],
    ['application/vnd.ms-excel', 'xls', 'Excel 97-2003 workbook'],
    ['application/vnd.ms-powerpoint', 'ppt', 'PowerPoint 97-2003 presentation'],
  ],
  text: [
    ['text/plain', 'txt log', 'text file'],
    ['text/csv', 'csv', 'CSV file'],
  ],
}

const attachmentTypes: AttachmentType[] = Object.entries(typesBy).flatMap(([detection, types]) =>
  types.map(([mime, extensions, label]) => ({
    mime,
    extensions: extensions.split(' '),
    label,
    detection: detection as AttachmentType['detection'],
  })),
)

export const attachmentMimeTypes: string[] = attachmentTypes.map((type) => type.mime)

/** Extensions and types both, since browsers disagree on Office types. */
export const attachmentAccept = [
  ...attachmentTypes.flatMap((type) => type.extensions.map((extension) => `.${extension}`)),
  ...attachmentMimeTypes,
].join(',')

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : ''
}

export function attachmentTypeOfName(name: string): AttachmentType | undefined {
  const extension = extensionOf(name)
  return attachmentTypes.find((type) => type.extensions.includes(extension))
}

const megabytes = attachmentLimits.bytesPerFile / (1024 * 1024)

export const attachmentMessages = {
  tooMany: `Attach at most ${attachmentLimits.files} files.`,
  oneTooMany: (name: string) =>
    `"${name}" is one file too many: attach at most ${attachmentLimits.files} files.`,
  bodyTooLarge: `The files are too large: attach at most ${attachmentLimits.files} files of ${megabytes}MB each.`,
  tooLarge: (name: string) => `"${name}" is larger than ${megabytes}MB.`,
  empty: (name: string) => `"${name}" is empty.`,
  notAllowed: (name: string) =>
    `"${name}" is not an allowed type: send images, PDF, Office documents or plain text.`,
  mismatch: (name: string) =>
    `"${name}" does not contain what its name says: its content is not a ${attachmentTypeOfName(name)?.label ?? 'file of that type'}.`,
  tooManyPixels: (name: string) =>
    `"${name}" is too large an image: send at most ${attachmentLimits.imageSide.toLocaleString('en-US')} pixels a side and ${attachmentLimits.imageMegapixels} megapixels.`,
  unreadable: (name: string) =>
    `"${name}" could not be read: the image looks damaged or cut short. Save it again and choose it once more.`,
  nameTooLong: (name: string) =>
    `"${name.slice(0, 40)}..." has a name longer than ${attachmentLimits.nameLength} characters.`,
  refused: (name: string, reason: string) => `"${name}" was refused: ${reason}`,
  unavailable: (name: string) => `"${name}" could not be attached: please choose it again.`,
  missing: 'Choose at least one file.',
} as const

/** Name and size checks, run by the browser on choosing and by the server before sniffing. */
export function attachmentProblems(files: readonly { name: string; size: number }[]): string[] {
  const problems: string[] = []
  for (const file of files.slice(attachmentLimits.files))
    problems.push(attachmentMessages.oneTooMany(file.name))
  for (const file of files) {
    if (file.name.length > attachmentLimits.nameLength)
      problems.push(attachmentMessages.nameTooLong(file.name))
    else if (!attachmentTypeOfName(file.name))
      problems.push(attachmentMessages.notAllowed(file.name))
    else if (file.size === 0) problems.push(attachmentMessages.empty(file.name))
    else if (file.size > attachmentLimits.bytesPerFile)
      problems.push(attachmentMessages.tooLarge(file.name))
  }
  return problems
}

/** Answered per stored file by the upload, and sent back by the form in `attachments`. */
const attachmentReferenceSchema = z.object({
  id: z.uuid({ error: 'Must be an attachment id' }),
  token: z.string().min(1).max(200),
  name: z.string().min(1).max(attachmentLimits.nameLength),
  size: z.number().int().nonnegative().optional(),
  type: z.string().max(200).optional(),
})

export type AttachmentReference = z.output<typeof attachmentReferenceSchema>

export const attachmentReferenceList = z
  .array(attachmentReferenceSchema, { error: 'Must be a list of uploaded attachments' })
  .max(attachmentLimits.files, attachmentMessages.tooMany)
  .refine(
    (list) => new Set(list.map((reference) => reference.id)).size === list.length,
    'Each attachment may be listed once',
  )
