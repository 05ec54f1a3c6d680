import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { attachmentLimits, attachmentMessages } from '@/leads/attachments'
import {
  budgetRangeOptions,
  contactMethodOptions,
  defaultContactMethod,
  defaultUrgency,
  emailStatusOptions,
  flaggedUrgencies,
  labelOf,
  leadStatusOptions,
  preferredTimeOptions,
  serviceTypeOptions,
  timelineOptions,
  urgencyOptions,
  valuesOf,
} from '@/leads/options'
import {
  calendarDate,
  contactFormSchema,
  contactRequestSchema,
  earliestDesiredDate,
  earliestFutureDate,
  hasControlCharacter,
  limits,
  messages,
  packageRequestSchema,
  serviceTypeChoice,
  startOfToday,
  toContactRequestBody,
  toDateString,
} from '@/leads/schema'

import { contactBody, packageBody } from '../../scripts/lib/lead-bodies'
import { emailAddressOfLength } from '../../scripts/lib/email-addresses'

type Outcome = {
  success: boolean
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }
}
type Result = Outcome & { data?: Record<string, unknown> }

/** The issues of a parse as path and message only, [] when it passed. */
const issuesOf = (result: Outcome) =>
  result.success
    ? []
    : result.error!.issues.map(({ path, message }) => ({ path: [...path], message }))

const without = (body: Record<string, unknown>, field: string) => {
  const copy = { ...body }
  delete copy[field]
  return copy
}

const parseContact = (overrides: Record<string, unknown> = {}): Result =>
  contactRequestSchema.safeParse(contactBody(overrides))
const parsePackage = (overrides: Record<string, unknown> = {}): Result =>
  packageRequestSchema.safeParse(packageBody(overrides))

/** A filler of the given length that the field takes as valid. */
const letters = (length: number) => 'x'.repeat(length)
const digits = (length: number) => '1'.repeat(length)
const emailOf = emailAddressOfLength

const reference = (id: string, name = 'photo.jpg') => ({ id, token: 'token', name })
const ids = [
  '4b80bdb1-a21c-434f-8c94-382c09e1f605',
  '0f8fad5b-d9cb-469f-a165-70867728950e',
  '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  'a3bb189e-8bf9-4888-9912-ace4e6543002',
]

/** Fixes "now" for the date rules, which compare against the clock. */
function atTime(now: Date) {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(now)
}

afterEach(() => {
  vi.useRealTimers()
})

describe('limits and messages', () => {
  it('declares the length limit of every field', () => {
    expect(limits).toEqual({
      name: 100,
      email: 254,
      phone: 30,
      company: 120,
      subject: 150,
      message: 5000,
      projectDescription: 5000,
      attachments: 3,
    })
    expect(limits.attachments).toBe(attachmentLimits.files)
  })

  it('names the limit in the too-long message', () => {
    expect(messages.tooLong(100)).toBe('Must be at most 100 characters')
    expect(messages.tooLong(4000)).toBe('Must be at most 4000 characters')
  })

  it('takes no date before 1900', () => {
    expect(earliestDesiredDate).toBe('1900-01-01')
  })
})

describe('sample bodies', () => {
  it('parse the sample service request as sent, with every value kept', () => {
    atTime(new Date('2030-06-15T12:00:00Z'))
    const result = parseContact()
    expect(issuesOf(result)).toEqual([])
    // As sent, with the two JSON-encoded lists decoded.
    const sent = contactBody()
    expect(result.data).toEqual({
      ...sent,
      servicesNeeded: JSON.parse(String(sent.servicesNeeded)),
      attachments: [],
    })
  })

  it('parse the sample package request as sent', () => {
    const result = parsePackage()
    expect(issuesOf(result)).toEqual([])
    expect(result.data).toEqual(packageBody())
  })

  it('drops unknown keys', () => {
    expect(parseContact({ role: 'admin' }).data).not.toHaveProperty('role')
    expect(parsePackage({ role: 'admin' }).data).not.toHaveProperty('role')
  })
})

/** Names each case by its field and form, for it.each titles. */
const byField = <Case extends { field: string; parse?: unknown }>(cases: Case[]) =>
  cases.map(
    (each) =>
      [
        `${each.field}${each.parse === parsePackage ? ' of a package request' : each.parse ? ' of a service request' : ''}`,
        each,
      ] as const,
  )

type LengthCase = {
  field: string
  limit: number
  fill: (length: number) => string
  parse: (overrides: Record<string, unknown>) => Result
}

const lengthCases: LengthCase[] = [
  { field: 'name', limit: limits.name, fill: letters, parse: parseContact },
  { field: 'email', limit: limits.email, fill: emailOf, parse: parseContact },
  { field: 'phone', limit: limits.phone, fill: digits, parse: parseContact },
  { field: 'company', limit: limits.company, fill: letters, parse: parseContact },
  { field: 'subject', limit: limits.subject, fill: letters, parse: parseContact },
  { field: 'message', limit: limits.message, fill: letters, parse: parseContact },
  { field: 'packageName', limit: limits.name, fill: letters, parse: parsePackage },
  { field: 'customerName', limit: limits.name, fill: letters, parse: parsePackage },
  { field: 'email', limit: limits.email, fill: emailOf, parse: parsePackage },
  { field: 'company', limit: limits.company, fill: letters, parse: parsePackage },
  { field: 'phone', limit: limits.phone, fill: digits, parse: parsePackage },
  {
    field: 'projectDescription',
    limit: limits.projectDescription,
    fill: letters,
    parse: parsePackage,
  },
]

