export const roles = [
  { value: 'owner', label: 'Owner' },
  { value: 'staff', label: 'Staff' },
] as const

export type Role = (typeof roles)[number]['value']

export const isRole = (value: unknown): value is Role => roles.some((role) => role.value === value)

type WithRole = { role?: string | null } | null | undefined

export const hasRole = (user: WithRole, ...allowed: Role[]) =>
  Boolean(user?.role && allowed.includes(user.role as Role))

export const lastOwnerMessage =
  'The site needs at least one owner: make another account an owner first.'
