import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { CollectionConfig, Config } from 'payload'
import { afterAll, describe, expect, it } from 'vitest'

import { parseEnv } from '@/config/env'
import {
  attachmentAccept,
  attachmentLimits,
  attachmentMessages,
  attachmentProblems,
  attachmentReferenceList,
  attachmentTypeOfName,
  uploadBodyLimitBytes,
} from '@/leads/attachments'
import { checkAttachmentContent } from '@/leads/intake/attachments/content'
import { attachmentToken, isValidAttachmentToken } from '@/leads/intake/attachments/token'

import { samples } from '../int/attachments.samples'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'attachments-unit-'))
process.env.DATA_DIR = dataDir
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

describe('attachment limits', () => {
  it('checks count, size, emptiness and type by name, naming each file', () => {
    const ok = { name: 'photo.jpg', size: 1000 }
    expect(attachmentProblems([ok, ok, ok])).toEqual([])
    expect(attachmentProblems([ok, ok, ok, { name: 'fourth.png', size: 1 }])).toEqual([
      expect.stringContaining('"fourth.png"'),
    ])
    expect(
      attachmentProblems([{ name: 'big.pdf', size: attachmentLimits.bytesPerFile + 1 }]),
    ).toEqual([expect.stringContaining('"big.pdf"')])
    expect(attachmentProblems([{ name: 'big.pdf', size: attachmentLimits.bytesPerFile }])).toEqual(
      [],
    )
    expect(attachmentProblems([{ name: 'empty.txt', size: 0 }])).toEqual([
      expect.stringContaining('"empty.txt" is empty'),
    ])
    expect(attachmentProblems([{ name: 'run.sh', size: 10 }])).toEqual([
      expect.stringContaining('"run.sh" is not an allowed type'),
    ])
  })

  it('takes a name of up to 255 characters and refuses a longer one', () => {
    const named = (length: number) => ({ name: `${'n'.repeat(length - 4)}.pdf`, size: 10 })
    expect(attachmentProblems([named(attachmentLimits.nameLength)])).toEqual([])
    expect(attachmentProblems([named(attachmentLimits.nameLength + 1)])).toEqual([
      expect.stringContaining('has a name longer than 255 characters'),
    ])
  })

  it('reads the type from an extension after the name, never from a name that is only an extension or has none', () => {
    expect(attachmentTypeOfName('Scan.PDF')?.label).toBeDefined()
    expect(attachmentTypeOfName('.pdf')).toBeUndefined()
    expect(attachmentTypeOfName('pdf')).toBeUndefined()
  })

  it('names the size limit in megabytes', () => {
    expect(attachmentMessages.tooLarge('big.pdf')).toBe('"big.pdf" is larger than 5MB.')
  })

  it('lets three files of the largest size through the upload body limit, multipart framing included', async () => {
    const form = new FormData()
    for (const name of ['a.pdf', 'b.pdf', 'c.pdf'])
      form.append(
        'file',
        new Blob([new Uint8Array(attachmentLimits.bytesPerFile)], { type: 'application/pdf' }),
        name,
      )
    const body = await new Request('http://localhost/api/contact/attachments', {
      method: 'POST',
      body: form,
    }).arrayBuffer()
    expect(body.byteLength).toBeLessThanOrEqual(uploadBodyLimitBytes)
  })

  it('refuses a reference list that is not a list, has a bad id, or names a file twice', () => {
    const reference = { id: '4b80bdb1-a21c-434f-8c94-382c09e1f605', token: 't', name: 'a.pdf' }
    const messages = (value: unknown) =>
      attachmentReferenceList.safeParse(value).error?.issues.map((issue) => issue.message)
    expect(messages([reference])).toBeUndefined()
    expect(messages(42)).toEqual(['Must be a list of uploaded attachments'])
    expect(messages([{ ...reference, id: 'a.pdf' }])).toEqual(['Must be an attachment id'])
    expect(messages([reference, reference])).toEqual(['Each attachment may be listed once'])
  })

  it('offers the allowed extensions to the file picker', () => {
    expect(attachmentAccept.split(',')).toEqual(
      expect.arrayContaining(['.png', '.pdf', '.docx', '.txt', 'image/png']),
    )
  })
})

