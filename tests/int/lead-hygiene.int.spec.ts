import { Readable } from 'node:stream'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { attachmentMessages, uploadBodyLimitBytes } from '@/leads/attachments'
import { attachmentFormField, receiveAttachmentUpload } from '@/leads/intake/attachments/upload'
import { leadBodyLimitBytes } from '@/leads/constants'
import { receiveContactRequest, receivePackageRequest } from '@/leads/intake'
import { submissionKey } from '@/leads/intake/submission'
import { messages } from '@/leads/schema'

import { getTestPayload } from './helpers/test-payload'
import { samples } from './attachments.samples'
import { contactBody, packageBody } from '../../scripts/lib/lead-bodies'

type Answer = { errors?: Record<string, string[]>; message?: string }

/** A body that counts how much of it the server pulled: `total` bytes in chunks of 16 KB. */
function countedStream(total: number) {
  const chunk = new Uint8Array(16 * 1024).fill(0x20)
  const counter = { pulled: 0 }
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled >= total) return controller.close()
      counter.pulled += chunk.byteLength
      controller.enqueue(chunk)
    },
  })
  return { stream, counter }
}

describe('lead intake hygiene', () => {
  let payload: Payload
  let keyNumber = 0
  const freshKey = () => `test-submission-key-${Date.now()}-${(keyNumber += 1)}`

  const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
    new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
      duplex: 'half',
    } as RequestInit)
  const contact = (body: unknown, headers?: Record<string, string>) =>
    receiveContactRequest(
      post('/api/contact', typeof body === 'string' ? body : JSON.stringify(body), headers),
      payload,
    )
  const packageRequest = (body: unknown, headers?: Record<string, string>) =>
    receivePackageRequest(post('/api/package-purchase', JSON.stringify(body), headers), payload)
  const leadsOf = async (email: string) =>
    (
      await payload.find({
        collection: 'contact-submissions',
        where: { email: { equals: email } },
        overrideAccess: true,
        sort: 'createdAt',
      })
    ).docs
  const jobsOf = async (leadIds: string[]) =>
    (
      await payload.find({ collection: 'payload-jobs', pagination: false, overrideAccess: true })
    ).docs
      .map((job) => job.input as { leadId: string; kind: string })
      .filter((input) => leadIds.includes(input.leadId))

  beforeAll(async () => {
    process.env.JOBS_AUTORUN = 'false'
    process.env.LEADS_RATE_LIMIT_MAX = '100000'
    process.env.SITE_URL = 'https://www.example.com'
    payload = await getTestPayload()
  })

  afterAll(async () => {
    await payload?.destroy()
  })

  it('refuses a NUL byte and a bidi override with 400 naming the field, on both endpoints, storing nothing', async () => {
    const before = (await payload.count({ collection: 'contact-submissions' })).totalDocs
    const cases = [
      { answer: await contact(contactBody({ name: 'Ada\u0000Lovelace' })), field: 'name' },
      {
        answer: await contact(contactBody({ message: 'Pay invoice \u202Efdp.exe' })),
        field: 'message',
      },
      { answer: await contact(contactBody({ email: 'ada\u2066@example.org' })), field: 'email' },
      {
        answer: await packageRequest(packageBody({ customerName: 'Grace\u0000' })),
        field: 'customerName',
      },
      {
        answer: await packageRequest(packageBody({ projectDescription: 'Logo \u202Egnp.exe' })),
        field: 'projectDescription',
      },
    ]
    for (const { answer, field } of cases) {
      expect(answer.status, field).toBe(400)
      expect(((await answer.json()) as Answer).errors?.[field], field).toContain(
        messages.controlCharacters,
      )
    }
    expect((await payload.count({ collection: 'contact-submissions' })).totalDocs).toBe(before)
  })

  it('keeps tabs and line breaks in a message', async () => {
    expect(
      (
        await contact(
          contactBody({ email: 'tabs@example.org', message: 'Line one\r\n\tindented line two' }),
        )
      ).status,
    ).toBe(201)
  })

  it('answers 415 to a body that is not sent as JSON', async () => {
    const asForm = await receiveContactRequest(
      new Request('http://localhost/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'name=Ada',
      }),
      payload,
    )
    const asText = await receivePackageRequest(
      new Request('http://localhost/api/package-purchase', {
        method: 'POST',
        body: JSON.stringify(packageBody()),
      }),
      payload,
    )
    expect([asForm.status, asText.status]).toEqual([415, 415])
    expect(((await asForm.json()) as Answer).errors?.body?.[0]).toMatch(/application\/json/)
  })

  it('takes JSON by its media type, in any case and with parameters, and refuses a type that only begins like it', async () => {
    const sentAs = (contentType: string, email: string) =>
      receiveContactRequest(
        new Request('http://localhost/api/contact', {
          method: 'POST',
          headers: { 'content-type': contentType },
          body: JSON.stringify(contactBody({ email })),
        }),
        payload,
      )
    for (const [contentType, email] of [
      ['application/json; charset=utf-8', 'charset@example.org'],
      ['Application/JSON', 'upper-case@example.org'],
      ['application/json ;charset=utf-8', 'spaced@example.org'],
    ]) {
      expect((await sentAs(contentType, email)).status, contentType).toBe(201)
      expect(await leadsOf(email), contentType).toHaveLength(1)
    }
    for (const contentType of [
      'application/jsonp',
      'application/json-patch+json',
      'text/plain; note=application/json',
    ]) {
      const answer = await sentAs(contentType, 'refused-type@example.org')
      expect(answer.status, contentType).toBe(415)
      expect(await answer.json()).toEqual({
        errors: { body: ['Send the request as application/json'] },
      })
    }
    expect(await leadsOf('refused-type@example.org')).toHaveLength(0)
  })

  it('refuses a body that is not UTF-8, though it would read as JSON with the bad byte replaced', async () => {
    const json = JSON.stringify(contactBody({ name: 'Ad#', email: 'latin1@example.org' }))
    const bytes = Buffer.from(json, 'utf8')
    bytes[bytes.indexOf('#')] = 0xff
    const answer = await receiveContactRequest(post('/api/contact', bytes), payload)
    expect(answer.status).toBe(400)
    expect(await answer.json()).toEqual({ errors: { body: ['Expected a JSON object'] } })
    expect(await leadsOf('latin1@example.org')).toHaveLength(0)
  })

  it('names every problem of a field, not only the first', async () => {
    const answer = await contact(contactBody({ name: `${'x'.repeat(100)}\u0000` }))
    expect(answer.status).toBe(400)
    expect(((await answer.json()) as Answer).errors?.name).toEqual([
      messages.controlCharacters,
      messages.tooLong(100),
    ])
  })

  it('stores a lead whose honeypot holds only spaces or is not text: only a filled-in one is a bot', async () => {
    for (const [website, email] of [
      ['   ', 'blank-honeypot@example.org'],
      [42, 'number-honeypot@example.org'],
    ] as const) {
      expect((await contact({ ...contactBody({ email }), website })).status).toBe(201)
      expect(await leadsOf(email)).toHaveLength(1)
    }
    expect(
      (
        await contact({
          ...contactBody({ email: 'bot@example.org' }),
          website: ' https://spam.example ',
        })
      ).status,
    ).toBe(201)
    expect(await leadsOf('bot@example.org')).toHaveLength(0)
  })

  it('takes an Idempotency-Key of 16 to 128 letters, digits, "-" or "_", trimmed, and no key when it is blank', async () => {
    const sentWith = (key: string, email: string) =>
      contact(contactBody({ email }), { 'idempotency-key': key })
    const shortest = `${Date.now()}`.padEnd(16, '_')
    const longest = `${Date.now()}`.padEnd(128, '-')
    expect((await sentWith(shortest, 'key-16@example.org')).status).toBe(201)
    expect((await sentWith(`  ${shortest}  `, 'key-16@example.org')).status).toBe(201)
    expect(await leadsOf('key-16@example.org')).toHaveLength(1)
    expect((await sentWith(longest, 'key-128@example.org')).status).toBe(201)
    // Stored scoped to what was sent under it.
    expect((await leadsOf('key-128@example.org'))[0].submissionKey).toBe(
      submissionKey(longest, contactBody({ email: 'key-128@example.org' })),
    )
    expect((await sentWith('   ', 'blank-key@example.org')).status).toBe(201)
    expect((await sentWith('   ', 'blank-key@example.org')).status).toBe(201)
    expect(await leadsOf('blank-key@example.org')).toHaveLength(2)

    for (const key of [
      shortest.slice(1),
      `${longest}x`,
      `${shortest}.`,
      `${shortest} x`,
      `/${shortest}`,
    ]) {
      const answer = await sentWith(key, 'bad-key@example.org')
      expect(answer.status, key).toBe(400)
      expect(await answer.json()).toEqual({
        errors: {
          idempotencyKey: ['The Idempotency-Key header must be 16-128 letters, digits, "-" or "_"'],
        },
      })
    }
    expect(await leadsOf('bad-key@example.org')).toHaveLength(0)
  })

  it('reads a body of exactly 64 KB, with or without its length, and answers 400 to a request without a body', async () => {
    const exactly = (email: string) => {
      const json = JSON.stringify(contactBody({ email }))
      // JSON may end in spaces: the body is a real lead, padded to the cap.
      return Buffer.from(json.padEnd(leadBodyLimitBytes, ' '))
    }
    const declared = exactly('exactly-64k@example.org')
    expect(declared.byteLength).toBe(leadBodyLimitBytes)
    expect(
      (
        await receiveContactRequest(
          post('/api/contact', declared, { 'content-length': String(leadBodyLimitBytes) }),
          payload,
        )
      ).status,
    ).toBe(201)
    expect(
      (
        await receiveContactRequest(
          post(
            '/api/contact',
            Readable.toWeb(Readable.from([exactly('streamed-64k@example.org')])) as ReadableStream,
          ),
          payload,
        )
      ).status,
    ).toBe(201)
    expect(await leadsOf('exactly-64k@example.org')).toHaveLength(1)
    expect(await leadsOf('streamed-64k@example.org')).toHaveLength(1)

    const bodiless = await receiveContactRequest(
      new Request('http://localhost/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      }),
      payload,
    )
    expect(bodiless.status).toBe(400)
    expect(await bodiless.json()).toEqual({ errors: { body: ['Expected a JSON object'] } })
  })

  it('answers 413 to a declared length over 64 KB without reading the body', async () => {
    const { stream, counter } = countedStream(1024 * 1024)
    const answer = await contact(stream as unknown as string, {
      'content-length': String(1024 * 1024),
    })
    expect(answer.status).toBe(413)
    expect(await answer.json()).toEqual({
      errors: { body: ['The request is too large: at most 64 KB'] },
    })
    expect(counter.pulled).toBeLessThanOrEqual(64 * 1024)
  })

  it('stops reading a body without a length as soon as it passes 64 KB', async () => {
    const { stream, counter } = countedStream(10 * 1024 * 1024)
    const answer = await receiveContactRequest(post('/api/contact', stream), payload)
    expect(answer.status).toBe(413)
    expect(counter.pulled).toBeLessThan(leadBodyLimitBytes + 64 * 1024)
  })

  it('stores source.page only for a page of the site itself', async () => {
    const page = 'https://www.example.com/website-design?utm_source=news'
    expect(
      (
        await contact({
          ...contactBody({ email: 'own-page@example.org' }),
          source: { page, referrer: 'https://search.example/' },
        })
      ).status,
    ).toBe(201)
    expect(
      (
        await contact({
          ...contactBody({ email: 'other-page@example.org' }),
          source: { page: 'https://evil.example/phish' },
        })
      ).status,
    ).toBe(201)
    const [own] = await leadsOf('own-page@example.org')
    const [other] = await leadsOf('other-page@example.org')
    expect(own.source).toMatchObject({
      page,
      referrer: 'https://search.example/',
      utm: { utm_source: 'news' },
    })
    expect(other.source?.page ?? null).toBeNull()
  })

  it('stores one lead for a submit repeated with the same Idempotency-Key, even when the repeats race', async () => {
    const key = freshKey()
    const body = contactBody({ email: 'retry@example.org' })
    const first = await contact(body, { 'idempotency-key': key })
    const repeats = await Promise.all(
      [1, 2, 3].map(() => contact(body, { 'idempotency-key': key })),
    )
    expect([first, ...repeats].map((answer) => answer.status)).toEqual([201, 201, 201, 201])
    expect(await repeats[0].json()).toEqual(await first.json())
    expect(await leadsOf('retry@example.org')).toHaveLength(1)

    const racing = freshKey()
    const raced = await Promise.all(
      [1, 2, 3].map(() =>
        contact(contactBody({ email: 'race@example.org' }), { 'idempotency-key': racing }),
      ),
    )
    expect(raced.map((answer) => answer.status)).toEqual([201, 201, 201])
    expect(await leadsOf('race@example.org')).toHaveLength(1)

    expect((await contact(body, { 'idempotency-key': freshKey() })).status).toBe(201)
    expect(await leadsOf('retry@example.org')).toHaveLength(2)
  })

  it('counts a key per endpoint, forgets it after a day and refuses a malformed one', async () => {
    const key = freshKey()
    expect(
      (
        await packageRequest(packageBody({ email: 'key-per-endpoint@example.org' }), {
          'idempotency-key': key,
        })
      ).status,
    ).toBe(201)
    expect(
      (
        await contact(contactBody({ email: 'key-per-endpoint@example.org' }), {
          'idempotency-key': key,
        })
      ).status,
    ).toBe(201)
    expect(await leadsOf('key-per-endpoint@example.org')).toHaveLength(1)

    const [lead] = await leadsOf('key-per-endpoint@example.org')
    const almostADayAgo = new Date(Date.now() - 23 * 60 * 60 * 1000).toISOString()
    await payload.db.updateOne({
      collection: 'contact-submissions',
      id: lead.id,
      data: { createdAt: almostADayAgo },
      returning: false,
    })
    expect(
      (
        await contact(contactBody({ email: 'key-per-endpoint@example.org' }), {
          'idempotency-key': key,
        })
      ).status,
    ).toBe(201)
    expect(await leadsOf('key-per-endpoint@example.org')).toHaveLength(1)
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString()
    await payload.db.updateOne({
      collection: 'contact-submissions',
      id: lead.id,
      data: { createdAt: twoDaysAgo },
      returning: false,
    })
    expect(
      (
        await contact(contactBody({ email: 'key-per-endpoint@example.org' }), {
          'idempotency-key': key,
        })
      ).status,
    ).toBe(201)
    expect(await leadsOf('key-per-endpoint@example.org')).toHaveLength(2)
    // The lead stored after expiry took the key over: further retries of that submit are deduplicated again.
    expect(
      (
        await contact(contactBody({ email: 'key-per-endpoint@example.org' }), {
          'idempotency-key': key,
        })
      ).status,
    ).toBe(201)
    const afterExpiry = await leadsOf('key-per-endpoint@example.org')
    expect(afterExpiry).toHaveLength(2)
    expect(
      afterExpiry.filter(
        (each) =>
          each.submissionKey ===
          submissionKey(key, contactBody({ email: 'key-per-endpoint@example.org' })),
      ),
    ).toHaveLength(1)
    expect(afterExpiry.find((each) => each.id === lead.id)?.submissionKey ?? null).toBeNull()

    const malformed = await contact(contactBody(), { 'idempotency-key': 'short' })
    expect(malformed.status).toBe(400)
    expect(((await malformed.json()) as Answer).errors?.idempotencyKey?.[0]).toMatch(
      /Idempotency-Key/,
    )
  })

  it('sends at most one confirmation per address per hour, and the team hears of every lead', async () => {
    const answers = [
      await contact(contactBody({ email: 'victim@example.org' })),
      await packageRequest(packageBody({ email: 'Victim@Example.org' })),
      await contact(contactBody({ email: 'victim@example.org ' })),
    ]
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201])
    const contacts = await leadsOf('victim@example.org')
    const packages = (
      await payload.find({
        collection: 'package-purchases',
        where: { email: { equals: 'Victim@Example.org' } },
        overrideAccess: true,
      })
    ).docs
    const leads = [...contacts, ...packages]
    expect(leads).toHaveLength(3)
    const jobs = await jobsOf(leads.map((lead) => String(lead.id)))
    expect(jobs.filter((job) => job.kind === 'notification')).toHaveLength(3)
    expect(jobs.filter((job) => job.kind === 'confirmation')).toHaveLength(1)
    expect(leads.map((lead) => lead.confirmationEmail?.status).sort()).toEqual([
      'queued',
      'skipped',
      'skipped',
    ])

    const concurrent = await Promise.all(
      [1, 2, 3, 4].map(() => contact(contactBody({ email: 'burst@example.org' }))),
    )
    expect(concurrent.map((answer) => answer.status)).toEqual([201, 201, 201, 201])
    const burst = await leadsOf('burst@example.org')
    expect(
      (await jobsOf(burst.map((lead) => String(lead.id)))).filter(
        (job) => job.kind === 'confirmation',
      ),
    ).toHaveLength(1)

    const other = await contact(contactBody({ email: 'someone-else@example.org' }))
    expect(other.status).toBe(201)
    const [otherLead] = await leadsOf('someone-else@example.org')
    expect(otherLead.confirmationEmail?.status).toBe('queued')
  })

  it("answers 400 naming the file when Payload's own upload check refuses it, storing nothing", async () => {
    // A PDF by its signature (the site's own check passes it) without the trailer Payload's PDF check wants.
    const truncated = { name: 'scanned contract.pdf', bytes: samples.invoice.bytes.subarray(0, 60) }
    const form = new FormData()
    form.append(
      attachmentFormField,
      new File([samples.screenshot.bytes], samples.screenshot.name, {
        type: samples.screenshot.type,
      }),
    )
    form.append(
      attachmentFormField,
      new File([truncated.bytes], truncated.name, { type: 'application/pdf' }),
    )
    const before = (await payload.count({ collection: 'lead-attachments' })).totalDocs
    const answer = await receiveAttachmentUpload(
      new Request('http://localhost/api/contact/attachments', { method: 'POST', body: form }),
      payload,
    )
    expect(answer.status).toBe(400)
    const [message] = ((await answer.json()) as Answer).errors?.attachments ?? []
    // Payload's own reason, not the generic message of its ValidationError.
    expect(message).toBe(attachmentMessages.refused('scanned contract.pdf', 'Invalid PDF file.'))
    expect((await payload.count({ collection: 'lead-attachments' })).totalDocs).toBe(before)
  })

  it('answers 413 to an upload over what three 5 MB files need, by its length or as soon as it passes it', async () => {
    const declared = countedStream(64 * 1024 * 1024)
    const byLength = await receiveAttachmentUpload(
      new Request('http://localhost/api/contact/attachments', {
        method: 'POST',
        headers: {
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(64 * 1024 * 1024),
        },
        body: declared.stream,
        duplex: 'half',
      } as RequestInit),
      payload,
    )
    expect(byLength.status).toBe(413)
    expect(declared.counter.pulled).toBeLessThanOrEqual(64 * 1024)

    const chunked = countedStream(64 * 1024 * 1024)
    const streamed = await receiveAttachmentUpload(
      new Request('http://localhost/api/contact/attachments', {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        body: chunked.stream,
        duplex: 'half',
      } as RequestInit),
      payload,
    )
    expect(streamed.status).toBe(413)
    expect(((await streamed.json()) as Answer).errors?.attachments?.[0]).toMatch(/too large/)
    expect(chunked.counter.pulled).toBeLessThan(uploadBodyLimitBytes + 64 * 1024)
  })
})
