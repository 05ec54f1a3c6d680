import fs from 'node:fs'

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']

/** The browser the end-to-end suite drives: CHROMIUM_PATH, or Debian's chromium. */
export function chromiumPath(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH
  if (fromEnv) return fs.existsSync(fromEnv) ? fromEnv : undefined
  return CANDIDATES.find((candidate) => fs.existsSync(candidate))
}

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
