/**
 * Who may do what, in one table: the integration test checks it through the Local API, the end-to-end test
 * through REST. 'own' means allowed on the caller's own record only; '-' marks operations a global lacks.
 */
export type Cell = 'allow' | 'deny' | 'own' | '-'
export type Role = 'anonymous' | 'staff' | 'owner'
export type Operation = 'create' | 'read' | 'update' | 'delete'
export const operations: Operation[] = ['create', 'read', 'update', 'delete']
export const roles: Role[] = ['anonymous', 'staff', 'owner']

//                                        anonymous                         staff                             owner
//                                        create  read     update  delete   create  read     update  delete   create  read     update  delete
const content = row(
  'deny  allow  deny  deny',
  'deny  allow  deny  deny',
  'allow allow  allow allow',
)
const lead = row('deny  deny   deny  deny', 'deny  allow  allow deny', 'deny  allow  allow allow')
const global = row('-     allow  deny  -', '-     allow  deny  -', '-     allow  allow -')
const closed = row('deny  deny   deny  deny', 'deny  deny   deny  deny', 'deny  deny   deny  deny')
const ownerReads = row(
  'deny  deny   deny  deny',
  'deny  deny   deny  deny',
  'deny  allow  deny  deny',
)

export const collectionMatrix: Record<string, Record<Role, Record<Operation, Cell>>> = {
  users: row('deny  deny   deny  deny', 'deny  own    own   deny', 'allow allow  allow allow'),
  services: content,
  packages: content,
  reviews: content,
  locations: content,
  'contact-submissions': lead,
  'package-purchases': lead,
  // Stored only by POST /api/contact/attachments after its content checks; private to the team.
  'lead-attachments': row(
    'deny  deny   deny  deny',
    'deny  allow  deny  deny',
    'deny  allow  deny  allow',
  ),
  // Email jobs are written and run by the server only.
  'payload-jobs': closed,
  // The site's checks and the emails they send the owner: written by the server only, read by owners.
  'site-notices': ownerReads,
  'site-health-checks': ownerReads,
  // Visit counts: written by the count only, read by the team through the dashboard.
  'site-visits': row(
    'deny  deny   deny  deny',
    'deny  allow  deny  deny',
    'deny  allow  deny  deny',
  ),
}

export const globalMatrix: Record<string, Record<Role, Record<Operation, Cell>>> = {
  'site-settings': global,
  header: global,
  footer: global,
  'shared-sections': global,
  'home-page': global,
  'website-design-page': global,
  'app-development-page': global,
  'form-copy': global,
  'review-copy': global,
  'privacy-note': global,
  // Payload's own bookkeeping for scheduled jobs, hidden in the admin, with Payload's default access
  // (any signed-in account); it holds run times only, no content or settings.
  'payload-jobs-stats': row('-     deny   deny  -', '-     allow  allow -', '-     allow  allow -'),
  // How the nightly backups went: written by the backup only, read by owners (the backups check).
  'backup-status': row('-     deny   deny  -', '-     deny   deny  -', '-     allow  deny  -'),
}

/**
 * Drafts and history of everything a visitor reads: whether a role sees the latest unpublished draft, the
 * version history, and may save a draft, publish, or restore an earlier version.
 */
export type VersionOperation = 'readDrafts' | 'readVersions' | 'saveDraft' | 'publish' | 'restore'
export const versionOperations: VersionOperation[] = [
  'readDrafts',
  'readVersions',
  'saveDraft',
  'publish',
  'restore',
]

//                    readDrafts readVersions saveDraft publish restore
const versioned = {
  anonymous: versionCells('deny       deny         deny      deny    deny'),
  staff: versionCells('allow      allow        deny      deny    deny'),
  owner: versionCells('allow      allow        allow     allow   allow'),
}

export const versionMatrix: {
  collections: Record<string, typeof versioned>
  globals: Record<string, typeof versioned>
} = {
  collections: {
    services: versioned,
    packages: versioned,
    reviews: versioned,
    locations: versioned,
  },
  globals: {
    'site-settings': versioned,
    header: versioned,
    footer: versioned,
    'shared-sections': versioned,
    'home-page': versioned,
    'website-design-page': versioned,
    'app-development-page': versioned,
    'form-copy': versioned,
    'review-copy': versioned,
    'privacy-note': versioned,
  },
}

function versionCells(text: string): Record<VersionOperation, Cell> {
  const cells = text.trim().split(/\s+/) as Cell[]
  return Object.fromEntries(
    versionOperations.map((operation, index) => [operation, cells[index]]),
  ) as Record<VersionOperation, Cell>
}

function row(
  anonymous: string,
  staff: string,
  owner: string,
): Record<Role, Record<Operation, Cell>> {
  const cells = (text: string) => {
    const [create, read, update, remove] = text.trim().split(/\s+/) as Cell[]
    return { create, read, update, delete: remove }
  }
  return { anonymous: cells(anonymous), staff: cells(staff), owner: cells(owner) }
}
