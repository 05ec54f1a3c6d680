import { limits } from '@/leads/schema'

/** A service request body exactly as the form sends it (spec section 7). */
export function contactBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Ada Lovelace',
    email: 'ada@example.org',
    phone: '(352) 555-0100',
    company: 'Analytical Engines LLC',
    subject: 'Office Wi-Fi keeps dropping',
    serviceType: 'Network/Wi-Fi',
    budgetRange: '$1,000 - $2,500',
    servicesNeeded: JSON.stringify(['Network/Wi-Fi', 'Data Backup/Recovery']),
    preferredContactMethod: 'text',
    desiredDate: '2099-03-14',
    preferredTime: 'Morning (8 AM - 12 PM)',
    urgency: 'high',
    message: 'The Wi-Fi drops every hour.\nPlease help.',
    attachments: '[]',
    subscribeToUpdates: true,
    agreeToContact: true,
    ...overrides,
  }
}

export function packageBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    packageName: 'Business Website',
    customerName: 'Grace Hopper',
    company: 'Compilers Inc',
    email: 'grace@example.org',
    phone: '352-555-0199',
    projectDescription: 'A site with a blog and online booking.',
    estimatedTimeline: '1-2-months',
    ...overrides,
  }
}

const without = (body: Record<string, unknown>, field: string) => {
  const copy = { ...body }
  delete copy[field]
  return copy
}

const long = (length: number) => 'x'.repeat(length)

export type BadBody = { case: string; body: string; field: string }

const json = (value: unknown) => JSON.stringify(value)

/** Bodies POST /api/contact must refuse, each with the field the message should name. */
export const badContactBodies: BadBody[] = [
  { case: 'not JSON', body: 'name=Ada', field: 'body' },
  { case: 'empty body', body: '', field: 'body' },
  { case: 'JSON null', body: 'null', field: 'body' },
  { case: 'a JSON array', body: json([contactBody()]), field: 'body' },
  { case: 'a JSON string', body: json('hello'), field: 'body' },
  { case: 'a JSON number', body: '42', field: 'body' },
  { case: 'truncated JSON', body: json(contactBody()).slice(0, 40), field: 'body' },
  { case: 'missing name', body: json(without(contactBody(), 'name')), field: 'name' },
  { case: 'blank name', body: json(contactBody({ name: '   ' })), field: 'name' },
  { case: 'name as a number', body: json(contactBody({ name: 42 })), field: 'name' },
  {
    case: 'CR/LF in the name',
    body: json(contactBody({ name: 'Ada\r\nBcc: victim@example.org' })),
    field: 'name',
  },
  {
    case: 'LF in the subject',
    body: json(contactBody({ subject: 'Hi\nX-Injected: 1' })),
    field: 'subject',
  },
  {
    case: 'oversized name',
    body: json(contactBody({ name: long(limits.name + 1) })),
    field: 'name',
  },
  { case: 'missing email', body: json(without(contactBody(), 'email')), field: 'email' },
  {
    case: 'malformed email',
    body: json(contactBody({ email: 'ada-at-example.org' })),
    field: 'email',
  },
  {
    case: 'email with a header',
    body: json(contactBody({ email: 'ada@example.org\r\nBcc: x@example.org' })),
    field: 'email',
  },
  {
    case: 'oversized email',
    body: json(contactBody({ email: `${long(250)}@example.org` })),
    field: 'email',
  },
  {
    case: 'phone with letters',
    body: json(contactBody({ phone: 'call me maybe' })),
    field: 'phone',
  },
  {
    case: 'oversized company',
    body: json(contactBody({ company: long(limits.company + 1) })),
    field: 'company',
  },
  {
    case: 'unknown serviceType',
    body: json(contactBody({ serviceType: 'Plumbing' })),
    field: 'serviceType',
  },
  {
    case: 'unknown budgetRange',
    body: json(contactBody({ budgetRange: '$1' })),
    field: 'budgetRange',
  },
  {
    case: 'servicesNeeded not JSON',
    body: json(contactBody({ servicesNeeded: 'PC/Mac Repair' })),
    field: 'servicesNeeded',
  },
  {
    case: 'servicesNeeded as a real array',
    body: json(contactBody({ servicesNeeded: ['PC/Mac Repair'] })),
    field: 'servicesNeeded',
  },
  {
    case: 'servicesNeeded with an unknown option',
    body: json(contactBody({ servicesNeeded: json(['Plumbing']) })),
    field: 'servicesNeeded',
  },
  {
    case: 'servicesNeeded repeating an option',
    body: json(contactBody({ servicesNeeded: json(['PC/Mac Repair', 'PC/Mac Repair']) })),
    field: 'servicesNeeded',
  },
  {
    case: 'servicesNeeded an object',
    body: json(contactBody({ servicesNeeded: json({ a: 1 }) })),
    field: 'servicesNeeded',
  },
  {
    case: 'unknown preferredContactMethod',
    body: json(contactBody({ preferredContactMethod: 'email' })),
    field: 'preferredContactMethod',
  },
  {
    case: 'desiredDate in the past',
    body: json(contactBody({ desiredDate: '2001-01-01' })),
    field: 'desiredDate',
  },
  {
    case: 'desiredDate before 1900',
    body: json(contactBody({ desiredDate: '1899-12-31' })),
    field: 'desiredDate',
  },
  {
    case: 'desiredDate not a date',
    body: json(contactBody({ desiredDate: 'next tuesday' })),
    field: 'desiredDate',
  },
  {
    case: 'desiredDate an impossible day',
    body: json(contactBody({ desiredDate: '2099-02-30' })),
    field: 'desiredDate',
  },
  {
    case: 'desiredDate a number',
    body: json(contactBody({ desiredDate: 20990101 })),
    field: 'desiredDate',
  },
  {
    case: 'unknown preferredTime',
    body: json(contactBody({ preferredTime: 'Midnight' })),
    field: 'preferredTime',
  },
  { case: 'unknown urgency', body: json(contactBody({ urgency: 'asap' })), field: 'urgency' },
  { case: 'missing message', body: json(without(contactBody(), 'message')), field: 'message' },
  {
    case: 'oversized message',
    body: json(contactBody({ message: long(limits.message + 1) })),
    field: 'message',
  },
  {
    case: 'attachments not a list',
    body: json(contactBody({ attachments: json('file.pdf') })),
    field: 'attachments',
  },
  {
    case: 'too many attachments',
    body: json(contactBody({ attachments: json(['a', 'b', 'c', 'd']) })),
    field: 'attachments',
  },
  {
    case: 'subscribeToUpdates as a string',
    body: json(contactBody({ subscribeToUpdates: 'yes' })),
    field: 'subscribeToUpdates',
  },
  {
    case: 'agreeToContact false',
    body: json(contactBody({ agreeToContact: false })),
    field: 'agreeToContact',
  },
  {
    case: 'agreeToContact missing',
    body: json(without(contactBody(), 'agreeToContact')),
    field: 'agreeToContact',
  },
  {
    case: 'agreeToContact as a string',
    body: json(contactBody({ agreeToContact: 'true' })),
    field: 'agreeToContact',
  },
]