describe('length limits', () => {
  beforeEach(() => atTime(new Date('2030-06-15T12:00:00Z')))

  it.each(byField(lengthCases))(
    'takes %s at exactly its limit',
    (_, { field, limit, fill, parse }) => {
      const value = fill(limit)
      const result = parse({ [field]: value })
      expect(issuesOf(result)).toEqual([])
      expect(result.data?.[field]).toBe(value)
    },
  )

  it.each(byField(lengthCases))(
    'refuses %s one character over its limit as too long',
    (_, { field, limit, fill, parse }) => {
      expect(issuesOf(parse({ [field]: fill(limit + 1) }))).toEqual([
        { path: [field], message: messages.tooLong(limit) },
      ])
    },
  )

  it.each(byField(lengthCases))(
    'trims %s before counting and stores it trimmed',
    (_, { field, limit, fill, parse }) => {
      const value = fill(limit)
      const result = parse({ [field]: ` ${value} ` })
      expect(issuesOf(result)).toEqual([])
      expect(result.data?.[field]).toBe(value)
    },
  )
})

const requiredCases = [
  { field: 'name', parse: parseContact },
  { field: 'email', parse: parseContact },
  { field: 'message', parse: parseContact },
  { field: 'packageName', parse: parsePackage },
  { field: 'customerName', parse: parsePackage },
  { field: 'email', parse: parsePackage },
]

describe('required text', () => {
  it.each(byField(requiredCases))(
    'refuses %s when empty, blank, missing or not a string',
    (_, { field, parse }) => {
      const required = [{ path: [field], message: messages.required }]
      expect(issuesOf(parse({ [field]: '' }))).toEqual(required)
      expect(issuesOf(parse({ [field]: ' \t ' }))).toEqual(required)
      expect(issuesOf(parse({ [field]: undefined }))).toEqual(required)
      expect(issuesOf(parse({ [field]: 42 }))).toEqual(required)
      expect(issuesOf(parse({ [field]: null }))).toEqual(required)
    },
  )

  it('refuses a missing key as required', () => {
    expect(issuesOf(contactRequestSchema.safeParse(without(contactBody(), 'name')))).toEqual([
      { path: ['name'], message: messages.required },
    ])
    expect(
      issuesOf(packageRequestSchema.safeParse(without(packageBody(), 'customerName'))),
    ).toEqual([{ path: ['customerName'], message: messages.required }])
  })

  it('takes a single character', () => {
    expect(parseContact({ name: 'A' }).data?.name).toBe('A')
    expect(parseContact({ message: '?' }).data?.message).toBe('?')
  })
})

const optionalTextCases = [
  { field: 'phone', parse: parseContact },
  { field: 'company', parse: parseContact },
  { field: 'subject', parse: parseContact },
  { field: 'phone', parse: parsePackage },
  { field: 'company', parse: parsePackage },
  { field: 'projectDescription', parse: parsePackage },
]

describe('optional text', () => {
  beforeEach(() => atTime(new Date('2030-06-15T12:00:00Z')))

  it.each(byField(optionalTextCases))(
    'stores an empty or blank %s as no value',
    (_, { field, parse }) => {
      for (const value of ['', '   ', undefined]) {
        const result = parse({ [field]: value })
        expect(issuesOf(result)).toEqual([])
        expect(result.data?.[field]).toBeUndefined()
      }
    },
  )

  it.each(byField(optionalTextCases))('refuses %s that is not a string', (_, { field, parse }) => {
    expect(issuesOf(parse({ [field]: 42 }))).toEqual([
      { path: [field], message: expect.any(String) },
    ])
  })

  it('accepts the package request with only its required fields', () => {
    const result = packageRequestSchema.safeParse({
      packageName: 'Starter',
      customerName: 'Grace',
      email: 'grace@example.org',
    })
    expect(issuesOf(result)).toEqual([])
    expect(result.data).toEqual({
      packageName: 'Starter',
      customerName: 'Grace',
      email: 'grace@example.org',
    })
  })
})

describe('email', () => {
  it('trims the address', () => {
    expect(parseContact({ email: '  ada@example.org \n' }).data?.email).toBe('ada@example.org')
  })

  it.each([
    'ada-at-example.org',
    'ada@',
    '@example.org',
    'ada@example',
    'ada @example.org',
    'ada@example.org\r\nBcc: x@example.org',
  ])('refuses %j as not an address', (email) => {
    expect(issuesOf(parseContact({ email }))).toEqual([
      { path: ['email'], message: messages.email },
    ])
  })

  it('checks the length before the address form', () => {
    expect(issuesOf(parsePackage({ email: `${letters(300)}` }))).toEqual([
      { path: ['email'], message: messages.tooLong(limits.email) },
    ])
  })

  it('refuses control characters in the address', () => {
    expect(issuesOf(parseContact({ email: 'ada\u0000@example.org' }))).toContainEqual({
      path: ['email'],
      message: messages.controlCharacters,
    })
  })
})

describe('phone', () => {
  it.each([
    '+1 (352) 555-0100 x12',
    '352.555.0199',
    '#31',
    '0123456789',
    '555-0100 X9',
    '+44 20 7946 0958',
  ])('takes %j', (phone) => {
    const result = parsePackage({ phone })
    expect(issuesOf(result)).toEqual([])
    expect(result.data?.phone).toBe(phone)
  })

  it.each([
    'call me maybe',
    'a123',
    '123a',
    '555/0100',
    '555:0100',
    '555_0100',
    '555*0100',
    '555,0100',
    'ext 12',
  ])('refuses %j', (phone) => {
    expect(issuesOf(parsePackage({ phone }))).toEqual([
      { path: ['phone'], message: messages.phone },
    ])
  })

  it('refuses a line break inside the number', () => {
    expect(issuesOf(parsePackage({ phone: '555\n0100' }))).toContainEqual({
      path: ['phone'],
      message: messages.singleLine,
    })
  })

  it('trims the number', () => {
    expect(parsePackage({ phone: ' 555-0100\n' }).data?.phone).toBe('555-0100')
  })
})

