export const MIN_PASSWORD_LENGTH = 12

const COMMON = [
  'password',
  '123456',
  'qwerty',
  'letmein',
  'welcome',
  'admin',
  'iloveyou',
  'monkey',
  'dragon',
  'abc123',
]

/** Why a password is too weak for an admin account, or undefined when it is acceptable. */
export function passwordProblem(
  password: string,
  identity: { email?: string | null; username?: string | null } = {},
) {
  if (password.length < MIN_PASSWORD_LENGTH)
    return `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.`
  const lower = password.toLowerCase()
  if (new Set(lower).size < 4) return 'Password must use more than a few different characters.'
  if (COMMON.some((word) => lower.includes(word)) && lower.length < 20)
    return 'Password is too easy to guess.'
  for (const value of [identity.email, identity.username, identity.email?.split('@')[0]]) {
    if (value && value.length >= 3 && lower.includes(value.toLowerCase()))
      return 'Password must not contain your email or username.'
  }
  return undefined
}