/** Bodies POST /api/package-purchase must refuse. */
export const badPackageBodies: BadBody[] = [
  { case: 'not JSON', body: 'packageName=Starter', field: 'body' },
  { case: 'empty body', body: '', field: 'body' },
  { case: 'JSON null', body: 'null', field: 'body' },
  { case: 'a JSON array', body: json([packageBody()]), field: 'body' },
  { case: 'a JSON string', body: json('Starter'), field: 'body' },
  { case: 'a JSON boolean', body: 'true', field: 'body' },
  { case: 'truncated JSON', body: json(packageBody()).slice(0, 30), field: 'body' },
  {
    case: 'missing packageName',
    body: json(without(packageBody(), 'packageName')),
    field: 'packageName',
  },
  { case: 'blank packageName', body: json(packageBody({ packageName: '' })), field: 'packageName' },
  {
    case: 'unknown package',
    body: json(packageBody({ packageName: 'Platinum' })),
    field: 'packageName',
  },
  {
    case: 'packageName as an object',
    body: json(packageBody({ packageName: { name: 'Starter' } })),
    field: 'packageName',
  },
  {
    case: 'CR/LF in packageName',
    body: json(packageBody({ packageName: 'Starter\r\nBcc: x@example.org' })),
    field: 'packageName',
  },
  {
    case: 'oversized packageName',
    body: json(packageBody({ packageName: long(limits.name + 1) })),
    field: 'packageName',
  },
  {
    case: 'missing customerName',
    body: json(without(packageBody(), 'customerName')),
    field: 'customerName',
  },
  {
    case: 'blank customerName',
    body: json(packageBody({ customerName: ' ' })),
    field: 'customerName',
  },
  {
    case: 'CR/LF in customerName',
    body: json(packageBody({ customerName: 'Grace\r\nSubject: hi' })),
    field: 'customerName',
  },
  {
    case: 'LF in customerName',
    body: json(packageBody({ customerName: 'Grace\nHopper' })),
    field: 'customerName',
  },
  {
    case: 'oversized customerName',
    body: json(packageBody({ customerName: long(limits.name + 1) })),
    field: 'customerName',
  },
  {
    case: 'customerName as an array',
    body: json(packageBody({ customerName: ['Grace'] })),
    field: 'customerName',
  },
  { case: 'missing email', body: json(without(packageBody(), 'email')), field: 'email' },
  { case: 'malformed email', body: json(packageBody({ email: 'grace@' })), field: 'email' },
  { case: 'email as a number', body: json(packageBody({ email: 1 })), field: 'email' },
  {
    case: 'oversized email',
    body: json(packageBody({ email: `${long(250)}@example.org` })),
    field: 'email',
  },
  { case: 'phone with letters', body: json(packageBody({ phone: 'ring ring' })), field: 'phone' },
  {
    case: 'oversized phone',
    body: json(packageBody({ phone: '1'.repeat(limits.phone + 1) })),
    field: 'phone',
  },
  {
    case: 'CR/LF in company',
    body: json(packageBody({ company: 'Acme\r\nBcc: x@example.org' })),
    field: 'company',
  },
  {
    case: 'oversized company',
    body: json(packageBody({ company: long(limits.company + 1) })),
    field: 'company',
  },
  { case: 'company as a boolean', body: json(packageBody({ company: true })), field: 'company' },
  {
    case: 'oversized projectDescription',
    body: json(packageBody({ projectDescription: long(limits.projectDescription + 1) })),
    field: 'projectDescription',
  },
  {
    case: 'unknown estimatedTimeline',
    body: json(packageBody({ estimatedTimeline: 'yesterday' })),
    field: 'estimatedTimeline',
  },
  {
    case: 'estimatedTimeline label instead of value',
    body: json(packageBody({ estimatedTimeline: '1-2 months' })),
    field: 'estimatedTimeline',
  },
  {
    case: 'estimatedTimeline as a number',
    body: json(packageBody({ estimatedTimeline: 6 })),
    field: 'estimatedTimeline',
  },
]
