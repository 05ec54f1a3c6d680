import { expect, test, type Page } from '@playwright/test'

import { messages } from '../../src/leads/schema'
import { query } from './helpers/db'
import { waitForMail } from './helpers/mail'

/** The open toast; Radix also copies its text into a live region for screen readers. */
const toastOn = (page: Page) => page.locator('[data-slot="toast"]')

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

async function fillRequired(page: Page, email: string) {
  const form = page.getByTestId('contact-form')
  await form.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Ada Lovelace')
  await form.getByRole('textbox', { name: 'Email Address', exact: true }).fill(email)
  await form
    .getByRole('textbox', { name: 'Message', exact: true })
    .fill('Our office Wi-Fi drops every hour.')
}

test.describe('service request form', () => {
  test('sends every field: success toast, reset form, a stored lead and both emails', async ({
    page,
  }) => {
    const email = `ada+${unique()}@example.org`
    await page.goto('/?utm_source=newsletter&utm_medium=email#contact')
    const form = page.getByTestId('contact-form')
    await form.scrollIntoViewIfNeeded()

    await fillRequired(page, email)
    await form.getByRole('textbox', { name: 'Phone Number', exact: true }).fill('(352) 555-0100')
    await form
      .getByRole('textbox', { name: 'Company Name', exact: true })
      .fill('Analytical Engines LLC')
    await form.getByRole('textbox', { name: 'Subject', exact: true }).fill('Office network')
    await choose(page, 'Service Type', 'Network/Wi-Fi')
    await choose(page, 'Budget Range', '$1,000 - $2,500')
    await form.getByRole('checkbox', { name: 'Network/Wi-Fi' }).click()
    await form.getByRole('checkbox', { name: 'Data Backup/Recovery' }).click()
    await form.getByRole('radio', { name: 'Text message' }).click()

    await form.getByLabel('Desired Date', { exact: true }).click()
    const calendar = page.locator('[data-slot="popover-content"]')
    await calendar.getByRole('button', { name: /next month/i }).click()
    await calendar.getByRole('button', { name: /15th/ }).click()
    await expect(calendar).toBeHidden()
    const chosenDate = await form.getByLabel('Desired Date', { exact: true }).textContent()
    expect(chosenDate).toMatch(/15, \d{4}/)

    await choose(page, 'Preferred Time', 'Weekend')
    await form.getByRole('radio', { name: /^Urgent/ }).click()
    await form.getByRole('checkbox', { name: /occasional updates/ }).click()
    await form.getByRole('checkbox', { name: /agree to be contacted/ }).click()

    const submit = form.getByRole('button', { name: 'Submit Request' })
    await submit.click()
    await expect(toastOn(page).getByText('Service request submitted successfully!')).toBeVisible()
    await expect(toastOn(page).getByText("We'll get back to you within 24 hours.")).toBeVisible()
    await expect(form.getByRole('textbox', { name: 'Full Name', exact: true })).toHaveValue('')
    await expect(form.getByLabel('Desired Date', { exact: true })).toHaveText('Pick a date')
    await expect(form.getByRole('checkbox', { name: 'Network/Wi-Fi' })).not.toBeChecked()

    const [lead] = await query('SELECT * FROM contact_submissions WHERE email = $1', [email])
    expect(lead).toMatchObject({
      name: 'Ada Lovelace',
      phone: '(352) 555-0100',
      company: 'Analytical Engines LLC',
      subject: 'Office network',
      service_type: 'Network/Wi-Fi',
      budget_range: '$1,000 - $2,500',
      preferred_contact_method: 'text',
      preferred_time: 'Weekend',
      urgency: 'urgent',
      message: 'Our office Wi-Fi drops every hour.',
      subscribe_to_updates: true,
      agree_to_contact: true,
      status: 'new',
      source_utm: { utm_source: 'newsletter', utm_medium: 'email' },
    })
    expect(String(lead.source_page)).toContain('/?utm_source=newsletter')
    expect((lead.desired_date as Date).toISOString()).toMatch(/-15T12:00:00/)
    const services = await query(
      'SELECT value FROM contact_submissions_services_needed WHERE parent_id = $1 ORDER BY "order"',
      [lead.id],
    )
    expect(services.map((row) => row.value)).toEqual(['Network/Wi-Fi', 'Data Backup/Recovery'])

    const mails = await waitForMail(
      (mail) => mail.to.includes(email) || mail.replyTo.includes(email),
      2,
    )
    expect(mails).toHaveLength(2)
    const notification = mails.find((mail) => mail.replyTo.includes(email))
    const confirmation = mails.find((mail) => mail.to.includes(email))
    for (const value of [
      'Ada Lovelace',
      '(352) 555-0100',
      'Analytical Engines LLC',
      'Office network',
      '$1,000 - $2,500',
      'Data Backup/Recovery',
      'Text message',
      'Weekend',
      'Same day response needed',
      'Our office Wi-Fi drops every hour.',
      'utm_source: newsletter',
    ]) {
      expect(notification?.text, value).toContain(value)
    }
    expect(notification?.subject).toBe(
      'URGENT – same day: New service request from Ada Lovelace (Network/Wi-Fi)',
    )
    expect(confirmation?.text).toMatch(/^Hello Ada,/)
    expect(confirmation?.text).toContain('the same business day')
  })

  test('a lead keeps the campaign of the page the visit began on, one with no form, after moves between pages', async ({
    page,
  }) => {
    const email = `landing+${unique()}@example.org`
    const campaign = `flyer-${unique()}`
    // The privacy note has no lead form: how the visitor arrived is kept by the shell, as the first page loads.
    const reported = page.waitForRequest('**/api/visit')
    await page.goto(`/privacy?utm_source=${campaign}`)
    await reported
    await page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true }).click()
    await expect(page).toHaveURL(/\/#contact$/)
    await fillRequired(page, email)
    const form = page.getByTestId('contact-form')
    await form.getByRole('checkbox', { name: /agree to be contacted/ }).click()
    await form.getByRole('button', { name: 'Submit Request' }).click()
    await expect(toastOn(page).getByText('Service request submitted successfully!')).toBeVisible()
    const [lead] = await query('SELECT source_utm FROM contact_submissions WHERE email = $1', [
      email,
    ])
    expect(lead.source_utm).toEqual({ utm_source: campaign })
  })

  test('without consent: the Agreement Required toast and nothing sent or stored', async ({
    page,
  }) => {
    const email = `noconsent+${unique()}@example.org`
    const posted: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/contact'))
        posted.push(request.url())
    })
    await page.goto('/#contact')
    await fillRequired(page, email)
    await page.getByTestId('contact-form').getByRole('button', { name: 'Submit Request' }).click()
    await expect(toastOn(page).getByText('Agreement Required')).toBeVisible()
    await expect(
      toastOn(page).getByText('Please agree to be contacted to submit your request.'),
    ).toBeVisible()
    expect(posted).toEqual([])
    expect(
      await query('SELECT id FROM contact_submissions WHERE email = $1', [email]),
    ).toHaveLength(0)
  })

  test('a failed request shows the error toast and keeps what was typed', async ({ page }) => {
    await page.route('**/api/contact', (route) => route.fulfill({ status: 503, body: '' }))
    await page.goto('/#contact')
    const form = page.getByTestId('contact-form')
    await fillRequired(page, `fail+${unique()}@example.org`)
    await form.getByRole('checkbox', { name: /agree to be contacted/ }).click()
    await form.getByRole('button', { name: 'Submit Request' }).click()
    await expect(toastOn(page).getByText('Error submitting request')).toBeVisible()
    await expect(toastOn(page).getByText('503: Service Unavailable')).toBeVisible()
    await expect(form.getByRole('textbox', { name: 'Full Name', exact: true })).toHaveValue(
      'Ada Lovelace',
    )
  })
})

