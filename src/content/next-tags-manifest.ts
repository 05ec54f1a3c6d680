// The project's one import of Next's internals: the tag store Next's own cache (pages and data in the build
// folder) reads. Next shares this module between its server and the app's bundle, which is what lets a change
// made outside any request (the job runner) expire them. Next has no public call for it; when an upgrade
// moves or changes it, tests/unit/next-tags-manifest.test.ts fails.
import { tagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js'

/** Marks `tag` expired now in Next's tag store, as revalidateTag does inside a request. */
export function expireTagOutsideRequest(tag: string) {
  tagsManifest.set(tag, { ...tagsManifest.get(tag), expired: Date.now() })
}
