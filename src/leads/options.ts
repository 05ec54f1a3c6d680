/** Values are part of the wire contract and stored as sent, so they are declared once. */

export type Option<Value extends string = string> = {
  readonly value: Value
  readonly label: string
}

/** `job` names the work in plain words, as emails to the customer say it. */
export const serviceTypeOptions = [
  { value: 'PC/Mac Repair', label: 'PC/Mac Repair', job: 'computer repair' },
  { value: 'Network/Wi-Fi', label: 'Network/Wi-Fi', job: 'network and Wi-Fi work' },
  { value: 'Printers/Scanners', label: 'Printers/Scanners', job: 'printer and scanner work' },
  { value: 'Data Backup/Recovery', label: 'Data Backup/Recovery', job: 'data backup and recovery' },
  { value: 'Security/Antivirus', label: 'Security/Antivirus', job: 'security and antivirus work' },
  { value: 'Web Site Design', label: 'Web Site Design', job: 'website design project' },
  { value: 'App Development', label: 'App Development', job: 'app development project' },
  { value: 'Consulting/Other', label: 'Consulting/Other', job: 'consultation' },
] as const satisfies readonly (Option & { job: string })[]

export const budgetRangeOptions = [
  { value: 'Under $500', label: 'Under $500' },
  { value: '$500 - $1,000', label: '$500 - $1,000' },
  { value: '$1,000 - $2,500', label: '$1,000 - $2,500' },
  { value: '$2,500 - $5,000', label: '$2,500 - $5,000' },
  { value: '$5,000 - $10,000', label: '$5,000 - $10,000' },
  { value: 'Over $10,000', label: 'Over $10,000' },
  { value: 'Not sure / Need estimate', label: 'Not sure / Need estimate' },
] as const satisfies readonly Option[]

export const preferredTimeOptions = [
  { value: 'Morning (8 AM - 12 PM)', label: 'Morning (8 AM - 12 PM)' },
  { value: 'Afternoon (12 PM - 5 PM)', label: 'Afternoon (12 PM - 5 PM)' },
  { value: 'Evening (5 PM - 8 PM)', label: 'Evening (5 PM - 8 PM)' },
  { value: 'Weekend', label: 'Weekend' },
  { value: 'No preference', label: 'No preference' },
] as const satisfies readonly Option[]

export const urgencyOptions = [
  { value: 'low', label: 'Low', description: 'Can wait 1-2 weeks' },
  { value: 'normal', label: 'Normal', description: 'Within a few days' },
  { value: 'high', label: 'High', description: 'Within 24 hours' },
  { value: 'urgent', label: 'Urgent', description: 'Same day response needed' },
] as const satisfies readonly (Option & { description: string })[]

export const contactMethodOptions = [
  { value: 'phone', label: 'Phone call' },
  { value: 'text', label: 'Text message' },
] as const satisfies readonly Option[]

export const timelineOptions = [
  { value: 'asap', label: 'As soon as possible' },
  { value: '1-2-months', label: '1-2 months' },
  { value: '3-4-months', label: '3-4 months' },
  { value: '6-months', label: 'About 6 months' },
  { value: 'flexible', label: 'Flexible' },
] as const satisfies readonly Option[]

/** The states every claimed email moves through, whatever its kind. */
export const deliveryStatusOptions = [
  { value: 'queued', label: 'Queued' },
  { value: 'retrying', label: 'Retrying' },
  { value: 'sent', label: 'Sent' },
  { value: 'failed', label: 'Failed after retries' },
] as const satisfies readonly Option[]

export const emailStatusOptions = [
  ...deliveryStatusOptions,
  { value: 'skipped', label: 'Not sent: one went to this address within the hour' },
] as const satisfies readonly Option[]

export const reminderStatusOptions = [
  ...deliveryStatusOptions,
  { value: 'notNeeded', label: 'Not needed: the lead was worked before it went out' },
] as const satisfies readonly Option[]

/** Spam is kept, not deleted, so the team can see what was caught. */
export const leadStatusOptions = [
  { value: 'new', label: 'New' },
  { value: 'contacted', label: 'Contacted' },
  { value: 'quoted', label: 'Quoted' },
  { value: 'won', label: 'Won' },
  { value: 'lost', label: 'Lost' },
  { value: 'spam', label: 'Spam' },
] as const satisfies readonly Option[]

export type Urgency = (typeof urgencyOptions)[number]['value']

/** Flagged so same-day requests are seen first. */
export const flaggedUrgencies = ['urgent', 'high'] as const satisfies readonly Urgency[]

export const defaultUrgency = 'normal' satisfies Urgency
export const defaultContactMethod = 'phone' satisfies (typeof contactMethodOptions)[number]['value']

/** A non-empty tuple, the shape z.enum wants. */
export function valuesOf<const Options extends readonly [Option, ...Option[]]>(options: Options) {
  return options.map((option) => option.value) as unknown as {
    [Index in keyof Options]: Options[Index]['value']
  } & readonly [string, ...string[]]
}

export function labelOf(options: readonly Option[], value: string | null | undefined): string {
  return options.find((option) => option.value === value)?.label ?? value ?? ''
}