const packages = [
  { path: '/website-design', name: 'Starter Website' },
  { path: '/website-design', name: 'Business Website' },
  { path: '/website-design', name: 'Enterprise Website' },
  { path: '/app-development', name: 'Starter' },
  { path: '/app-development', name: 'Business' },
  { path: '/app-development', name: 'Enterprise' },
]

test.describe('package request dialog', () => {
  for (const { path, name } of packages) {
    test(`${name}: the dialog names it, sends, closes and stores the request`, async ({ page }) => {
      const email = `buyer+${unique()}@example.org`
      await page.goto(path)
      const opener = page.getByRole('button', {
        name: `Request This Package: ${name}`,
        exact: true,
      })
      await opener.click()
      const dialog = page.getByRole('dialog')
      await expect(dialog.getByRole('heading', { name: `Request ${name} Package` })).toBeVisible()
      await expect(dialog.getByText('within 24 hours')).toBeVisible()

      await dialog.getByRole('textbox', { name: 'Your Name', exact: true }).fill('Grace Hopper')
      await dialog.getByRole('textbox', { name: 'Email Address', exact: true }).fill(email)
      await dialog.getByRole('textbox', { name: 'Phone Number', exact: true }).fill('352-555-0199')
      await dialog.getByRole('textbox', { name: 'Company Name', exact: true }).fill('Compilers Inc')
      await choose(page, 'Preferred Timeline', '3-4 months')
      await dialog
        .getByRole('textbox', { name: 'Project Description', exact: true })
        .fill('A new site with online booking.')
      await dialog.getByRole('button', { name: 'Send Request' }).click()

      await expect(toastOn(page).getByText('Purchase request sent successfully!')).toBeVisible()
      await expect(dialog).toBeHidden()
      await expect(opener).toBeFocused()
      const rows = await query('SELECT * FROM package_purchases WHERE email = $1', [email])
      expect(rows).toHaveLength(1)
      expect(rows[0]).toMatchObject({
        package_name: name,
        customer_name: 'Grace Hopper',
        phone: '352-555-0199',
        company: 'Compilers Inc',
        estimated_timeline: '3-4-months',
        project_description: 'A new site with online booking.',
      })
      expect(rows[0].package_id).toBeTruthy()
    })
  }

  test('shows the validation messages and keeps focus inside; Cancel closes and returns focus', async ({
    page,
  }) => {
    await page.goto('/website-design')
    const opener = page.getByRole('button', {
      name: 'Request This Package: Starter Website',
      exact: true,
    })
    await opener.click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Send Request' }).click()
    await expect(dialog.getByText('Required')).toHaveCount(2)
    for (let press = 0; press < 15; press += 1) {
      await page.keyboard.press('Tab')
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      )
    }
    const box = await dialog.boundingBox()
    const viewport = page.viewportSize()
    expect(box && viewport && box.width <= 600 && box.height <= viewport.height * 0.9 + 1).toBe(
      true,
    )
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()
  })

  test("a 400's field messages show under the dialog's fields, and what was typed stays", async ({
    page,
  }) => {
    // The browser checks the same schema first, so only a body changed after that check reaches the server
    // with a bad field: the request is altered in flight and the site's own server refuses it.
    await page.route('**/api/package-purchase', (route) =>
      route.continue({
        postData: JSON.stringify({ ...route.request().postDataJSON(), email: 'not-an-address' }),
      }),
    )
    await page.goto('/app-development')
    await page.getByRole('button', { name: 'Request This Package: Business', exact: true }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('textbox', { name: 'Your Name', exact: true }).fill('Grace Hopper')
    const email = dialog.getByRole('textbox', { name: 'Email Address', exact: true })
    await email.fill('grace@example.org')
    const answer = page.waitForResponse('**/api/package-purchase')
    await dialog.getByRole('button', { name: 'Send Request' }).click()
    expect((await answer).status()).toBe(400)
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveAccessibleDescription(messages.email)
    await expect(email).toHaveValue('grace@example.org')
    await expect(dialog).toBeVisible()
  })

  test('a server error keeps the dialog open with the error toast', async ({ page }) => {
    await page.route('**/api/package-purchase', (route) =>
      route.fulfill({ status: 500, body: 'Internal Server Error' }),
    )
    await page.goto('/app-development')
    await page.getByRole('button', { name: 'Request This Package: Business', exact: true }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('textbox', { name: 'Your Name', exact: true }).fill('Grace Hopper')
    await dialog
      .getByRole('textbox', { name: 'Email Address', exact: true })
      .fill('grace@example.org')
    await dialog.getByRole('button', { name: 'Send Request' }).click()
    await expect(toastOn(page).getByText('Error sending request')).toBeVisible()
    await expect(toastOn(page).getByText('500: Internal Server Error')).toBeVisible()
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('textbox', { name: 'Your Name', exact: true })).toHaveValue(
      'Grace Hopper',
    )
  })
})

test('toasts: one at a time, and F8 moves focus to the notifications region', async ({ page }) => {
  await page.goto('/#contact')
  const form = page.getByTestId('contact-form')
  await fillRequired(page, 'one@example.org')
  await form.getByRole('button', { name: 'Submit Request' }).click()
  await form.getByRole('button', { name: 'Submit Request' }).click()
  await expect(page.locator('[data-slot="toast"][data-state="open"]')).toHaveCount(1)
  await page.keyboard.press('F8')
  await expect(page.getByRole('region', { name: /Notifications/ }).locator('ol')).toBeFocused()
})
