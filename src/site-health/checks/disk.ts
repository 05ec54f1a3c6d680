import { statfs } from 'node:fs/promises'
import path from 'node:path'

import { failing, working, type SiteCheck } from '../types'

/** A folder not made yet lives on its nearest existing parent's disk. */
async function freePercent(target: string): Promise<number> {
  let folder = path.resolve(target)
  for (;;) {
    try {
      const stats = await statfs(folder)
      return (stats.bavail / stats.blocks) * 100
    } catch (error) {
      const parent = path.dirname(folder)
      const code = (error as NodeJS.ErrnoException).code
      if ((code !== 'ENOENT' && code !== 'ENOTDIR') || parent === folder) throw error
      folder = parent
    }
  }
}

export const diskCheck: SiteCheck = async ({ env }) => {
  const places = [
    { name: 'data', folder: env.dataDir },
    { name: 'uploads', folder: path.join(env.dataDir, 'uploads') },
    { name: 'backups', folder: env.backupDir },
  ]
  const low = []
  for (const place of places) {
    const free = await freePercent(place.folder)
    if (free < env.ALERT_DISK_FREE_PERCENT)
      low.push(`${place.name} (${place.folder}): ${free.toFixed(1)}% free`)
  }
  if (low.length === 0) return working
  return failing(
    `The server's disk is nearly full; once it is full the site can no longer save leads or make backups. Detail: ${low.join('; ')}, below the ${env.ALERT_DISK_FREE_PERCENT}% the alert is set at.`,
    'Free space on the server (delete backups already copied elsewhere, old uploads you no longer need) or ask your host for a larger disk, before the database stops.',
  )
}
