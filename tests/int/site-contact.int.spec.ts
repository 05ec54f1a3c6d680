import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import {
  businessHoursDefault,
  replyPromiseDefaults,
} from '@/content/globals/SiteSettings/reply-promise'

import { getTestPayload } from './helpers/test-payload'

const DEFAULT_FROM = '"Nature Coast Tech" <site@example.com>'

let payload: Payload

/**
 * What siteContact answers with EMAIL_FROM and LEADS_NOTIFY_TO set so: the settings are validated once per
 * process, so the module and the settings it reads are loaded afresh from process.env for each case.
 */
async function contactWith(env: { EMAIL_FROM?: string; LEADS_NOTIFY_TO?: string } = {}) {
  process.env.EMAIL_FROM = env.EMAIL_FROM ?? DEFAULT_FROM
  if (env.LEADS_NOTIFY_TO === undefined) delete process.env.LEADS_NOTIFY_TO
  else process.env.LEADS_NOTIFY_TO = env.LEADS_NOTIFY_TO
  vi.resetModules()
  const { siteContact } = await import('@/leads/email/site-contact')
  return siteContact(payload)
}

/**
 * Stores the site settings' email and business name as the database holds them; both are required in the
 * admin, so an empty one is written past Payload's validation, as an older or hand-edited database may hold it.
 */
async function settingsWith(settings: { email: string | null; businessName: string | null }) {
  await payload.db.updateGlobal({ slug: 'site-settings', data: settings })
}

beforeAll(async () => {
  process.env.EMAIL_FROM = DEFAULT_FROM
  delete process.env.LEADS_NOTIFY_TO
  process.env.JOBS_AUTORUN = 'false'
  payload = await getTestPayload()
})

beforeEach(async () => {
  // The first-run seed fills the settings in; each case starts from settings without email or name.
  await settingsWith({ email: null, businessName: null })
})

afterEach(() => {
  vi.restoreAllMocks()
})

afterAll(async () => {
  await payload.destroy()
})

describe('the name and address in EMAIL_FROM', () => {
  it.each([
    [
      'a quoted name',
      '"Nature Coast Tech" <site@example.com>',
      'Nature Coast Tech',
      'site@example.com',
    ],
    [
      'an unquoted name',
      'Nature Coast Tech <site@example.com>',
      'Nature Coast Tech',
      'site@example.com',
    ],
    ['a short one', 'Name <a@b.co>', 'Name', 'a@b.co'],
    ['no space before the address', 'Name<a@b.co>', 'Name', 'a@b.co'],
    [
      'extra spaces between the parts',
      '  "Nature Coast Tech"   <site@example.com>',
      'Nature Coast Tech',
      'site@example.com',
    ],
  ])('are read from %s', async (_case, from, name, address) => {
    expect(await contactWith({ EMAIL_FROM: from })).toMatchObject({
      teamAddress: address,
      businessName: name,
    })
  })

  it('take a bare address as the address and sign as "Our team"', async () => {
    expect(await contactWith({ EMAIL_FROM: 'site@example.com' })).toMatchObject({
      teamAddress: 'site@example.com',
      businessName: 'Our team',
    })
  })

  it('do not sign with a fragment of a name that has quotes inside it', async () => {
    expect(await contactWith({ EMAIL_FROM: 'Bob "The Builder" <bob@example.com>' })).toMatchObject({
      teamAddress: 'Bob "The Builder" <bob@example.com>',
      businessName: 'Our team',
    })
  })
})

