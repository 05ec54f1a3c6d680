import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { getPayload } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startEmbeddedPostgres, type EmbeddedServer } from '@/db/embedded-postgres'
import type { AttachmentReference } from '@/leads/attachments'
import { attachmentFormField, receiveAttachmentUpload } from '@/leads/intake/attachments/upload'
import { receiveContactRequest } from '@/leads/intake'

import { samples } from './attachments.samples'
import { freePort } from '../helpers/ports'
import { runNpmScript } from './helpers/processes'
import { testDatabaseUri } from './helpers/test-payload'
import { contactBody } from '../../scripts/lib/lead-bodies'

const dataDir = path.resolve(`.data/test-backup-${process.pid}`)
const uploadsDir = path.join(dataDir, 'uploads', 'lead-attachments')

/** The operator's commands, as `npm run <script>` runs them: production, on the embedded server in DATA_DIR. */
const npmRun = (script: string, args: string[], env: Record<string, string>) =>
  runNpmScript(script, args, { ...process.env, ...env })

// Each test starts processes that load the whole config; a loaded 2-core machine takes minutes.
describe('backup and restore', { timeout: 180_000 }, () => {
  let port: number
  let env: Record<string, string>
  let database: EmbeddedServer | undefined
  let payload: Payload | undefined

  beforeAll(async () => {
    port = await freePort()
    env = {
      DATA_DIR: dataDir,
      EMBEDDED_POSTGRES_PORT: String(port),
      DATABASE_URI: '',
      PAYLOAD_SECRET: randomBytes(32).toString('hex'),
      SITE_URL: 'https://backup.example.com',
    }
    const migrate = await npmRun('migrate', [], env)
    expect(migrate.code, migrate.stderr).toBe(0)

    // The "site": Payload on the embedded server this process owns, as `npm start` would own it.
    database = await startEmbeddedPostgres({ dataDir, port, log: () => {} })
    process.env.DATA_DIR = dataDir
    process.env.DATABASE_URI = database.connectionString('site')
    process.env.JOBS_AUTORUN = 'false'
    const { default: config } = await import('@payload-config')
    payload = await getPayload({ config })
  })

  afterAll(async () => {
    await payload?.destroy()
    await database?.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('brings back a deleted lead and its file, and refuses while the site runs or for a file not its own', async () => {
    const site = payload as Payload
    const form = new FormData()
    form.append(
      attachmentFormField,
      new File([new Uint8Array(samples.screenshot.bytes)], samples.screenshot.name, {
        type: samples.screenshot.type,
      }),
    )
    const upload = await receiveAttachmentUpload(
      new Request('http://localhost/api/contact/attachments', { method: 'POST', body: form }),
      site,
    )
    const { attachments } = (await upload.json()) as { attachments: AttachmentReference[] }
    const contact = await receiveContactRequest(
      new Request('http://localhost/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(
          contactBody({ name: 'Backed Up', attachments: JSON.stringify(attachments) }),
        ),
      }),
      site,
    )
    expect(contact.status).toBe(201)
    const lead = (
      await site.find({
        collection: 'contact-submissions',
        where: { name: { equals: 'Backed Up' } },
        depth: 1,
      })
    ).docs[0]
    const attachment = lead.attachments?.[0]
    if (!attachment || typeof attachment === 'string') throw new Error('the lead has no attachment')
    const storedFile = path.join(uploadsDir, attachment.filename ?? '')
    expect(fs.readFileSync(storedFile)).toEqual(samples.screenshot.bytes)

    const backup = await npmRun('backup', [], env)
    expect(backup.code, backup.stderr).toBe(0)
    const archive = backup.stdout.trim().split('\n').at(-1) ?? ''
    expect(path.dirname(archive)).toBe(path.join(dataDir, 'backups'))
    expect(fs.existsSync(archive)).toBe(true)

    await site.delete({ collection: 'lead-attachments', id: attachment.id, overrideAccess: true })
    await site.delete({ collection: 'contact-submissions', id: lead.id, overrideAccess: true })
    expect(
      (await site.count({ collection: 'contact-submissions', where: { id: { equals: lead.id } } }))
        .totalDocs,
    ).toBe(0)
    expect(fs.existsSync(storedFile)).toBe(false)

    const whileRunning = await npmRun('restore', [archive], env)
    expect(whileRunning.code).toBe(1)
    expect(whileRunning.stderr).toMatch(
      /^restore: the site is running \(process \d+ runs the embedded PostgreSQL/m,
    )

    await site.destroy()
    payload = undefined
    await database?.stop()
    database = undefined

    const foreign = path.join(dataDir, 'not-a-backup.jsonl.gz')
    fs.writeFileSync(foreign, 'a plain text file')
    const refused = await npmRun('restore', [foreign], env)
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain(
      `restore: nothing was changed: ${foreign} is not a backup made by npm run backup`,
    )

    const restore = await npmRun('restore', [archive], env)
    expect(restore.code, restore.stderr).toBe(0)
    expect(restore.stdout).toMatch(/Restored the backup of .* into the database "site"/)

    database = await startEmbeddedPostgres({ dataDir, port, log: () => {} })
    const client = new pg.Client({ connectionString: database.connectionString('site') })
    await client.connect()
    try {
      const leads = await client.query(
        'SELECT name, email FROM contact_submissions WHERE id = $1',
        [lead.id],
      )
      expect(leads.rows).toEqual([{ name: 'Backed Up', email: lead.email }])
      const files = await client.query('SELECT filename FROM lead_attachments WHERE id = $1', [
        attachment.id,
      ])
      expect(files.rows).toEqual([{ filename: attachment.filename }])
    } finally {
      await client.end()
    }
    expect(fs.readFileSync(storedFile)).toEqual(samples.screenshot.bytes)
  })
})

// Each test starts processes that load the whole config; a loaded 2-core machine takes minutes.
describe('backup and restore on DATABASE_URI', { timeout: 180_000 }, () => {
  const otherDataDir = `${dataDir}-uri`

  afterAll(() => fs.rmSync(otherDataDir, { recursive: true, force: true }))

  it('refuses while another connection is open on the database, and restores once it is closed', async () => {
    const uri = testDatabaseUri()
    const env = {
      DATABASE_URI: uri,
      DATA_DIR: otherDataDir,
      PAYLOAD_SECRET: randomBytes(32).toString('hex'),
      SITE_URL: 'https://backup.example.com',
    }
    const migrate = await npmRun('migrate', [], env)
    expect(migrate.code, migrate.stderr).toBe(0)
    const batches = async (client: pg.Client) =>
      (await client.query('SELECT name, batch FROM payload_migrations ORDER BY name')).rows

    const site = new pg.Client({ connectionString: uri })
    await site.connect()
    const before = await batches(site)
    expect(before.length).toBeGreaterThan(0)
    const backup = await npmRun('backup', [], env)
    expect(backup.code, backup.stderr).toBe(0)
    const archive = backup.stdout.trim().split('\n').at(-1) ?? ''
    await site.query('UPDATE payload_migrations SET batch = batch + 100')

    const whileConnected = await npmRun('restore', [archive], env)
    expect(whileConnected.code).toBe(1)
    expect(whileConnected.stderr).toMatch(
      /^restore: the site is running \(1 other connection\(s\) to the database/m,
    )
    await site.end()

    const restore = await npmRun('restore', [archive], env)
    expect(restore.code, restore.stderr).toBe(0)
    const check = new pg.Client({ connectionString: uri })
    await check.connect()
    try {
      expect(await batches(check)).toEqual(before)
    } finally {
      await check.end()
    }
  })
})
