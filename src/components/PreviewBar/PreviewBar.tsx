import { canSeeDrafts } from '@/users/draft-access'

import { RefreshOnSave } from './RefreshOnSave'

export async function PreviewBar() {
  if (!(await canSeeDrafts())) return null
  return (
    <div
      role="status"
      data-testid="preview-bar"
      className="bg-amber-100 px-4 py-2 text-center text-sm text-amber-950"
    >
      <RefreshOnSave />
      Preview: this page shows unpublished drafts.{' '}
      {/* A route handler clears the draft cookie, so a full page load, not a Link. */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
      <a href="/api/preview?exit=1" className="font-semibold underline">
        Exit preview
      </a>
    </div>
  )
}
