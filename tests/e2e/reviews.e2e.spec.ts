import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

import { contactBody } from '../../scripts/lib/lead-bodies'
import { signReviewLink } from '../../src/reviews/token'

import {
  authHeader,
  baseURL,
  createStaff,
  logInToAdmin,
  saveLeadStatus,
  tokenFor,
} from './helpers/admin'
import { owner } from './helpers/accounts'
import { query } from './helpers/db'
import { readMail, waitForMail } from './helpers/mail'

test.describe.configure({ mode: 'serial' })

const day = 24 * 60 * 60 * 1000
const secret = () => process.env.E2E_PAYLOAD_SECRET ?? ''
const email = `reviewer-${Date.now()}@example.com`
const isReviewRequest = (mail: { to: string[]; text: string }) =>
  mail.to.includes(email) && mail.text.includes('/review/')

let leadId = ''
let reviewLink = ''

test('staff marks a lead Won: the customer gets one review request, even after Lost and Won again', async ({
  page,
  request,
}) => {
  const sent = await request.post('/api/contact', {
    data: contactBody({ name: 'Rita Reviewer', email, serviceType: 'PC/Mac Repair' }),
  })
  expect(sent.status()).toBe(201)
  ;[{ id: leadId }] = await query<{ id: string }>(
    'SELECT id FROM contact_submissions WHERE email = $1',
    [email],
  )

  const staff = await createStaff(request)
  await logInToAdmin(page, staff.username, staff.password)
  await page.goto(`/admin/collections/contact-submissions/${leadId}`)
  await saveLeadStatus(page, 'Won')

  const [mail] = await waitForMail(isReviewRequest)
  expect(mail.subject).toBe('How did we do? A minute for Nature Coast Tech')
  expect(mail.text).toContain('for your computer repair')
  reviewLink = /(http\S+\/review\/[\w.-]+)/.exec(mail.text)?.[1] ?? ''
  expect(reviewLink).not.toBe('')

  const headers = authHeader(await tokenFor(request, staff.username, staff.password))
  for (const status of ['lost', 'won']) {
    expect(
      (
        await request.patch(`/api/contact-submissions/${leadId}`, { data: { status }, headers })
      ).ok(),
    ).toBe(true)
  }
  // The job runner checks every second: a second request would be out well within this.
  await page.waitForTimeout(4000)
  expect((await readMail()).filter(isReviewRequest)).toHaveLength(1)
})

test('the link opens the review page; axe finds nothing; a 5-star review is sent with the keyboard and mouse', async ({
  page,
}) => {
  await page.goto(reviewLink)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Review Nature Coast Tech')
  await expect(page.getByText('Tell us how your computer repair went.')).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)

  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  expect(
    axe.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([])

  // Sent empty: every field says what it needs, and axe still finds nothing with the errors shown.
  await page.getByRole('button', { name: 'Send Review' }).click()
  await expect(page.getByText('Choose from 1 to 5 stars')).toBeVisible()
  const withErrors = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  expect(withErrors.violations.map((violation) => violation.id)).toEqual([])

  // The stars are one radio group: arrow keys move through them.
  await page.getByRole('radio', { name: '1 out of 5 stars' }).focus()
  // Held a moment, as a finger does: Radix checks the star it moves focus to only while the arrow is down.
  for (let press = 0; press < 4; press += 1) await page.keyboard.press('ArrowRight', { delay: 50 })
  await expect(page.getByRole('radio', { name: '5 out of 5 stars' })).toBeChecked()
  await expect(page.getByRole('radiogroup', { name: /your rating/i })).toBeVisible()

  await page
    .getByRole('textbox', { name: /^Your review/ })
    .fill('My laptop was fixed the same day and the price was fair.')
  await page.getByLabel('Your name as it should be shown').fill('Rita R.')
  await page.getByLabel('Your town as it should be shown').fill('Dunnellon')
  await page.getByLabel(/my review, name and town may be published/).click()
  await page.getByRole('button', { name: 'Send Review' }).click()
  await expect(page.getByTestId('review-thanks')).toContainText('Thank you for your review!')

  const stored = await query<{ status: string; rating: string; source: string }>(
    'SELECT _status AS status, rating, source FROM reviews WHERE request_key = $1',
    [`contact-submissions:${leadId}`],
  )
  expect(stored).toEqual([{ status: 'draft', rating: '5', source: 'customer' }])
  const [note] = await waitForMail(
    (mail) => mail.subject === 'New 5-star review from Rita R., Dunnellon',
  )
  expect(note).toBeTruthy()
})

test('the review waits unpublished until the owner publishes it; then / shows it with its date', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.locator('#testimonials')).not.toContainText('My laptop was fixed the same day')

  await logInToAdmin(page, owner.username, owner.password)
  await page.goto('/admin/collections/reviews')
  const row = page.locator('tr', { hasText: 'Rita R.' })
  await expect(row).toContainText('Draft')
  await row.getByRole('link').first().click()
  await page.getByRole('button', { name: 'Publish changes', exact: true }).click()
  await expect(page.getByText(/updated successfully|published successfully/i).first()).toBeVisible()

  await page.goto('/')
  const card = page.locator('#testimonials figure', { hasText: 'My laptop was fixed the same day' })
  await expect(card).toBeVisible()
  await expect(card).toContainText('Rita R.')
  await expect(card).toContainText('Dunnellon')
  await expect(card.locator('time')).toHaveText(/today|ago|yesterday/)
})