const singleLineCases = [
  { field: 'name', parse: parseContact },
  { field: 'company', parse: parseContact },
  { field: 'subject', parse: parseContact },
  { field: 'packageName', parse: parsePackage },
  { field: 'customerName', parse: parsePackage },
  { field: 'company', parse: parsePackage },
]

describe('single-line fields', () => {
  it.each(byField(singleLineCases))('refuses CR or LF inside %s', (_, { field, parse }) => {
    for (const value of ['Ada\r\nBcc: x@example.org', 'Ada\nLovelace', 'Ada\rLovelace']) {
      expect(issuesOf(parse({ [field]: value }))).toEqual([
        { path: [field], message: messages.singleLine },
      ])
    }
  })

  it.each(byField(singleLineCases))(
    'takes a leading or trailing line break in %s, which trimming removes',
    (_, { field, parse }) => {
      for (const value of [
        'Ada Lovelace\n',
        'Ada Lovelace\r\n',
        '\nAda Lovelace',
        '\r\n Ada Lovelace \r\n',
      ]) {
        const result = parse({ [field]: value })
        expect(issuesOf(result)).toEqual([])
        expect(result.data?.[field]).toBe('Ada Lovelace')
      }
    },
  )

  it('keeps line breaks inside the message and the project description', () => {
    expect(parseContact({ message: 'One\r\nTwo\nThree\rFour' }).data?.message).toBe(
      'One\r\nTwo\nThree\rFour',
    )
    expect(parsePackage({ projectDescription: 'One\nTwo' }).data?.projectDescription).toBe(
      'One\nTwo',
    )
  })

  it('takes a paragraph separator, which is not CR or LF', () => {
    expect(parseContact({ name: 'Ada\u2029Lovelace' }).data?.name).toBe('Ada\u2029Lovelace')
  })
})

const controlCharacters = [
  ['NUL', '\u0000'],
  ['backspace', '\u0008'],
  ['vertical tab', '\u000B'],
  ['form feed', '\u000C'],
  ['shift out', '\u000E'],
  ['unit separator', '\u001F'],
  ['DEL', '\u007F'],
  ['left-to-right embedding', '\u202A'],
  ['right-to-left override', '\u202E'],
  ['left-to-right isolate', '\u2066'],
  ['pop directional isolate', '\u2069'],
] as const

/** The characters just outside each refused range, which people do type (or paste) in a form. */
const ordinaryCharacters = [
  ['tab', '\u0009'],
  ['space', '\u0020'],
  ['tilde', '\u007E'],
  ['the C1 padding character', '\u0080'],
  ['paragraph separator', '\u2029'],
  ['narrow no-break space', '\u202F'],
  ['invisible plus', '\u2064'],
  ['U+2065', '\u2065'],
  ['inhibit symmetric swapping', '\u206A'],
] as const

describe('control characters', () => {
  it.each(controlCharacters)('hasControlCharacter finds the %s', (_, character) => {
    expect(hasControlCharacter(character)).toBe(true)
    expect(hasControlCharacter(`Ada${character}Lovelace`)).toBe(true)
    expect(hasControlCharacter(`${character}Ada`)).toBe(true)
    expect(hasControlCharacter(`Ada${character}`)).toBe(true)
  })

  it.each([
    ...ordinaryCharacters,
    ['line feed', '\n'] as const,
    ['carriage return', '\r'] as const,
  ])('hasControlCharacter lets the %s through', (_, character) => {
    expect(hasControlCharacter(`Ada${character}Lovelace`)).toBe(false)
  })

  it('hasControlCharacter lets ordinary and empty text through', () => {
    expect(hasControlCharacter('')).toBe(false)
    expect(hasControlCharacter('Ada Lovelace, née Byron — 1815')).toBe(false)
  })

  it.each(controlCharacters)(
    'refuses the %s in single-line and multi-line text',
    (_, character) => {
      const refused = (field: string) => [{ path: [field], message: messages.controlCharacters }]
      expect(issuesOf(parseContact({ name: `Ada${character}Lovelace` }))).toEqual(refused('name'))
      expect(issuesOf(parseContact({ company: `Acme${character}` }))).toEqual(refused('company'))
      expect(issuesOf(parseContact({ subject: `${character}Hello` }))).toEqual(refused('subject'))
      expect(issuesOf(parseContact({ message: `Hello${character}there` }))).toEqual(
        refused('message'),
      )
      expect(issuesOf(parsePackage({ customerName: `Grace${character}Hopper` }))).toEqual(
        refused('customerName'),
      )
      expect(issuesOf(parsePackage({ projectDescription: `A site${character}` }))).toEqual(
        refused('projectDescription'),
      )
    },
  )

  it.each(ordinaryCharacters)(
    'takes the %s inside single-line and multi-line text',
    (_, character) => {
      const name = `Ada${character}Lovelace`
      expect(parseContact({ name }).data?.name).toBe(name)
      expect(parseContact({ message: `Hello${character}there` }).data?.message).toBe(
        `Hello${character}there`,
      )
      expect(
        parsePackage({ projectDescription: `A${character}site` }).data?.projectDescription,
      ).toBe(`A${character}site`)
    },
  )

  it('takes tabs, line feeds and carriage returns in the message', () => {
    const message = 'Hello,\r\n\tthe Wi-Fi\ndrops.\rThanks'
    expect(parseContact({ message }).data?.message).toBe(message)
  })
})

const choiceCases = [
  { field: 'serviceType', options: serviceTypeOptions, optional: true },
  { field: 'budgetRange', options: budgetRangeOptions, optional: true },
  { field: 'preferredContactMethod', options: contactMethodOptions, optional: false },
  { field: 'preferredTime', options: preferredTimeOptions, optional: true },
  { field: 'urgency', options: urgencyOptions, optional: false },
]

