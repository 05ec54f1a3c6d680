/** The directives of a Cache-Control header by name, each with its value or `true`. */
export const directives = (header: string | undefined) =>
  Object.fromEntries(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().split('=') as [string, string?])
      .filter(([key]) => key !== '')
      .map(([key, value]) => [key.toLowerCase(), value ?? true]),
  )
