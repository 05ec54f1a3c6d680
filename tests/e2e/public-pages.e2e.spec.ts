import { expect, test, type Page } from '@playwright/test'

/** The sections of each route in the spec's order (section 2), by id, with the headings the spec names. */
const routes = [
  {
    path: '/',
    sections: [
      'hero',
      'services',
      'home-services',
      'locations',
      'about',
      'process',
      'value',
      'testimonials',
      'contact',
    ],
    headings: ['Serving Citrus County', 'How We Work', 'Is Your Current IT Holding You Back?'],
    buttons: ['Get Started Today', 'Get Personal Support', 'Learn More About Us', "Let's Talk!"],
  },
  {
    path: '/website-design',
    sections: ['hero', 'features', 'packages', 'start-project', 'contact'],
    headings: ['Professional Website Design', 'Start Your Project'],
    buttons: ['Get Your Free Quote'],
  },
  {
    path: '/app-development',
    sections: [
      'hero',
      'solutions',
      'development-process',
      'technologies',
      'why-custom',
      'packages',
      'custom-quote',
      'contact',
    ],
    headings: [
      'Custom Application Development',
      'Custom Software Solutions',
      'Our Development Process',
      'Technologies We Use',
      'Why Choose Custom Development?',
      'Choose Your Development Package',
      'Need a Custom Quote?',
    ],
    buttons: ['Discuss Your Project', 'Get Custom Quote'],
  },
]

async function sectionIds(page: Page) {
  return page
    .locator('main section[id]')
    .evaluateAll((sections) => sections.map((section) => section.id))
}

async function isInViewport(page: Page, selector: string) {
  return page.locator(selector).evaluate((element) => {
    const { top, bottom } = element.getBoundingClientRect()
    return top < window.innerHeight && bottom > 0
  })
}

for (const route of routes) {
  test(`${route.path} shows its sections in the spec's order with the spec's headings`, async ({
    page,
  }) => {
    const response = await page.goto(route.path)
    expect(response?.status()).toBe(200)
    expect(await sectionIds(page)).toEqual(route.sections)
    await expect(page.locator('h1')).toHaveCount(1)
    for (const heading of route.headings) {
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible()
    }
    for (const name of route.buttons) {
      await expect(page.getByRole('link', { name, exact: true }).first()).toHaveAttribute(
        'href',
        '#contact',
      )
    }
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
  })
}

test('the landing page shows the spec content: six services, three locations, four steps, three reviews', async ({
  page,
}) => {
  await page.goto('/')
  for (const title of [
    'Managed IT Services',
    'Cybersecurity Solutions',
    'Compliance Services',
    'IT Consulting',
    'Website Design',
    'Application Development',
  ]) {
    await expect(
      page.locator('#services').getByRole('heading', { name: title, exact: true }),
    ).toBeVisible()
  }
  await expect(page.locator('#services').getByRole('link', { name: /^Learn more/ })).toHaveCount(6)
  await expect(page.locator('#locations li h3')).toHaveText([
    'Inverness, FL',
    'Crystal River',
    'Nature Coast',
  ])
  await expect(page.locator('#locations ul ul li')).toHaveCount(9)
  await expect(page.locator('#process h3')).toHaveText([
    /Discovery & Assessment/,
    /Solution Design/,
    /Implementation/,
    /Ongoing Management/,
  ])
  await expect(page.locator('#value h3')).toHaveCount(3)
  const reviews = page.locator('#testimonials figure')
  await expect(reviews).toHaveCount(3)
  await expect(reviews.locator('time').first()).toHaveText(/ago|today|yesterday/)
  await expect(page.getByTestId('rating-summary')).toContainText('5.0')
  await expect(page.getByRole('link', { name: /Write a Review/ })).toHaveAttribute(
    'target',
    '_blank',
  )
})

test('the header call button is a tel: link showing the number on large screens', async ({
  page,
}) => {
  await page.goto('/')
  const call = page.getByTestId('header-call')
  await expect(call).toHaveAttribute('href', /^tel:\+?\d+$/)
  await expect(call).toContainText(/\d{3}.*\d{4}/)
  await page.setViewportSize({ width: 800, height: 800 })
  await expect(call).toHaveText(/^Call/)
})

