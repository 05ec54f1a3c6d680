import { localTime } from '@/lib/local-time'
import { failing, working, type SiteCheck } from '../types'

/** A nightly backup plus a couple of hours' slack for a slow night. */
const maxAgeHours = 26

const whatToDo =
  "Check that the backup folder (BACKUP_DIR in the server's settings) exists, that the site may write to it and that its disk has room; then run `npm run backup` once by hand to see its message."

export const backupsCheck: SiteCheck = async ({ payload, env, now, watchedSince }) => {
  if (!env.BACKUP_AT) return working
  const status = await payload.findGlobal({
    slug: 'backup-status',
    depth: 0,
    overrideAccess: true,
  })
  const succeeded = status.lastSuccessAt ? new Date(status.lastSuccessAt) : undefined
  const failed = status.lastFailureAt ? new Date(status.lastFailureAt) : undefined
  if (failed && (!succeeded || failed > succeeded))
    return failing(
      `The last nightly backup failed, so there is no fresh copy of the site's data to restore from. Detail: ${status.lastError ?? 'no message'}.`,
      whatToDo,
    )
  const since = succeeded ?? watchedSince
  if (now.getTime() - since.getTime() > maxAgeHours * 3_600_000) {
    return failing(
      succeeded
        ? `No nightly backup has succeeded since ${localTime(succeeded, env.SITE_TIME_ZONE)}, so there is no fresh copy of the site's data to restore from.`
        : `No nightly backup has been made in the ${maxAgeHours} hours since the site started watching, so there is no copy of the site's data to restore from.`,
      whatToDo,
    )
  }
  return working
}