describe('choices', () => {
  beforeEach(() => atTime(new Date('2030-06-15T12:00:00Z')))

  it.each(byField(choiceCases))('takes every value of %s', (_, { field, options }) => {
    for (const { value } of options) {
      const result = parseContact({ [field]: value })
      expect(issuesOf(result)).toEqual([])
      expect(result.data?.[field]).toBe(value)
    }
  })

  it.each(byField(choiceCases))(
    'refuses an unknown value, a label, a number and a padded value for %s',
    (_, { field }) => {
      for (const value of [
        'Plumbing',
        'Phone call',
        'Low',
        'As soon as possible',
        7,
        ' phone',
        'NORMAL',
      ]) {
        expect(issuesOf(parseContact({ [field]: value }))).toEqual([
          { path: [field], message: messages.option },
        ])
      }
    },
  )

  it.each(byField(choiceCases.filter((each) => each.optional)))(
    'stores an unchosen %s ("" or missing) as no value',
    (_, { field }) => {
      for (const value of ['', undefined]) {
        const result = parseContact({ [field]: value })
        expect(issuesOf(result)).toEqual([])
        expect(result.data?.[field]).toBeUndefined()
      }
    },
  )

  it('refuses an empty contact method and urgency, which have defaults instead', () => {
    expect(issuesOf(parseContact({ preferredContactMethod: '' }))).toEqual([
      { path: ['preferredContactMethod'], message: messages.option },
    ])
    expect(issuesOf(parseContact({ urgency: '' }))).toEqual([
      { path: ['urgency'], message: messages.option },
    ])
  })

  it('defaults the contact method, urgency, subscription and lists when missing', () => {
    const body = contactBody()
    for (const field of [
      'preferredContactMethod',
      'urgency',
      'subscribeToUpdates',
      'servicesNeeded',
      'attachments',
    ])
      delete body[field]
    const result = contactRequestSchema.safeParse(body)
    expect(issuesOf(result)).toEqual([])
    expect(result.data).toMatchObject({
      preferredContactMethod: defaultContactMethod,
      urgency: defaultUrgency,
      subscribeToUpdates: false,
      servicesNeeded: [],
      attachments: [],
    })
    expect(defaultContactMethod).toBe('phone')
    expect(defaultUrgency).toBe('normal')
  })

  it('takes every timeline for a package and stores an unchosen one as no value', () => {
    for (const { value } of timelineOptions)
      expect(parsePackage({ estimatedTimeline: value }).data?.estimatedTimeline).toBe(value)
    for (const value of ['', undefined]) {
      const result = parsePackage({ estimatedTimeline: value })
      expect(issuesOf(result)).toEqual([])
      expect(result.data?.estimatedTimeline).toBeUndefined()
    }
  })

  it.each(['yesterday', '1-2 months', 'Flexible', 6, null])(
    'refuses the timeline %j',
    (estimatedTimeline) => {
      expect(issuesOf(parsePackage({ estimatedTimeline }))).toEqual([
        { path: ['estimatedTimeline'], message: messages.option },
      ])
    },
  )

  it('serviceTypeChoice takes a service value and nothing else', () => {
    expect(serviceTypeChoice.parse('App Development')).toBe('App Development')
    expect(issuesOf(serviceTypeChoice.safeParse('Plumbing'))).toEqual([
      { path: [], message: messages.option },
    ])
  })
})

describe('yes/no fields', () => {
  beforeEach(() => atTime(new Date('2030-06-15T12:00:00Z')))

  it('takes subscribeToUpdates true or false and refuses anything else', () => {
    expect(parseContact({ subscribeToUpdates: true }).data?.subscribeToUpdates).toBe(true)
    expect(parseContact({ subscribeToUpdates: false }).data?.subscribeToUpdates).toBe(false)
    for (const value of ['yes', 'true', 1, null]) {
      expect(issuesOf(parseContact({ subscribeToUpdates: value }))).toEqual([
        { path: ['subscribeToUpdates'], message: 'Must be true or false' },
      ])
    }
  })

  it('requires agreeToContact to be true', () => {
    expect(parseContact({ agreeToContact: true }).data?.agreeToContact).toBe(true)
    for (const value of [false, 'true', 1, undefined, null]) {
      expect(issuesOf(parseContact({ agreeToContact: value }))).toEqual([
        { path: ['agreeToContact'], message: messages.consent },
      ])
    }
  })
})

