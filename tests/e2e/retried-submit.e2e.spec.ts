import { expect, test } from '@playwright/test'

import type { AttachmentReference } from '../../src/leads/attachments'
import { contactBody } from '../../scripts/lib/lead-bodies'
import { samples } from '../int/attachments.samples'
import { holdLock } from '../helpers/held-lock'
import { query } from './helpers/db'
import { e2e } from './helpers/environment'
import { waitForMail } from './helpers/mail'

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`

test('three sends of one submit with a file at the same moment answer alike, and one lead is stored with the file and its emails', async ({
  request,
}) => {
  const uploaded = await request.post('/api/contact/attachments', {
    multipart: {
      files: {
        name: samples.screenshot.name,
        mimeType: samples.screenshot.type,
        buffer: samples.screenshot.bytes,
      },
    },
  })
  expect(uploaded.status(), await uploaded.text()).toBe(201)
  const [file] = ((await uploaded.json()) as { attachments: AttachmentReference[] }).attachments

  const email = `retried+${unique()}@example.org`
  // What the form sends on each press of "Send" for one submit: the same body under the same key.
  const key = `retried-submit-${unique()}`
  const send = () =>
    request.post('/api/contact', {
      headers: { 'idempotency-key': key },
      data: contactBody({ email, attachments: JSON.stringify([file]) }),
    })

  // The test holds the uploaded file's row until all three sends wait on it (directly, or behind one
  // another): they overlap in every run, then go on in whatever order the database lets them.
  const held = await holdLock(
    e2e.databaseUri(),
    'SELECT id FROM lead_attachments WHERE id = $1 FOR UPDATE',
    [file.id],
  )
  let answers: { status: number; body: string }[]
  try {
    const sends = [send(), send(), send()]
    await expect.poll(held.waiting, { timeout: 30_000 }).toBe(3)
    await held.release()
    answers = await Promise.all(
      sends.map(async (sent) => {
        const response = await sent
        return { status: response.status(), body: await response.text() }
      }),
    )
  } finally {
    await held.release()
  }

  const first = answers[0]
  expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201])
  expect(answers.map((answer) => answer.body)).toEqual([first.body, first.body, first.body])
  // The visitor who retries after the first answer was lost is told the same again.
  const later = await send()
  expect({ status: later.status(), body: await later.text() }).toEqual(first)

  const leads = await query<{ id: string }>('SELECT id FROM contact_submissions WHERE email = $1', [
    email,
  ])
  expect(leads).toHaveLength(1)
  const linked = await query<{ id: string }>('SELECT id FROM lead_attachments WHERE lead_id = $1', [
    leads[0].id,
  ])
  expect(linked.map((row) => String(row.id))).toEqual([file.id])
  const mails = await waitForMail(
    (mail) => mail.to.includes(email) || mail.replyTo.includes(email),
    2,
  )
  expect(
    mails.map((mail) => (mail.to.includes(email) ? 'confirmation' : 'notification')).sort(),
  ).toEqual(['confirmation', 'notification'])
})