const servicesMenu: [string, RegExp, string?][] = [
  ['Managed IT Services', /\/#services$/, '#services'],
  ['Cybersecurity Solutions', /\/#services$/, '#services'],
  ['Compliance Services', /\/#services$/, '#services'],
  ['IT Consulting', /\/#services$/, '#services'],
  ['Website Design', /\/website-design$/],
  ['Application Development', /\/app-development$/],
  ['Home User Services', /\/#home-services$/, '#home-services'],
]
const aboutMenu: [string, RegExp, string?][] = [
  ['Our Team', /\/#about$/, '#about'],
  ['Our Process', /\/#process$/, '#process'],
  ['Contact Us', /\/#contact$/, '#contact'],
]

for (const [menu, entries] of [
  ['Services', servicesMenu],
  ['About', aboutMenu],
] as const) {
  for (const [entry, url, target] of entries) {
    test(`header ${menu} > ${entry} reaches its target`, async ({ page }) => {
      await page.goto('/app-development')
      const nav = page.getByRole('banner')
      await nav.getByRole('button', { name: menu, exact: true }).click()
      const item = page.getByRole('menuitem', { name: entry, exact: true })
      await item.click()
      await expect(page).toHaveURL(url)
      await expect(page.getByRole('menu')).toHaveCount(0)
      if (target) await expect.poll(() => isInViewport(page, target)).toBe(true)
      else await expect(page.locator('h1')).toBeVisible()
    })
  }
}

test('a header dropdown closes on Escape and on a click outside it', async ({ page }) => {
  await page.goto('/')
  const trigger = page.getByRole('banner').getByRole('button', { name: 'Services', exact: true })
  await trigger.click()
  await expect(page.getByRole('menu')).toBeVisible()
  await expect(page.getByRole('menuitem')).toHaveCount(7)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('menu')).toHaveCount(0)
  await expect(trigger).toBeFocused()

  await page.getByRole('banner').getByRole('button', { name: 'About', exact: true }).click()
  await expect(page.getByRole('menuitem')).toHaveCount(3)
  await page.mouse.click(640, 500)
  await expect(page.getByRole('menu')).toHaveCount(0)
})

test('the header dropdowns work from the keyboard', async ({ page }) => {
  await page.goto('/')
  const trigger = page.getByRole('banner').getByRole('button', { name: 'Services', exact: true })
  // Retried because a key pressed before hydration has nothing listening to it yet.
  await expect(async () => {
    await trigger.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('menu')).toBeVisible({ timeout: 1000 })
  }).toPass()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/#services$/)
})

test('the footer links home and to the sections, and opens the social links in new tabs', async ({
  page,
}) => {
  await page.goto('/website-design')
  const footer = page.getByRole('contentinfo')
  for (const [name, href] of [
    ['Home', '/'],
    ['Services', '/#services'],
    ['About', '/#about'],
    ['Process', '/#process'],
    ['Contact', '/#contact'],
  ]) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
  }
  for (const network of ['Facebook', 'LinkedIn', 'Twitter']) {
    const link = footer.getByRole('link', { name: new RegExp(`^${network}`) })
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  }
  await expect(footer).toContainText(/© 2024 .+\. All rights reserved\./)
})

test('the scroll-to-top button appears past 300 px and brings the page back to the top', async ({
  page,
}) => {
  await page.goto('/')
  const button = page.getByRole('button', { name: 'Back to top' })
  await expect(button).toBeHidden()
  await page.evaluate(() => window.scrollTo({ top: 250, behavior: 'instant' }))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(250)
  await expect(button).toBeHidden()
  await page.evaluate(() => window.scrollTo({ top: 1200, behavior: 'instant' }))
  await expect(button).toBeVisible()
  await button.click()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await expect(button).toBeHidden()
})

test('the landing buttons scroll to the contact section', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('link', { name: 'Get Started Today' }).click()
  await expect(page).toHaveURL(/#contact$/)
  await expect.poll(() => isInViewport(page, '#contact')).toBe(true)
})

test('an unknown path shows the 404 card with status 404', async ({ page }) => {
  for (const path of ['/no-such-page', '/services/managed-it/extra']) {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible()
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible()
    await expect(page.getByRole('banner')).toBeVisible()
  }
})

test('no page scrolls sideways from 320 px to 1440 px', async ({ page }) => {
  for (const width of [320, 375, 768, 1024, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    for (const path of ['/', '/website-design', '/app-development']) {
      await page.goto(path)
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow, `${path} at ${width}px`).toBeLessThanOrEqual(0)
    }
  }
})