describe('servicesNeeded on the wire', () => {
  beforeEach(() => atTime(new Date('2030-06-15T12:00:00Z')))

  const services = (value: unknown) => issuesOf(parseContact({ servicesNeeded: value }))

  it('takes every service at once, in any order', () => {
    const all = valuesOf(serviceTypeOptions)
    expect(
      parseContact({ servicesNeeded: JSON.stringify([...all].reverse()) }).data?.servicesNeeded,
    ).toEqual([...all].reverse())
  })

  it('takes an empty list and a single service', () => {
    expect(parseContact({ servicesNeeded: '[]' }).data?.servicesNeeded).toEqual([])
    expect(parseContact({ servicesNeeded: '["Web Site Design"]' }).data?.servicesNeeded).toEqual([
      'Web Site Design',
    ])
  })

  it('refuses text that is not JSON', () => {
    expect(services('PC/Mac Repair')).toEqual([
      { path: ['servicesNeeded'], message: messages.list },
    ])
    expect(services('')).toEqual([{ path: ['servicesNeeded'], message: messages.list }])
    expect(services('["PC/Mac Repair"')).toEqual([
      { path: ['servicesNeeded'], message: messages.list },
    ])
  })

  it('refuses a list sent as a real array, or any other non-string', () => {
    expect(services(['PC/Mac Repair'])).toEqual([
      { path: ['servicesNeeded'], message: messages.list },
    ])
    expect(services(42)).toEqual([{ path: ['servicesNeeded'], message: messages.list }])
    expect(services(null)).toEqual([{ path: ['servicesNeeded'], message: messages.list }])
  })

  it('refuses JSON that is not a list', () => {
    expect(services(JSON.stringify({ a: 1 }))).toEqual([
      { path: ['servicesNeeded'], message: 'Must be a list of services' },
    ])
    expect(services('"ab"')).toEqual([
      { path: ['servicesNeeded'], message: 'Must be a list of services' },
    ])
  })

  it('refuses an unknown service or a label at its index', () => {
    expect(services(JSON.stringify(['PC/Mac Repair', 'Plumbing']))).toEqual([
      { path: ['servicesNeeded', 1], message: messages.option },
    ])
  })

  it('refuses a service listed twice', () => {
    expect(services(JSON.stringify(['PC/Mac Repair', 'Web Site Design', 'PC/Mac Repair']))).toEqual(
      [{ path: ['servicesNeeded'], message: 'Each service may be listed once' }],
    )
  })

  it('refuses more entries than there are services', () => {
    const tooMany = [...valuesOf(serviceTypeOptions), 'PC/Mac Repair']
    expect(services(JSON.stringify(tooMany))).toContainEqual({
      path: ['servicesNeeded'],
      message: messages.option,
    })
  })

  it('takes encoded text of 4000 characters and refuses 4001', () => {
    const encoded = JSON.stringify(['PC/Mac Repair'])
    const padded = (length: number) => encoded.padEnd(length, ' ')
    expect(parseContact({ servicesNeeded: padded(4000) }).data?.servicesNeeded).toEqual([
      'PC/Mac Repair',
    ])
    expect(services(padded(4001))).toEqual([
      { path: ['servicesNeeded'], message: messages.tooLong(4000) },
    ])
  })
})

describe('attachments on the wire', () => {
  beforeEach(() => atTime(new Date('2030-06-15T12:00:00Z')))

  const attachments = (value: unknown) => issuesOf(parseContact({ attachments: value }))

  it('takes up to three references', () => {
    const three = ids.slice(0, 3).map((id) => reference(id))
    expect(parseContact({ attachments: JSON.stringify(three) }).data?.attachments).toEqual(three)
  })

  it('refuses a fourth reference', () => {
    const four = ids.map((id) => reference(id))
    expect(attachments(JSON.stringify(four))).toEqual([
      { path: ['attachments'], message: attachmentMessages.tooMany },
    ])
  })

  it('refuses the same reference twice', () => {
    expect(
      attachments(JSON.stringify([reference(ids[0]), reference(ids[0], 'again.jpg')])),
    ).toEqual([{ path: ['attachments'], message: 'Each attachment may be listed once' }])
  })

  it('refuses text that is not JSON, a real array and JSON that is not a list', () => {
    expect(attachments('file.pdf')).toEqual([{ path: ['attachments'], message: messages.list }])
    expect(attachments([reference(ids[0])])).toEqual([
      { path: ['attachments'], message: messages.list },
    ])
    expect(attachments(JSON.stringify('ab'))).toEqual([
      { path: ['attachments'], message: 'Must be a list of uploaded attachments' },
    ])
  })

  it('takes encoded text of 4000 characters and refuses 4001', () => {
    const padded = (length: number) => '[]'.padEnd(length, ' ')
    expect(parseContact({ attachments: padded(4000) }).data?.attachments).toEqual([])
    expect(attachments(padded(4001))).toEqual([
      { path: ['attachments'], message: messages.tooLong(4000) },
    ])
  })
})

describe('calendarDate', () => {
  it.each([
    ['2099-03-14', '2099-03-14'],
    ['2099-12-31', '2099-12-31'],
    ['2099-01-01', '2099-01-01'],
    ['2096-02-29', '2096-02-29'],
    ['2000-02-29', '2000-02-29'],
    ['1900-01-01', '1900-01-01'],
    ['2099-03-14T10:30', '2099-03-14'],
    ['2099-03-14T10:30:15', '2099-03-14'],
    ['2099-03-14T10:30:15.1', '2099-03-14'],
    ['2099-03-14T10:30:15.123', '2099-03-14'],
    ['2099-03-14T10:30:15.123456789', '2099-03-14'],
    ['2099-03-14T10:30Z', '2099-03-14'],
    ['2099-03-14T10:30:15Z', '2099-03-14'],
    ['2099-03-14T10:30:15.123Z', '2099-03-14'],
    ['2099-03-14T23:59:59+05:30', '2099-03-14'],
    ['2099-03-14T00:00-08:00', '2099-03-14'],
    ['2099-03-14T00:00-0800', '2099-03-14'],
    ['2099-03-14T00:00:00+0530', '2099-03-14'],
  ])('reads %j as %s', (text, date) => {
    expect(calendarDate(text)).toBe(date)
  })

  it.each([
    ['a day past the end of February', '2099-02-30'],
    ['February 29th of a common year', '2099-02-29'],
    ['February 29th of a century that is no leap year', '2100-02-29'],
    ['a thirteenth month', '2099-13-01'],
    ['month zero', '2099-00-10'],
    ['day zero', '2099-03-00'],
    ['day 32', '2099-01-32'],
    ['April 31st', '2099-04-31'],
    ['a year before 100, which Date.UTC would read as 19xx', '0050-01-01'],
    ['a two-digit year', '99-03-14'],
    ['a five-digit year', '20990-03-14'],
    ['a one-digit month', '2099-3-14'],
    ['a one-digit day', '2099-03-4'],
    ['slashes', '2099/03/14'],
    ['leading text', 'x2099-03-14'],
    ['trailing text', '2099-03-14x'],
    ['a leading space', ' 2099-03-14'],
    ['a trailing newline', '2099-03-14\n'],
    ['a space before the time', '2099-03-14 10:30'],
    ['an hour without minutes', '2099-03-14T10'],
    ['a one-digit hour', '2099-03-14T1:30'],
    ['one-digit minutes', '2099-03-14T10:3'],
    ['one-digit seconds', '2099-03-14T10:30:1'],
    ['a dot without fractions', '2099-03-14T10:30:15.'],
    ['ten fractional digits', '2099-03-14T10:30:15.1234567890'],
    ['fractions without seconds', '2099-03-14T10:30.123'],
    ['an unknown zone letter', '2099-03-14T10:30Y'],
    ['a zone without a sign', '2099-03-14T10:30 05:30'],
    ['a zone with another sign', '2099-03-14T10:30*05:30'],
    ['a one-digit zone hour', '2099-03-14T10:30+5:30'],
    ['a one-digit zone minute', '2099-03-14T10:30+05:3'],
    ['a zone without its minutes', '2099-03-14T10:30+05'],
    ['text after the zone', '2099-03-14T10:30Zabc'],
    ['letters for digits', 'abcd-ef-gh'],
    ['an empty string', ''],
  ])('refuses %s (%j)', (_, text) => {
    expect(calendarDate(text)).toBeUndefined()
  })
})

