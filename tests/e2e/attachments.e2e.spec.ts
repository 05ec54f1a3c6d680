import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { attachmentLimits } from '../../src/leads/attachments'
import { malformedPdf, samples } from '../int/attachments.samples'
import { owner } from './helpers/accounts'
import { logInToAdmin } from './helpers/admin'
import { query } from './helpers/db'
import { e2e } from './helpers/environment'

const toastOn = (page: Page) => page.locator('[data-slot="toast"]')

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`

const asUpload = (sample: { name: string; type: string; bytes: Buffer }) => ({
  name: sample.name,
  mimeType: sample.type,
  buffer: sample.bytes,
})

/** Payload takes the session cookie from an API client only with the site's Origin, as a browser sends it. */
const origin = { origin: e2e.baseURL }

async function logIn(request: APIRequestContext, login: { email: string; password: string }) {
  const response = await request.post('/api/users/login', { data: login, headers: origin })
  expect(response.status(), await response.text()).toBe(200)
}

test('a request with three files stores a lead with three attachments that staff open from the admin, and nobody else', async ({
  page,
  playwright,
}) => {
  const email = `files+${unique()}@example.org`
  await page.goto('/#contact')
  const form = page.getByTestId('contact-form')
  await form.scrollIntoViewIfNeeded()
  await form.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Grace Hopper')
  await form.getByRole('textbox', { name: 'Email Address', exact: true }).fill(email)
  await form
    .getByRole('textbox', { name: 'Message', exact: true })
    .fill('My laptop shows this error, screenshot attached.')
  await expect(form.getByText('Up to 3 files, 5MB each.')).toBeVisible()
  await form
    .getByLabel('Attachments')
    .setInputFiles([samples.screenshot, samples.invoice, samples.errorText].map(asUpload))
  await expect(form.getByRole('list', { name: 'Chosen files' }).getByRole('listitem')).toHaveCount(
    3,
  )
  await form.getByRole('checkbox', { name: /agree to be contacted/ }).click()
  await form.getByRole('button', { name: 'Submit Request' }).click()
  await expect(toastOn(page).getByText('Service request submitted successfully!')).toBeVisible()

  const [lead] = await query<{ id: string }>(
    'SELECT id FROM contact_submissions WHERE email = $1',
    [email],
  )
  const attachments = await query<{ id: string; filename: string; original_name: string }>(
    'SELECT id, filename, original_name FROM lead_attachments WHERE lead_id = $1 ORDER BY original_name',
    [lead.id],
  )
  expect(attachments.map((attachment) => attachment.original_name)).toEqual([
    'error message.txt',
    'invoice.pdf',
    'screenshot.png',
  ])
  const fileUrl = (filename: string) => `/api/lead-attachments/file/${filename}`

  const anonymous = await playwright.request.newContext({ baseURL: e2e.baseURL })
  for (const attachment of attachments) {
    expect([401, 403], 'anonymous file request').toContain(
      (await anonymous.get(fileUrl(attachment.filename))).status(),
    )
  }
  expect([401, 403]).toContain(
    (await anonymous.get(`/api/lead-attachments/${attachments[0].id}`)).status(),
  )
  await anonymous.dispose()

  const ownerApi = await playwright.request.newContext({ baseURL: e2e.baseURL })
  await logIn(ownerApi, owner)
  const staff = {
    email: `staff+${unique()}@example.com`,
    username: `staff${unique()}`,
    password: 'Heron-tide-window-2025',
  }
  const created = await ownerApi.post('/api/users', {
    data: { ...staff, role: 'staff' },
    headers: origin,
  })
  expect(created.status(), await created.text()).toBe(201)
  await ownerApi.dispose()

  await logInToAdmin(page, staff.email, staff.password)

  await page.goto(`/admin/collections/contact-submissions/${lead.id}`)
  // The edit view fetches the attachments after it renders; beside other workers on 2 cores that has taken over 10 s.
  for (const name of ['screenshot.png', 'invoice.pdf', 'error message.txt'])
    await expect(page.getByText(name).first()).toBeVisible({ timeout: 30_000 })

  const screenshot = attachments.find(
    (attachment) => attachment.original_name === 'screenshot.png',
  )!
  await page.goto(`/admin/collections/lead-attachments/${screenshot.id}`)
  const link = page.locator(`a[href*="${fileUrl(screenshot.filename)}"]`).first()
  await expect(link).toBeVisible()
  const opened = await page.request.get(fileUrl(screenshot.filename), { headers: origin })
  expect(opened.status()).toBe(200)
  expect(Buffer.from(await opened.body()).equals(samples.screenshot.bytes)).toBe(true)
  // Saved under the name the customer sent, never shown in the site's own tab.
  expect(opened.headers()['content-disposition']).toBe(
    `attachment; filename="screenshot.png"; filename*=UTF-8''screenshot.png`,
  )
  await expect(page.getByRole('link', { name: 'Download screenshot.png' })).toBeVisible()
})

test('the built server answers 400 naming a PDF that Payload refuses, and stores a name without its bidirectional override', async ({
  request,
}) => {
  const upload = (file: { name: string; mimeType: string; buffer: Buffer }) =>
    request.post('/api/contact/attachments', { multipart: { files: file } })

  const refused = await upload({
    name: 'statement.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(malformedPdf, 'latin1'),
  })
  const refusal = await refused.text()
  expect(refused.status(), refusal).toBe(400)
  const { errors } = JSON.parse(refusal) as { errors: { attachments: string[] } }
  expect(errors.attachments).toEqual([expect.stringMatching(/^"statement\.pdf" was refused: /)])

  const named = await upload({
    name: 'invoice\u202Efdp.txt',
    mimeType: 'text/plain',
    buffer: samples.errorText.bytes,
  })
  const answer = await named.text()
  expect(named.status(), answer).toBe(201)
  const [reference] = (JSON.parse(answer) as { attachments: { id: string; name: string }[] })
    .attachments
  expect(reference.name).toBe('invoicefdp.txt')
  const [stored] = await query<{ original_name: string }>(
    'SELECT original_name FROM lead_attachments WHERE id = $1',
    [reference.id],
  )
  expect(stored.original_name).toBe('invoicefdp.txt')
})

test('the form names a file it refuses before anything is uploaded', async ({ page }) => {
  await page.goto('/#contact')
  const form = page.getByTestId('contact-form')
  await form.scrollIntoViewIfNeeded()
  const input = form.getByLabel('Attachments')
  await input.setInputFiles([
    {
      name: 'huge.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(attachmentLimits.bytesPerFile + 1, 0x20),
    },
  ])
  await expect(
    form.getByRole('alert').filter({ hasText: '"huge.pdf" is larger than 5MB.' }),
  ).toBeVisible()
  await form.getByRole('button', { name: 'Remove huge.pdf' }).click()
  await input.setInputFiles([
    { name: 'tool.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') },
  ])
  await expect(
    form.getByRole('alert').filter({ hasText: '"tool.exe" is not an allowed type' }),
  ).toBeVisible()
})
