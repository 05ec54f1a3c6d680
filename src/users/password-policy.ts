export const MIN_PASSWORD_LENGTH = 12

/** Said beside the password boxes and in every refusal, so nobody has to guess what was wrong. */
export const passwordRule = `A password needs at least ${MIN_PASSWORD_LENGTH} characters and must not contain your name, email or username.`

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

type Identity = { email?: string | null; username?: string | null; name?: string | null }

export function passwordProblem(password: string, identity: Identity = {}) {
  const refuse = (why: string) => `${why} ${passwordRule}`
  if (password.length < MIN_PASSWORD_LENGTH) return refuse('Too short.')
  const lower = password.toLowerCase()
  if (new Set(lower).size < 4) return refuse('Use more than a few different characters.')
  if (COMMON.some((word) => lower.includes(word)) && lower.length < 20)
    return refuse('Too easy to guess.')
  const names = [
    identity.email,
    identity.username,
    identity.email?.split('@')[0],
    ...(identity.name?.split(/\s+/) ?? []),
  ]
  for (const value of names) {
    if (value && value.length >= 3 && lower.includes(value.toLowerCase()))
      return refuse('It contains your name, email or username.')
  }
  return undefined
}