describe('earliestFutureDate', () => {
  it.each([
    ['2030-06-15T12:00:00.000Z', '2030-06-15'],
    ['2030-06-15T11:59:59.999Z', '2030-06-14'],
    ['2030-06-15T23:59:59.999Z', '2030-06-15'],
    ['2030-06-15T00:00:00.000Z', '2030-06-14'],
    ['2030-06-16T00:00:00.000Z', '2030-06-15'],
    ['2030-01-01T11:00:00.000Z', '2029-12-31'],
    ['2028-03-01T06:00:00.000Z', '2028-02-29'],
  ])('at %s is %s, the date of UTC-12', (now, date) => {
    expect(earliestFutureDate(new Date(now))).toBe(date)
  })

  it('reads the clock when not given a time', () => {
    atTime(new Date('2030-06-15T11:59:59.999Z'))
    expect(earliestFutureDate()).toBe('2030-06-14')
    vi.setSystemTime(new Date('2030-06-15T12:00:00.000Z'))
    expect(earliestFutureDate()).toBe('2030-06-15')
  })
})

describe('desiredDate on the wire', () => {
  const desired = (desiredDate: unknown) => parseContact({ desiredDate })
  const pastDate = [{ path: ['desiredDate'], message: messages.pastDate }]
  const badDate = [{ path: ['desiredDate'], message: messages.date }]

  it('takes the earliest date that is still today somewhere, and refuses the day before', () => {
    atTime(new Date('2030-06-15T12:00:00.000Z'))
    expect(desired('2030-06-15').data?.desiredDate).toBe('2030-06-15')
    expect(issuesOf(desired('2030-06-14'))).toEqual(pastDate)
    vi.setSystemTime(new Date('2030-06-15T11:59:59.999Z'))
    expect(desired('2030-06-14').data?.desiredDate).toBe('2030-06-14')
    expect(issuesOf(desired('2030-06-13'))).toEqual(pastDate)
  })

  it('refuses a date in the past, whatever its time part', () => {
    atTime(new Date('2030-06-15T12:00:00.000Z'))
    expect(issuesOf(desired('2001-01-01'))).toEqual(pastDate)
    expect(issuesOf(desired('2030-06-14T23:59:59+14:00'))).toEqual(pastDate)
  })

  it('refuses a date before 1900 even when the clock is earlier still', () => {
    atTime(new Date('1850-01-01T12:00:00.000Z'))
    expect(desired('1900-01-01').data?.desiredDate).toBe('1900-01-01')
    expect(issuesOf(desired('1899-12-31'))).toEqual(pastDate)
    expect(desired('1850-01-02').success).toBe(false)
  })

  it('stores the calendar day of a date sent with a time', () => {
    atTime(new Date('2030-06-15T12:00:00.000Z'))
    expect(desired('2099-03-14T10:30:00.000Z').data?.desiredDate).toBe('2099-03-14')
  })

  it('takes no date: null or missing', () => {
    atTime(new Date('2030-06-15T12:00:00.000Z'))
    expect(issuesOf(desired(null))).toEqual([])
    expect(desired(null).data?.desiredDate).toBeNull()
    expect(issuesOf(desired(undefined))).toEqual([])
    expect(desired(undefined).data?.desiredDate).toBeUndefined()
  })

  it.each(['next tuesday', '', '2099-02-30', '14/03/2099', '2099-03-14 ', 20990101, true])(
    'refuses %j as not a date',
    (value) => {
      atTime(new Date('2030-06-15T12:00:00.000Z'))
      expect(issuesOf(desired(value))).toEqual(badDate)
    },
  )

  it('refuses text over 40 characters as not a date', () => {
    atTime(new Date('2030-06-15T12:00:00.000Z'))
    expect(issuesOf(desired(`2099-03-14${' '.repeat(31)}`))).toEqual(badDate)
  })
})

