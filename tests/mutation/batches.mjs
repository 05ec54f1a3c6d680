/**
 * The mutation run in batches: each batch mutates one part of the code and runs only the test files that
 * exercise it, so a batch fits in well under an hour on a 2-core machine. A test left out of a batch can only
 * leave a mutant alive, never kill one, so a batch's score is a lower bound of what the whole suite gives.
 * Specs that only drive child processes (startup, backup, users-create-database) are in no batch: a mutant
 * is switched on inside the test process, which they never run.
 */
export const batches = {
  access: {
    mutate: [
      'src/users/access/**/*.ts',
      // The collections' own access code: their access blocks, which name the shared predicates above. Each
      // range starts at a line that holds `access` (tests/unit/mutation-batches.test.ts), so an edit that
      // moves the block fails a test instead of mutating other lines.
      'src/users/collections/Users/index.ts:31-38',
      'src/users/collections/Users/index.ts:76-76',
      'src/users/collections/Users/index.ts:94-94',
      'src/leads/collections/LeadAttachments/index.ts:24-29',
      'src/content/collections/Packages/index.ts:34-40',
      'src/content/collections/Services/index.ts:20-26',
      'src/content/collections/Locations/index.ts:13-19',
      'src/reviews/collections/Reviews/index.ts:28-34',
    ],
    // lead-inbox: staff working a lead is what the field-level isStaffOrOwnerField guards.
    tests: [
      'tests/int/access-matrix.int.spec.ts',
      'tests/int/users.int.spec.ts',
      'tests/int/content-drafts.int.spec.ts',
      'tests/int/lead-inbox.int.spec.ts',
    ],
  },
  users: {
    mutate: ['src/users/**/*.ts'],
    tests: [
      'tests/unit/password-policy.test.ts',
      'tests/unit/roles.test.ts',
      'tests/unit/login-guard.test.ts',
      'tests/unit/one-login-at-a-time.test.ts',
      'tests/unit/device-cookie.test.ts',
      'tests/int/users.int.spec.ts',
      'tests/int/users-target-database.int.spec.ts',
      'tests/int/access-matrix.int.spec.ts',
      'tests/int/setup-token.int.spec.ts',
      'tests/int/login-limits.int.spec.ts',
      'tests/int/login-sessions.int.spec.ts',
      'tests/int/draft-access.int.spec.ts',
      // The forgot-password endpoint's per-client budget (countPasswordResetRequest).
      'tests/int/password-reset-email.int.spec.ts',
    ],
  },
  // src/jobs in two parts: a static mutant runs all of its batch's tests, and the email tests are the slow ones.
  'jobs-runner': {
    mutate: [
      'src/server/jobs/runner.ts',
      'src/server/jobs/access.ts',
      'src/leads/tasks/removeOrphanAttachments.ts',
    ],
    tests: [
      'tests/unit/jobs-access.test.ts',
      'tests/int/job-runner.int.spec.ts',
      'tests/int/attachments.int.spec.ts',
    ],
  },
  'jobs-email': {
    mutate: [
      'src/leads/tasks/sendLeadEmail.ts',
      'src/email/lease.ts',
      'src/db/email-lease.ts',
      'src/leads/email/email-ref.ts',
    ],
    tests: [
      'tests/int/job-runner.int.spec.ts',
      'tests/int/lead-email-claim.int.spec.ts',
      'tests/int/lead-email-failure.int.spec.ts',
      'tests/int/lead-email-lease.int.spec.ts',
      'tests/int/lead-email-once.int.spec.ts',
      'tests/int/lead-email-outage.int.spec.ts',
      'tests/int/lead-email-smtp-stall.int.spec.ts',
      'tests/int/lead-email-task.int.spec.ts',
      // The claim serves the review request too.
      'tests/int/review-requests.int.spec.ts',
    ],
  },
  // src/leads in three parts, each small enough for one run.
  'leads-guards': {
    mutate: [
      // The counters and the client key the anonymous endpoints' limits use (the login limits share them).
      'src/server/rate-limit/**/*.ts',
      'src/server/peer-address.ts',
      'src/leads/intake/confirmation-limit.ts',
      'src/leads/admin/csv.ts',
      'src/leads/admin/export.ts',
      'src/leads/email/site-contact.ts',
      'src/leads/intake/source.ts',
      'src/leads/form/source.ts',
    ],
    tests: [
      'tests/unit/csv.test.ts',
      'tests/unit/csv-edge.test.ts',
      'tests/unit/lead-guards.test.ts',
      'tests/unit/lead-source.test.ts',
      'tests/unit/browser-source.test.ts',
      'tests/unit/client-address.test.ts',
      'tests/unit/peer-address.test.ts',
      'tests/unit/rate-limit-retry.test.ts',
      'tests/int/confirmation-limit.int.spec.ts',
      'tests/int/lead-export.int.spec.ts',
      'tests/int/site-contact.int.spec.ts',
      'tests/int/attachments-rate-limit.int.spec.ts',
      'tests/int/lead-inbox.int.spec.ts',
      'tests/int/lead-intake.int.spec.ts',
      'tests/int/lead-rate-limit-redis.int.spec.ts',
      'tests/int/lead-rate-limit.int.spec.ts',
      'tests/int/lead-email-once.int.spec.ts',
      'tests/int/login-limits.int.spec.ts',
    ],
  },
  'leads-attachments': {
    mutate: [
      'src/leads/attachments.ts',
      'src/leads/intake/attachments/**/*.ts',
      'src/leads/form/attachments.ts',
      'src/leads/admin/attachments-directory.ts',
    ],
    tests: [
      'tests/unit/attachments.test.ts',
      'tests/unit/body-limit.test.ts',
      'tests/int/attachments.int.spec.ts',
      'tests/int/attachments-rate-limit.int.spec.ts',
      'tests/int/lead-hygiene.int.spec.ts',
      'tests/int/lead-intake-rollback.int.spec.ts',
    ],
  },
  // The body caps of the server entry, before Next: a real HTTP server and raw sockets in one unit test file.
  // The production build's caps under load are the end-to-end abuse suite's, which Stryker cannot run.
  'server-body-limit': {
    mutate: ['src/server/body-limit.ts'],
    tests: ['tests/unit/body-limit.test.ts'],
  },
  // The forms' rules: every mutant is static (a zod schema or an option list built at load), so each runs the
  // whole batch; unit tests alone keep that to seconds.
  'leads-forms': {
    mutate: [
      'src/leads/schema.ts',
      'src/leads/options.ts',
      'src/leads/email-address.ts',
      'src/lib/api.ts',
    ],
    tests: [
      'tests/unit/lead-schema.test.ts',
      'tests/unit/lead-guards.test.ts',
      'tests/unit/email-address.test.ts',
      'tests/unit/server-field-errors.test.ts',
      'tests/unit/api.test.ts',
    ],
  },
  // The emails' text, the lead kinds' tables they read and the inbox hooks are pure functions: their unit tests check every line.
  'leads-emails': {
    mutate: [
      'src/leads/email/templates.ts',
      'src/leads/kinds/**/*.ts',
      'src/leads/admin/hooks/**/*.ts',
    ],
    tests: [
      'tests/unit/lead-emails.test.ts',
      'tests/unit/lead-kinds.test.ts',
      'tests/unit/lead-hooks.test.ts',
      'tests/unit/lead-guards.test.ts',
    ],
  },
  'leads-intake': {
    mutate: [
      'src/leads/intake/index.ts',
      'src/leads/intake/store.ts',
      'src/leads/intake/submission.ts',
      'src/server/http/**/*.ts',
      'src/db/leads.ts',
    ],
    tests: [
      'tests/unit/lead-guards.test.ts',
      'tests/unit/lead-endpoints.test.ts',
      'tests/unit/field-errors.test.ts',
      'tests/unit/health-token.test.ts',
      'tests/unit/jobs-access.test.ts',
      'tests/int/attachments.int.spec.ts',
      'tests/int/confirmation-limit.int.spec.ts',
      'tests/int/lead-email-failure.int.spec.ts',
      'tests/int/lead-email-once.int.spec.ts',
      'tests/int/lead-email-outage.int.spec.ts',
      'tests/int/lead-email-task.int.spec.ts',
      'tests/int/lead-hygiene.int.spec.ts',
      'tests/int/lead-inbox.int.spec.ts',
      'tests/int/lead-intake-rollback.int.spec.ts',
      'tests/int/lead-intake.int.spec.ts',
      'tests/int/lead-rate-limit.int.spec.ts',
      'tests/int/lead-retried-submit.int.spec.ts',
    ],
  },
  // The server entry's steps, each on a real HTTP server in the test process. main.ts and start.ts start Next
  // and Payload when imported, so only the e2e suite (graceful-shutdown, security-headers) runs them.
  server: {
    mutate: [
      'src/server/undecodable-path.ts',
      'src/server/shutdown.ts',
      'src/server/http/cache-control.mjs',
      'src/server/security-headers.mjs',
    ],
    tests: [
      'tests/unit/undecodable-path.test.ts',
      'tests/unit/shutdown.test.ts',
      'tests/unit/security-headers.test.ts',
      'tests/unit/body-limit.test.ts',
    ],
  },
  // The lead collections' field definitions and access: static, so each mutant runs every test listed here.
  // Their schema (index, unique, required, defaults, options) is checked against the committed migrations,
  // their admin presentation against what staff see, their custom components against the import map.
  'leads-fields': {
    mutate: ['src/leads/admin/fields.ts', 'src/leads/admin/workflow.ts', 'src/leads/constants.ts'],
    tests: [
      'tests/int/access-matrix.int.spec.ts',
      'tests/int/admin-import-map.int.spec.ts',
      'tests/int/lead-admin.int.spec.ts',
      'tests/int/lead-email-rule.int.spec.ts',
      'tests/int/lead-inbox.int.spec.ts',
      'tests/int/lead-intake.int.spec.ts',
      'tests/int/migrations.int.spec.ts',
    ],
  },
  // The public pages' content: the reads, the cache tags, the shared pages in Redis, the start's check of the
  // caches and the one revalidate a save calls. Left out: the two files that are Next's side alone, which only
  // a running Next server can call (unstable_cache and the preview's draft mode in queries.ts; revalidateTag
  // and revalidatePath in a request's work store in revalidate.ts). The end-to-end suite covers them on the
  // build: preview.e2e (a preview's drafts, a visitor's published page), content-history.e2e and packages.e2e
  // (a published edit shows at the next page view, and again once a render that overlapped it ends).
  content: {
    mutate: ['src/content/**/*.ts', '!src/content/queries.ts'],
    tests: [
      'tests/unit/content-routes.test.ts',
      'tests/unit/page-cache.test.ts',
      'tests/int/content-revalidation.int.spec.ts',
      'tests/int/content-drafts.int.spec.ts',
      'tests/int/content-reads.int.spec.ts',
    ],
  },
  // The dashboard's figures: aggregates in SQL, checked against leads the test stores week by week.
  pipeline: {
    mutate: ['src/leads/admin/pipeline/**/*.ts'],
    tests: ['tests/int/pipeline-statistics.int.spec.ts'],
  },
  // The review loop in two parts. Its links, the form's rules and the emails' text are pure, and most of their
  // mutants static (a schema or a pattern built at load): with unit tests alone each of those runs in seconds,
  // where the integration files take a minute.
  'reviews-links': {
    mutate: ['src/reviews/token.ts', 'src/reviews/schema.ts', 'src/reviews/emails.ts'],
    tests: ['tests/unit/review-link.test.ts', 'tests/unit/review-emails.test.ts'],
  },
  // The rest: the request a won lead gets, the opt-out, the customer's review and the owner's note.
  reviews: {
    mutate: [
      'src/reviews/cancel.ts',
      'src/reviews/constants.ts',
      'src/reviews/customer.ts',
      'src/reviews/intake.ts',
      'src/reviews/opt-out.ts',
      'src/reviews/options.ts',
      'src/reviews/queries.ts',
      'src/reviews/request-field.ts',
      'src/reviews/hooks/**/*.ts',
      'src/reviews/tasks/sendReviewRequest.ts',
      'src/reviews/tasks/notifyReviewReceived.ts',
    ],
    tests: [
      'tests/unit/review-link.test.ts',
      'tests/int/review-requests.int.spec.ts',
      'tests/int/review-submission.int.spec.ts',
      'tests/int/review-links.int.spec.ts',
    ],
  },
  // The Users collection's hooks and endpoints (login limits, device cookie, last owner, setup token, password
  // policy on reset) and the reset email's job; the rules they call are the users batch's.
  'users-hooks': {
    mutate: [
      'src/users/collections/Users/hooks/**/*.ts',
      'src/users/collections/Users/endpoints/**/*.ts',
      'src/users/tasks/sendPasswordReset.ts',
    ],
    tests: [
      'tests/unit/device-cookie.test.ts',
      'tests/int/users.int.spec.ts',
      'tests/int/last-owner.int.spec.ts',
      'tests/int/setup-token.int.spec.ts',
      'tests/int/login-limits.int.spec.ts',
      'tests/int/login-sessions.int.spec.ts',
      'tests/int/password-reset-email.int.spec.ts',
      'tests/int/users-rest.int.spec.ts',
      'tests/int/first-register.int.spec.ts',
    ],
  },
}

/** The batch a Stryker run is for, from MUTATION_BATCH (set by tests/mutation/run.mjs). */
export function currentBatch() {
  const name = process.env.MUTATION_BATCH
  const batch = name && batches[name]
  if (!batch)
    throw new Error(
      `MUTATION_BATCH must be one of ${Object.keys(batches).join(', ')}, not ${JSON.stringify(name)}`,
    )
  return { name, ...batch }
}
