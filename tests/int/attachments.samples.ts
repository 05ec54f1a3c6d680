import zlib from 'node:zlib'

import { attachmentLimits } from '@/leads/attachments'

/** Small real files of the allowed kinds, and the bad uploads the endpoint must refuse. */

const onePixelPng =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='

const minimalPdf = [
  '%PDF-1.4',
  '1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj',
  '2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj',
  'xref',
  '0 3',
  '0000000000 65535 f ',
  'trailer<</Size 3/Root 1 0 R>>',
  'startxref',
  '0',
  '%%EOF',
  '',
].join('\n')

/** A PNG of the given size holding no pixel data: a signature, its header chunk and the end chunk. */
export function emptyPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const checksum = Buffer.alloc(4)
    checksum.writeUInt32BE(zlib.crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])))
    return Buffer.concat([length, Buffer.from(type, 'latin1'), data, checksum])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 6, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** A PDF signature followed by a web page: file-type sees a PDF, Payload's own check refuses it. */
export const malformedPdf =
  '%PDF-1.4\n<html><body><script>alert(document.cookie)</script></body></html>\n'

/** The start of a Windows program: the signature file-type knows it by. */
const programBytes = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126, 0x90)])

export type Sample = { name: string; type: string; bytes: Buffer }

export const samples = {
  screenshot: {
    name: 'screenshot.png',
    type: 'image/png',
    bytes: Buffer.from(onePixelPng, 'base64'),
  },
  invoice: {
    name: 'invoice.pdf',
    type: 'application/pdf',
    bytes: Buffer.from(minimalPdf, 'latin1'),
  },
  errorText: {
    name: 'error message.txt',
    type: 'text/plain',
    bytes: Buffer.from('Error 0x80070005: access is denied.\r\n'),
  },
} satisfies Record<string, Sample>

export const badUploads: { case: string; files: Sample[]; named: string }[] = [
  {
    case: 'a fourth file',
    files: [
      samples.screenshot,
      samples.invoice,
      samples.errorText,
      { ...samples.screenshot, name: 'fourth.png' },
    ],
    named: 'fourth.png',
  },
  {
    case: 'a file over 5 MB',
    files: [
      samples.screenshot,
      {
        name: 'huge-log.txt',
        type: 'text/plain',
        bytes: Buffer.alloc(attachmentLimits.bytesPerFile + 1, 'a'),
      },
    ],
    named: 'huge-log.txt',
  },
  {
    case: 'a disallowed type',
    files: [{ name: 'setup.exe', type: 'application/x-msdownload', bytes: programBytes }],
    named: 'setup.exe',
  },
  {
    case: 'an empty file',
    files: [
      samples.invoice,
      { name: 'empty.pdf', type: 'application/pdf', bytes: Buffer.alloc(0) },
    ],
    named: 'empty.pdf',
  },
  {
    case: 'a program named as an image',
    files: [{ name: 'holiday.png', type: 'image/png', bytes: programBytes }],
    named: 'holiday.png',
  },
  {
    case: 'an image named as a PDF',
    files: [{ ...samples.screenshot, name: 'contract.pdf', type: 'application/pdf' }],
    named: 'contract.pdf',
  },
  {
    case: 'binary named as text',
    files: [{ name: 'notes.txt', type: 'text/plain', bytes: programBytes }],
    named: 'notes.txt',
  },
]