describe('who hears about new leads', () => {
  it('is LEADS_NOTIFY_TO when it is set, over the site email and the From address', async () => {
    await settingsWith({ email: 'office@example.com', businessName: null })
    expect((await contactWith({ LEADS_NOTIFY_TO: 'leads@example.com' })).teamAddress).toBe(
      'leads@example.com',
    )
  })

  it('is the site settings email when LEADS_NOTIFY_TO is unset', async () => {
    await settingsWith({ email: 'office@example.com', businessName: null })
    expect((await contactWith()).teamAddress).toBe('office@example.com')
  })

  it('is the From address when neither is set', async () => {
    await settingsWith({ email: null, businessName: null })
    expect((await contactWith()).teamAddress).toBe('site@example.com')
  })

  it('is read from the settings as the server, since the email job has no signed-in user', async () => {
    // Saved but not published: a visitor may not read these settings, only the server may.
    await payload.updateGlobal({
      slug: 'site-settings',
      data: {
        email: 'office@example.com',
        businessName: 'Homosassa Computer Care',
        _status: 'draft',
      },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    await expect(
      payload.findGlobal({ slug: 'site-settings', overrideAccess: false }),
    ).resolves.not.toHaveProperty('email')
    expect(await contactWith()).toMatchObject({
      teamAddress: 'office@example.com',
      businessName: 'Homosassa Computer Care',
    })
  })
})

describe('the name lead emails sign with', () => {
  it('is the business name from the site settings', async () => {
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { email: 'office@example.com', businessName: 'Homosassa Computer Care' },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    expect((await contactWith()).businessName).toBe('Homosassa Computer Care')
  })

  it('is the From name when the settings have none', async () => {
    await settingsWith({ email: 'office@example.com', businessName: '' })
    expect((await contactWith()).businessName).toBe('Nature Coast Tech')
  })
})

describe('what the confirmation email promises', () => {
  it('is the phone, the business hours and each reply promise the owner saved in the site settings', async () => {
    const replyPromise = {
      businessHours: 'Every day, 7 AM to 9 PM',
      urgent: 'Within two hours.',
      high: 'Today.',
      normal: 'Tomorrow.',
      low: 'This week.',
      package: 'Within a day.',
    }
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { email: 'office@example.com', phone: '(352) 555-0199', replyPromise },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    expect(await contactWith()).toMatchObject({ phone: '(352) 555-0199', replyPromise })
  })
})

describe('when the site settings cannot be read', () => {
  /** Runs `check` while the settings' table is missing, as on a database whose migration has not run. */
  async function withoutSettingsTable(check: () => Promise<void>) {
    const db = (
      payload.db as unknown as {
        drizzle: { execute: (query: ReturnType<typeof sql>) => Promise<unknown> }
      }
    ).drizzle
    await db.execute(sql`ALTER TABLE site_settings RENAME TO site_settings_away`)
    try {
      await check()
    } finally {
      await db.execute(sql`ALTER TABLE site_settings_away RENAME TO site_settings`)
    }
  }

  it('still answers, from LEADS_NOTIFY_TO and EMAIL_FROM, and warns the operator why', async () => {
    await settingsWith({ email: 'office@example.com', businessName: 'Homosassa Computer Care' })
    const warn = vi.spyOn(payload.logger, 'warn')
    await withoutSettingsTable(async () => {
      expect(await contactWith({ LEADS_NOTIFY_TO: 'leads@example.com' })).toEqual({
        teamAddress: 'leads@example.com',
        businessName: 'Nature Coast Tech',
        phone: '',
        replyPromise: { businessHours: businessHoursDefault, ...replyPromiseDefaults },
      })
    })
    expect(warn).toHaveBeenCalledWith({
      err: expect.objectContaining({ message: expect.stringContaining('site_settings') }),
      msg: 'Could not read the site settings for a lead email; using EMAIL_FROM',
    })
  })

  it('falls back to the From address and "Our team" for a bare From', async () => {
    await settingsWith({ email: 'office@example.com', businessName: 'Homosassa Computer Care' })
    await withoutSettingsTable(async () => {
      expect(await contactWith({ EMAIL_FROM: 'site@example.com' })).toMatchObject({
        teamAddress: 'site@example.com',
        businessName: 'Our team',
      })
    })
  })
})