describe('attachment content', () => {
  it('accepts files whose bytes match their name and refuses those that lie', async () => {
    for (const sample of Object.values(samples))
      expect(await checkAttachmentContent(sample.name, sample.bytes)).toHaveProperty('type')
    expect(await checkAttachmentContent('photo.pdf', samples.screenshot.bytes)).toEqual({
      problem: expect.stringContaining('"photo.pdf"'),
    })
    expect(
      await checkAttachmentContent('notes.txt', Buffer.from([0x4d, 0x5a, 0, 0, 1, 2])),
    ).toHaveProperty('problem')
    expect(
      await checkAttachmentContent('report.doc', Buffer.from('plain text, not Word')),
    ).toHaveProperty('problem')
  })

  it('refuses a name of a type not allowed and an empty file, whatever the bytes', async () => {
    expect(await checkAttachmentContent('setup.exe', samples.errorText.bytes)).toEqual({
      problem: attachmentMessages.notAllowed('setup.exe'),
    })
    expect(await checkAttachmentContent('notes.txt', new Uint8Array())).toEqual({
      problem: attachmentMessages.empty('notes.txt'),
    })
  })

  it('takes a pre-2007 Office file by its container, and refuses bytes with no signature named as an image', async () => {
    const compoundFile = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(504),
    ])
    expect(await checkAttachmentContent('invoice 2019.doc', compoundFile)).toEqual({
      type: attachmentTypeOfName('invoice 2019.doc'),
    })
    expect(await checkAttachmentContent('budget.xls', compoundFile)).toEqual({
      type: attachmentTypeOfName('budget.xls'),
    })
    expect(await checkAttachmentContent('photo.png', samples.errorText.bytes)).toEqual({
      problem: attachmentMessages.mismatch('photo.png'),
    })
  })

  it('refuses an image whose size cannot be read (cut short after its signature), as Payload would fail to store it', async () => {
    const truncated = {
      'photo.jpg': Buffer.from('\xff\xd8\xff\xe0\x00\x10JFIF\x00', 'latin1'),
      'photo.webp': Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1'),
      'photo.png': samples.screenshot.bytes.subarray(0, 16),
      'photo.gif': Buffer.from('GIF89a', 'latin1'),
    }
    for (const [name, bytes] of Object.entries(truncated)) {
      expect(await checkAttachmentContent(name, bytes), name).toEqual({
        problem: attachmentMessages.unreadable(name),
      })
    }
  })

  it('refuses an image or a PDF named as text', async () => {
    expect(await checkAttachmentContent('notes.txt', samples.screenshot.bytes)).toEqual({
      problem: attachmentMessages.mismatch('notes.txt'),
    })
    // A PDF can be all printable characters: its signature alone tells it from text.
    expect(await checkAttachmentContent('notes.txt', samples.invoice.bytes)).toEqual({
      problem: attachmentMessages.mismatch('notes.txt'),
    })
  })

  it('takes text in any 8-bit encoding, with tabs, form feeds and line breaks, and refuses every other control byte', async () => {
    const windows1252 = Buffer.from('Caf\xe9 printer: \x93paper jam\x94\r\n', 'latin1')
    expect(await checkAttachmentContent('printer log.txt', windows1252)).toHaveProperty('type')
    const withByte = (byte: number) =>
      Buffer.concat([Buffer.from('line one'), Buffer.from([byte]), Buffer.from('line two')])
    for (const byte of [0x09, 0x0a, 0x0c, 0x0d, 0x20, 0x7f]) {
      expect(
        await checkAttachmentContent('log.txt', withByte(byte)),
        `byte ${byte}`,
      ).toHaveProperty('type')
    }
    for (const byte of [0x00, 0x01, 0x08, 0x0b, 0x0e, 0x1b, 0x1f]) {
      expect(await checkAttachmentContent('log.txt', withByte(byte)), `byte ${byte}`).toEqual({
        problem: attachmentMessages.mismatch('log.txt'),
      })
    }
  })
})

describe('attachment tokens', () => {
  const secret = 'a'.repeat(64)
  const id = '4b80bdb1-a21c-434f-8c94-382c09e1f605'

  it('prove the upload for a day and nothing else', () => {
    const now = Date.UTC(2030, 0, 1)
    const token = attachmentToken(secret, id, now)
    expect(isValidAttachmentToken(secret, id, token, now + 60_000)).toBe(true)
    expect(
      isValidAttachmentToken(secret, id, token, now + attachmentLimits.orphanHours * 3600_000 + 1),
    ).toBe(false)
    expect(isValidAttachmentToken('b'.repeat(64), id, token, now)).toBe(false)
    expect(isValidAttachmentToken(secret, '00000000-0000-4000-8000-000000000000', token, now)).toBe(
      false,
    )
    expect(isValidAttachmentToken(secret, id, 'garbage', now)).toBe(false)
  })

  it('hold up to the last millisecond of the day', () => {
    const now = Date.UTC(2030, 0, 1)
    const token = attachmentToken(secret, id, now)
    const lastMoment = now + attachmentLimits.orphanHours * 3600_000
    expect(isValidAttachmentToken(secret, id, token, lastMoment)).toBe(true)
  })

  it('are refused with anything before or after them', () => {
    const now = Date.UTC(2030, 0, 1)
    const token = attachmentToken(secret, id, now)
    expect(isValidAttachmentToken(secret, id, `1${token}`, now)).toBe(false)
    expect(isValidAttachmentToken(secret, id, `x.${token}`, now)).toBe(false)
    expect(isValidAttachmentToken(secret, id, `${token}A`, now)).toBe(false)
    expect(isValidAttachmentToken(secret, id, `${token}\n`, now)).toBe(false)
  })
})

describe('attachment storage', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: dataDir, PAYLOAD_SECRET: 'x'.repeat(40) }
  const configured = async (variables: Record<string, string>) => {
    const { LeadAttachments } = await import('@/leads/collections/LeadAttachments')
    const { leadAttachmentStorage } = await import('@/leads/collections/LeadAttachments/storage')
    const config = await leadAttachmentStorage(
      parseEnv({ ...base, ...variables } as NodeJS.ProcessEnv),
    )({ collections: [LeadAttachments] } as Config)
    return config.collections?.find(
      (collection) => collection.slug === 'lead-attachments',
    ) as CollectionConfig
  }

  it('keeps files on local disk under the data folder without S3 settings', async () => {
    const collection = await configured({})
    const upload = collection.upload as Exclude<CollectionConfig['upload'], boolean | undefined>
    expect(upload.staticDir).toBe(path.join(dataDir, 'uploads', 'lead-attachments'))
    expect(upload.disableLocalStorage ?? false).toBe(false)
    // Only the site's own handler, which names the download; no storage adapter's.
    expect(upload.handlers ?? []).toHaveLength(1)
  })

  it('uses the S3 adapter, served through Payload, when S3_BUCKET is set', async () => {
    const collection = await configured({
      S3_BUCKET: 'leads',
      S3_REGION: 'auto',
      S3_ENDPOINT: 'https://s3.example.com',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    })
    const upload = collection.upload as Exclude<CollectionConfig['upload'], boolean | undefined>
    expect(upload.disableLocalStorage).toBe(true)
    expect(upload.handlers?.length).toBeGreaterThan(1)
  })
})