test('GET /api/reviews shows an anonymous visitor no lead and no request key of a review; staff still see them', async ({
  request,
}) => {
  const anonymous = await request.get('/api/reviews?limit=100&depth=0')
  expect(anonymous.status()).toBe(200)
  const { docs } = (await anonymous.json()) as { docs: Record<string, unknown>[] }
  const published = docs.find((review) => review.reviewerName === 'Rita R.')
  expect(published).toMatchObject({
    rating: 5,
    text: 'My laptop was fixed the same day and the price was fair.',
  })
  for (const review of docs) {
    expect(review).not.toHaveProperty('lead')
    expect(review).not.toHaveProperty('requestKey')
  }

  const staff = await createStaff(request)
  const headers = authHeader(await tokenFor(request, staff.username, staff.password))
  const asStaff = await request.get(`/api/reviews/${published?.id}?depth=0`, { headers })
  expect(await asStaff.json()).toMatchObject({
    lead: { relationTo: 'contact-submissions', value: leadId },
    requestKey: `contact-submissions:${leadId}`,
  })
})

test('the same link then says the review was received; expired and tampered links have their own page', async ({
  page,
}) => {
  await page.goto(reviewLink)
  await expect(page.getByTestId('review-received')).toContainText(
    'Your review was already received',
  )

  const expired = signReviewLink(
    secret(),
    { purpose: 'review', collection: 'contact-submissions', leadId },
    Date.now() - 31 * day,
  )
  const answer = await page.goto(`/review/${expired}`)
  expect(answer?.status()).toBe(200)
  await expect(page.getByTestId('review-expired')).toContainText('This review link has expired')
  await expect(
    page.getByTestId('review-expired').getByRole('link', { name: /\(\d{3}\) \d{3}-\d{4}/ }),
  ).toHaveAttribute('href', /^tel:/)

  const token = reviewLink.split('/review/')[1]
  const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`
  await page.goto(`/review/${tampered}`)
  await expect(page.getByTestId('review-invalid')).toContainText('This review link does not work')
  await page.goto('/review/not-a-token')
  await expect(page.getByTestId('review-invalid')).toBeVisible()
  await expect(page.locator('body')).not.toContainText(/Error:|at \w+ \(/)
})

test('the opt-out link stops review emails for the address; the review pages are not in the sitemap', async ({
  page,
  request,
}) => {
  const [mail] = (await readMail()).filter(isReviewRequest)
  const optOutLink = /(http\S+\/review\/opt-out\/[\w.-]+)/.exec(mail.text)?.[1] ?? ''
  await page.goto(optOutLink)
  await page.getByRole('button', { name: 'Stop review emails' }).click()
  await expect(page.getByTestId('opt-out-done')).toContainText(email)
  const [lead] = await query<{ opted_out_at: Date | null }>(
    'SELECT review_email_opted_out_at AS opted_out_at FROM contact_submissions WHERE id = $1',
    [leadId],
  )
  expect(lead.opted_out_at).not.toBeNull()

  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).not.toContain('/review')
})

test('a later lead from the same address in another case is not asked for a review once it is Won', async ({
  request,
}) => {
  const otherCase = email.replace(/^reviewer/, 'Reviewer').replace(/example\.com$/, 'EXAMPLE.com')
  expect(
    (
      await request.post('/api/contact', {
        data: contactBody({ name: 'Rita Reviewer', email: otherCase }),
      })
    ).status(),
  ).toBe(201)
  const [{ id }] = await query<{ id: string }>(
    'SELECT id FROM contact_submissions WHERE email = $1',
    [otherCase],
  )

  const staff = await createStaff(request)
  const headers = authHeader(await tokenFor(request, staff.username, staff.password))
  const won = await request.patch(`/api/contact-submissions/${id}?depth=0`, {
    data: { status: 'won' },
    headers,
  })
  expect(won.ok()).toBe(true)
  // What staff see on the lead, in the same save that marked it Won: never queued, so never sent.
  expect(
    ((await won.json()) as { doc: { reviewEmail?: { status?: string } } }).doc.reviewEmail?.status,
  ).toBe('optedOut')
})

test.afterAll(async ({ playwright }) => {
  // The suites after this one count the seeded reviews on /.
  const request = await playwright.request.newContext({ baseURL })
  const headers = authHeader(await tokenFor(request, owner.username, owner.password))
  const [review] = await query<{ id: string }>('SELECT id FROM reviews WHERE request_key = $1', [
    `contact-submissions:${leadId}`,
  ])
  if (review)
    expect((await request.delete(`/api/reviews/${review.id}`, { headers })).ok()).toBe(true)
  await request.dispose()
})
