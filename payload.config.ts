import { postgresAdapter } from '@payloadcms/db-postgres'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig } from 'payload'

import { migrations } from './migrations'
import { ContactSubmissions } from './src/collections/ContactSubmissions'
import { LeadAttachments } from './src/collections/LeadAttachments'
import { leadAttachmentStorage } from './src/collections/LeadAttachments/storage'
import { Locations } from './src/collections/Locations'
import { PackagePurchases } from './src/collections/PackagePurchases'
import { Packages } from './src/collections/Packages'
import { Reviews } from './src/collections/Reviews'
import { Services } from './src/collections/Services'
import { SiteHealthChecks } from './src/collections/SiteHealthChecks'
import { SiteNotices } from './src/collections/SiteNotices'
import { SiteVisits } from './src/collections/SiteVisits'
import { Users } from './src/collections/Users'
import { serverEnv } from './src/config/env'
import { malformedQuery, refuseClientErrors } from './src/db/client-errors'
import { databaseUri } from './src/db/connection'
import { databasePoolOptions, keepPoolAlive } from './src/db/pool'
import { emailAdapter } from './src/email/adapter'
import { AppDevelopmentPage } from './src/globals/AppDevelopmentPage'
import { BackupStatus } from './src/globals/BackupStatus'
import { Footer } from './src/globals/Footer'
import { FormCopy } from './src/globals/FormCopy'
import { Header } from './src/globals/Header'
import { HomePage } from './src/globals/HomePage'
import { PrivacyNote } from './src/globals/PrivacyNote'
import { ReviewCopy } from './src/globals/ReviewCopy'
import { SharedSections } from './src/globals/SharedSections'
import { SiteSettings } from './src/globals/SiteSettings'
import { WebsiteDesignPage } from './src/globals/WebsiteDesignPage'
import { canRunJobs } from './src/jobs/access'
import { checkSiteHealth } from './src/jobs/checkSiteHealth'
import { notifyReviewReceived } from './src/jobs/notifyReviewReceived'
import { removeOldVisits } from './src/jobs/removeOldVisits'
import { removeOrphanAttachments } from './src/jobs/removeOrphanAttachments'
import { queueLeadReminders } from './src/jobs/queueLeadReminders'
import { sendLeadEmail } from './src/jobs/sendLeadEmail'
import { sendLeadReminder } from './src/jobs/sendLeadReminder'
import { sendNotice } from './src/jobs/sendNotice'
import { queueWeeklySummaries } from './src/jobs/queueWeeklySummaries'
import { sendPasswordReset } from './src/jobs/sendPasswordReset'
import { sendReviewRequest } from './src/jobs/sendReviewRequest'
import { seedIfEmpty } from './src/seed'
import { siteHealthViewPath } from './src/site-health/constants'
import { nullFieldValues } from './src/collections/nullFieldValues'
import { siteIcons } from './src/seo/icons'
import { loginRefusedName } from './src/users/login-guard'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const env = serverEnv()

export default buildConfig({
  admin: {
    user: Users.slug,
    importMap: { baseDir: path.resolve(dirname, 'src') },
    components: {
      header: [
        '@/components/admin/site-health/SiteHealthBanner#SiteHealthBanner',
        '@/components/admin/lead-reminders/LeadRemindersBanner#LeadRemindersBanner',
      ],
      views: {
        siteHealth: {
          Component: '@/components/admin/site-health/SiteHealthView#SiteHealthView',
          path: siteHealthViewPath,
        },
      },
      beforeDashboard: [
        '@/components/admin/NewLeadsSummary#NewLeadsSummary',
        '@/components/admin/pipeline/PipelineDashboard#PipelineDashboard',
      ],
      graphics: {
        Logo: '@/components/admin/AdminLogo#AdminLogo',
        Icon: '@/components/admin/AdminIcon#AdminIcon',
      },
    },
    // Payload's default avatar is fetched from gravatar.com, which the content security policy blocks.
    avatar: 'default',
    meta: {
      titleSuffix: '- Nature Coast Tech',
      ...siteIcons,
    },
  },
  collections: [
    Users,
    Services,
    Packages,
    Reviews,
    Locations,
    ContactSubmissions,
    LeadAttachments,
    PackagePurchases,
    SiteNotices,
    SiteHealthChecks,
    SiteVisits,
  ],
  globals: [
    SiteSettings,
    Header,
    Footer,
    SharedSections,
    FormCopy,
    ReviewCopy,
    HomePage,
    WebsiteDesignPage,
    AppDevelopmentPage,
    PrivacyNote,
    BackupStatus,
  ],
  // Nothing uses GraphQL (the site and the admin read and write through REST): off, so nobody can send one
  // request that does the work of hundreds.
  graphQL: { disable: true },
  // A failed or refused login, or a refused reset, is one warning line from the Users collection, not an error
  // with a stack. LoginRefused sets its name itself; Payload types only its own names but looks them up at run time.
  // A query on a path that cannot be queried, a value the database refuses (src/db/client-errors.ts) and a
  // `where` that is no JSON are the client's mistakes, answered 400: one info line, as Payload logs its other
  // refusals (ValidationError, NotFound, Forbidden).
  loggingLevels: {
    AuthenticationError: false,
    [loginRefusedName as 'APIError']: false,
    QueryError: 'info',
    ...({ RefusedByDatabase: 'info', SyntaxError: 'info' } as const),
  },
  hooks: { afterError: [malformedQuery] },
  onInit: async (payload) => {
    keepPoolAlive(payload)
    await seedIfEmpty(payload)
  },
  secret: env.PAYLOAD_SECRET,
  // Left unset locally so the admin works on whichever host name it is opened with.
  serverURL: env.SITE_URL,
  db: refuseClientErrors(
    postgresAdapter({
      pool: databasePoolOptions(databaseUri(env)),
      idType: 'uuid',
      // Development pushes the schema into its own database; everything else runs the committed migrations.
      push: env.NODE_ENV === 'development' || process.env.PAYLOAD_TEST_PUSH === 'true',
      migrationDir: path.resolve(dirname, 'migrations'),
      prodMigrations: migrations,
    }),
  ),
  email: emailAdapter(env),
  jobs: {
    tasks: [
      sendLeadEmail,
      sendReviewRequest,
      notifyReviewReceived,
      removeOrphanAttachments,
      sendPasswordReset,
      sendNotice,
      checkSiteHealth,
      queueLeadReminders,
      sendLeadReminder,
      queueWeeklySummaries,
      removeOldVisits,
    ],
    // Run by src/jobs/runner.ts (started in src/server/start.ts when JOBS_AUTORUN), not by Payload's cron autoRun.
    access: { run: canRunJobs(env.JOBS_RUN_SECRET) },
  },
  // nullFieldValues: `null` for a list, a group or `createdAt` is handled before Payload throws on it (a 500).
  plugins: [leadAttachmentStorage(env), nullFieldValues],
  bin: [
    // Replaces Payload's own jobs:run with the server's runner, which is safe beside a running server.
    { key: 'jobs:run', scriptPath: path.resolve(dirname, 'src/jobs/run.script.ts') },
    {
      key: 'attachments:clean',
      scriptPath: path.resolve(dirname, 'src/jobs/removeOrphanAttachments.script.ts'),
    },
  ],
  // Payload spawns `payload generate:types` at every start outside production: in tests and scripts that is a
  // second process per start, writing a committed file. Development keeps it; `npm run generate:types` too.
  typescript: {
    outputFile: path.resolve(dirname, 'src/payload-types.ts'),
    autoGenerate: env.NODE_ENV === 'development',
  },
  telemetry: false,
})