describe('toDateString and startOfToday', () => {
  it.each([
    [new Date(2030, 0, 5), '2030-01-05'],
    [new Date(2030, 8, 9, 23, 59, 59, 999), '2030-09-09'],
    [new Date(2030, 9, 10), '2030-10-10'],
    [new Date(2030, 11, 31, 0, 0, 0, 1), '2030-12-31'],
    [new Date(1899, 11, 31), '1899-12-31'],
  ])('writes the local day of %s as %s', (date, text) => {
    expect(toDateString(date)).toBe(text)
  })

  it('takes local midnight of the given time', () => {
    expect(startOfToday(new Date(2030, 5, 15, 23, 59, 59, 999))).toEqual(new Date(2030, 5, 15))
    expect(startOfToday(new Date(2030, 5, 15))).toEqual(new Date(2030, 5, 15))
    expect(startOfToday(new Date(2030, 11, 31, 12))).toEqual(new Date(2030, 11, 31))
  })

  it('takes local midnight of now when not given a time', () => {
    atTime(new Date(2030, 5, 15, 18, 30))
    expect(startOfToday()).toEqual(new Date(2030, 5, 15))
  })
})

/** The service request form's values as the browser holds them. */
function formValues(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const sent = contactBody()
  return {
    ...sent,
    servicesNeeded: JSON.parse(String(sent.servicesNeeded)),
    desiredDate: new Date(2099, 2, 14),
    attachments: [],
    website: '',
    ...overrides,
  }
}

const parseForm = (overrides: Record<string, unknown> = {}) =>
  contactFormSchema.safeParse(formValues(overrides))

describe('contactFormSchema (the browser)', () => {
  beforeEach(() => atTime(new Date(2030, 5, 15, 15, 0)))

  it('takes the form as filled in', () => {
    const result = parseForm()
    expect(issuesOf(result)).toEqual([])
    expect(result.data?.desiredDate).toEqual(new Date(2099, 2, 14))
    expect(result.data?.servicesNeeded).toEqual(['Network/Wi-Fi', 'Data Backup/Recovery'])
  })

  it('takes today from midnight on, and refuses yesterday', () => {
    expect(issuesOf(parseForm({ desiredDate: new Date(2030, 5, 15) }))).toEqual([])
    expect(issuesOf(parseForm({ desiredDate: new Date(2030, 5, 15, 23, 59) }))).toEqual([])
    expect(issuesOf(parseForm({ desiredDate: new Date(2030, 5, 14, 23, 59, 59, 999) }))).toEqual([
      { path: ['desiredDate'], message: messages.pastDate },
    ])
  })

  it('refuses a date before 1900, even when today is earlier still', () => {
    atTime(new Date(1899, 11, 31, 12))
    expect(issuesOf(parseForm({ desiredDate: new Date(1900, 0, 1) }))).toEqual([])
    expect(issuesOf(parseForm({ desiredDate: new Date(1899, 11, 31, 18) }))).toEqual([
      { path: ['desiredDate'], message: messages.pastDate },
    ])
  })

  it('takes no date, and refuses what is not a date', () => {
    expect(issuesOf(parseForm({ desiredDate: undefined }))).toEqual([])
    for (const value of ['2099-03-14', new Date(Number.NaN), null]) {
      expect(issuesOf(parseForm({ desiredDate: value }))).toEqual([
        { path: ['desiredDate'], message: messages.date },
      ])
    }
  })

  it('takes up to three chosen files', () => {
    const files = [new File(['a'], 'a.jpg'), new File(['b'], 'b.pdf'), new File(['c'], 'c.txt')]
    const result = parseForm({ attachments: files })
    expect(issuesOf(result)).toEqual([])
    expect(result.data?.attachments).toEqual(files)
  })

  it('refuses a fourth file, naming it', () => {
    const files = ['a.jpg', 'b.pdf', 'c.txt', 'fourth.png'].map((name) => new File(['x'], name))
    expect(issuesOf(parseForm({ attachments: files }))).toEqual([
      { path: ['attachments'], message: attachmentMessages.oneTooMany('fourth.png') },
    ])
  })

  it('refuses an empty file and a file of a type that is not allowed, naming each', () => {
    const files = [new File([], 'empty.pdf'), new File(['#!/bin/sh'], 'run.sh')]
    expect(issuesOf(parseForm({ attachments: files }))).toEqual([
      { path: ['attachments'], message: attachmentMessages.empty('empty.pdf') },
      { path: ['attachments'], message: attachmentMessages.notAllowed('run.sh') },
    ])
  })

  it('refuses what is not a file', () => {
    expect(issuesOf(parseForm({ attachments: [{ name: 'a.pdf', size: 10 }] }))).toEqual([
      { path: ['attachments', 0], message: 'Must be a file' },
    ])
  })

  it('takes a real list of services and refuses one listed twice', () => {
    expect(issuesOf(parseForm({ servicesNeeded: ['PC/Mac Repair', 'PC/Mac Repair'] }))).toEqual([
      { path: ['servicesNeeded'], message: 'Each service may be listed once' },
    ])
    expect(issuesOf(parseForm({ servicesNeeded: 'PC/Mac' }))).toEqual([
      { path: ['servicesNeeded'], message: 'Must be a list of services' },
    ])
  })

  it('refuses the form without consent', () => {
    expect(issuesOf(parseForm({ agreeToContact: false }))).toEqual([
      { path: ['agreeToContact'], message: messages.consent },
    ])
  })

  it('takes the honeypot as any text', () => {
    expect(parseForm({ website: 'http://spam.example' }).data?.website).toBe('http://spam.example')
    expect(parseForm({ website: undefined }).success).toBe(true)
  })
})

