import fs from 'node:fs'
import path from 'node:path'

/**
 * Copies a Next build for a server of its own, without Next's data cache under cache/ (it belongs to a running
 * server). Servers running on the source keep writing their page caches into it: a file replaced while it is
 * copied is gone by the time it is read, so the copy starts again (at most five times) rather than fail on it.
 */
export function copyBuild(from: string, to: string) {
  for (let attempt = 1; ; attempt += 1) {
    fs.rmSync(to, { recursive: true, force: true })
    try {
      fs.cpSync(from, to, {
        recursive: true,
        filter: (source) => path.relative(from, source) !== 'cache',
      })
      return
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || attempt === 5) throw error
    }
  }
}