describe('toContactRequestBody', () => {
  beforeEach(() => atTime(new Date(2030, 5, 15, 15, 0)))

  const references = [reference(ids[0], 'a.jpg'), reference(ids[1], 'b.pdf')]

  it('maps every field of the form to the wire', () => {
    const values = contactFormSchema.parse(formValues())
    // The sample body is what the form sends (scripts/lib/lead-bodies.ts).
    expect(toContactRequestBody(values, references)).toEqual(
      contactBody({ attachments: JSON.stringify(references) }),
    )
  })

  it('sends unset optional fields as empty strings, no date as null and no attachments as an empty list', () => {
    const values = contactFormSchema.parse(
      formValues({
        phone: '',
        company: '',
        subject: '',
        serviceType: '',
        budgetRange: '',
        servicesNeeded: [],
        preferredContactMethod: undefined,
        desiredDate: undefined,
        preferredTime: '',
        urgency: undefined,
        subscribeToUpdates: undefined,
      }),
    )
    expect(toContactRequestBody(values)).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      phone: '',
      company: '',
      subject: '',
      serviceType: '',
      budgetRange: '',
      servicesNeeded: '[]',
      preferredContactMethod: 'phone',
      desiredDate: null,
      preferredTime: '',
      urgency: 'normal',
      message: 'The Wi-Fi drops every hour.\nPlease help.',
      attachments: '[]',
      subscribeToUpdates: false,
      agreeToContact: true,
    })
  })

  it('sends the local day the visitor picked, not its UTC day', () => {
    const values = contactFormSchema.parse(
      formValues({ desiredDate: new Date(2099, 0, 2, 23, 30) }),
    )
    expect(toContactRequestBody(values).desiredDate).toBe('2099-01-02')
  })

  it('gives a body the server parses back to the same values, the date as its day and the files as their references', () => {
    const values = contactFormSchema.parse(formValues())
    const { website, desiredDate, attachments, ...rest } = values
    expect([website, desiredDate, attachments]).toEqual(['', new Date(2099, 2, 14), []])
    expect(contactRequestSchema.parse(toContactRequestBody(values, references))).toEqual({
      ...rest,
      desiredDate: '2099-03-14',
      attachments: references,
    })
  })

  it('gives a body the server parses back to the same values when the optional fields are unset', () => {
    const values = contactFormSchema.parse(
      formValues({
        phone: '',
        company: '',
        subject: '',
        serviceType: '',
        budgetRange: '',
        preferredTime: '',
        desiredDate: undefined,
      }),
    )
    const parsed = contactRequestSchema.parse(toContactRequestBody(values))
    expect(parsed).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      phone: undefined,
      company: undefined,
      subject: undefined,
      serviceType: undefined,
      budgetRange: undefined,
      servicesNeeded: ['Network/Wi-Fi', 'Data Backup/Recovery'],
      preferredContactMethod: 'text',
      desiredDate: null,
      preferredTime: undefined,
      urgency: 'high',
      message: 'The Wi-Fi drops every hour.\nPlease help.',
      attachments: [],
      subscribeToUpdates: true,
      agreeToContact: true,
    })
  })
})

describe('option lists', () => {
  it.each([
    [
      'serviceTypeOptions',
      serviceTypeOptions,
      [
        'PC/Mac Repair',
        'Network/Wi-Fi',
        'Printers/Scanners',
        'Data Backup/Recovery',
        'Security/Antivirus',
        'Web Site Design',
        'App Development',
        'Consulting/Other',
      ],
    ],
    [
      'budgetRangeOptions',
      budgetRangeOptions,
      [
        'Under $500',
        '$500 - $1,000',
        '$1,000 - $2,500',
        '$2,500 - $5,000',
        '$5,000 - $10,000',
        'Over $10,000',
        'Not sure / Need estimate',
      ],
    ],
    [
      'preferredTimeOptions',
      preferredTimeOptions,
      [
        'Morning (8 AM - 12 PM)',
        'Afternoon (12 PM - 5 PM)',
        'Evening (5 PM - 8 PM)',
        'Weekend',
        'No preference',
      ],
    ],
    ['urgencyOptions', urgencyOptions, ['low', 'normal', 'high', 'urgent']],
    ['contactMethodOptions', contactMethodOptions, ['phone', 'text']],
    [
      'timelineOptions',
      timelineOptions,
      ['asap', '1-2-months', '3-4-months', '6-months', 'flexible'],
    ],
    ['emailStatusOptions', emailStatusOptions, ['queued', 'retrying', 'sent', 'failed', 'skipped']],
    ['leadStatusOptions', leadStatusOptions, ['new', 'contacted', 'quoted', 'won', 'lost', 'spam']],
  ] as const)('valuesOf(%s) lists its values in order', (_, options, values) => {
    expect(valuesOf(options as never)).toEqual(values)
  })

  it.each([
    [contactMethodOptions, 'phone', 'Phone call'],
    [contactMethodOptions, 'text', 'Text message'],
    [timelineOptions, 'asap', 'As soon as possible'],
    [timelineOptions, '6-months', 'About 6 months'],
    [urgencyOptions, 'urgent', 'Urgent'],
    [emailStatusOptions, 'failed', 'Failed after retries'],
    [leadStatusOptions, 'won', 'Won'],
    [serviceTypeOptions, 'Web Site Design', 'Web Site Design'],
  ])('labelOf gives the label of a value', (options, value, label) => {
    expect(labelOf(options, value)).toBe(label)
  })

  it('labelOf gives an unknown value back as it is, and no value as ""', () => {
    expect(labelOf(contactMethodOptions, 'email')).toBe('email')
    expect(labelOf(contactMethodOptions, 'Phone call')).toBe('Phone call')
    expect(labelOf(contactMethodOptions, '')).toBe('')
    expect(labelOf(contactMethodOptions, null)).toBe('')
    expect(labelOf(contactMethodOptions, undefined)).toBe('')
    expect(labelOf([], 'phone')).toBe('phone')
  })

  it('describes each urgency', () => {
    expect(urgencyOptions.map((option) => option.description)).toEqual([
      'Can wait 1-2 weeks',
      'Within a few days',
      'Within 24 hours',
      'Same day response needed',
    ])
  })

  it('flags the urgent and high urgencies', () => {
    expect(flaggedUrgencies).toEqual(['urgent', 'high'])
  })
})
