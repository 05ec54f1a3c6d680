import { postgresAdapter } from '@payloadcms/db-postgres'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig } from 'payload'

import { migrations } from './migrations'
import { ContactSubmissions } from './src/leads/collections/ContactSubmissions'
import { LeadAttachments } from './src/leads/collections/LeadAttachments'
import { leadAttachmentStorage } from './src/leads/collections/LeadAttachments/storage'
import { Locations } from './src/content/collections/Locations'
import { PackagePurchases } from './src/leads/collections/PackagePurchases'
import { Packages } from './src/content/collections/Packages'
import { Reviews } from './src/reviews/collections/Reviews'
import { Services } from './src/content/collections/Services'
import { SiteHealthChecks } from './src/site-health/collections/SiteHealthChecks'
import { SiteNotices } from './src/notices/collections/SiteNotices'
import { SiteVisits } from './src/visits/collections/SiteVisits'
import { Users } from './src/users/collections/Users'
import { serverEnv } from './src/config/env'
import { malformedQuery, refuseClientErrors } from './src/db/client-errors'
import { answerFieldErrors } from './src/server/http/field-errors'
import { databaseUri } from './src/db/connection'
import { databasePoolOptions, keepPoolAlive } from './src/db/pool'
import { emailAdapter } from './src/email/adapter'
import { AppDevelopmentPage } from './src/content/globals/AppDevelopmentPage'
import { BackupStatus } from './src/backup/globals/BackupStatus'
import { Footer } from './src/content/globals/Footer'
import { FormCopy } from './src/content/globals/FormCopy'
import { Header } from './src/content/globals/Header'
import { HomePage } from './src/content/globals/HomePage'
import { PrivacyNote } from './src/content/globals/PrivacyNote'
import { ReviewCopy } from './src/reviews/globals/ReviewCopy'
import { SharedSections } from './src/content/globals/SharedSections'
import { SiteSettings } from './src/content/globals/SiteSettings'
import { WebsiteDesignPage } from './src/content/globals/WebsiteDesignPage'
import { canRunJobs } from './src/server/jobs/access'
import { checkSiteHealth } from './src/site-health/tasks/checkSiteHealth'
import { notifyReviewReceived } from './src/reviews/tasks/notifyReviewReceived'
import { removeOldVisits } from './src/visits/tasks/removeOldVisits'
import { removeOrphanAttachments } from './src/leads/tasks/removeOrphanAttachments'
import { queueLeadReminders } from './src/leads/tasks/queueLeadReminders'
import { sendLeadEmail } from './src/leads/tasks/sendLeadEmail'
import { sendLeadReminder } from './src/leads/tasks/sendLeadReminder'
import { sendNotice } from './src/notices/tasks/sendNotice'
import { queueWeeklySummaries } from './src/notices/tasks/queueWeeklySummaries'
import { sendPasswordReset } from './src/users/tasks/sendPasswordReset'
import { sendReviewRequest } from './src/reviews/tasks/sendReviewRequest'
import { seedIfEmpty } from './src/content/seed'
import { siteHealthViewPath } from './src/site-health/constants'
import { nullFieldValues } from './src/db/nullFieldValues'
import { siteIcons } from './src/content/seo/icons'
import { loginRefusedName } from './src/users/login-guard'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const env = serverEnv()

export default buildConfig({
  admin: {
    user: Users.slug,
    importMap: { baseDir: path.resolve(dirname, 'src') },
    components: {
      header: [
        '@/site-health/admin/SiteHealthLinks#SiteHealthBanner',
        '@/leads/reminders/LeadRemindersBanner#LeadRemindersBanner',
      ],
      views: {
        siteHealth: {
          Component: '@/site-health/admin/SiteHealthView#SiteHealthView',
          path: siteHealthViewPath,
        },
      },
      afterNavLinks: ['@/site-health/admin/SiteHealthLinks#SiteHealthNavLink'],
      beforeDashboard: [
        '@/site-health/admin/SiteHealthLinks#SiteHealthSummary',
        '@/leads/admin/NewLeadsSummary#NewLeadsSummary',
        '@/leads/admin/pipeline/PipelineDashboard#PipelineDashboard',
      ],
      providers: ['@/components/admin/OpenNavBesideThePage#OpenNavBesideThePage'],
      graphics: {
        Logo: '@/components/admin/AdminLogo#AdminLogo',
        Icon: { path: '@/components/Logo#LogoMark', clientProps: { size: 24 } },
      },
    },
    // Payload's default avatar comes from gravatar.com, which the content security policy blocks.
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
  // Nothing uses GraphQL (the site and the admin use REST): off, so no one request can do the work
  // of hundreds.
  graphQL: { disable: true },
  // A refused login or reset is one warning line from the Users collection, not a stack; Payload
  // types only its own error names but looks any up at run time. A client's bad query is a 400 with
  // one info line, as Payload logs its other refusals.
  loggingLevels: {
    AuthenticationError: false,
    [loginRefusedName as 'APIError']: false,
    QueryError: 'info',
    ...({ RefusedByDatabase: 'info', SyntaxError: 'info' } as const),
  },
  hooks: { afterError: [malformedQuery, answerFieldErrors] },
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
      // Development pushes the schema into its own database; the rest runs committed migrations.
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
    // Run by src/server/jobs/runner.ts (started when JOBS_AUTORUN), not by Payload's cron autoRun.
    access: { run: canRunJobs(env.JOBS_RUN_SECRET) },
  },
  // nullFieldValues: a `null` list, group or `createdAt` is handled before Payload throws on it.
  plugins: [leadAttachmentStorage(env), nullFieldValues],
  bin: [
    // The server's runner instead of Payload's jobs:run, so it is safe beside a running server.
    { key: 'jobs:run', scriptPath: path.resolve(dirname, 'src/server/jobs/run.script.ts') },
    {
      key: 'attachments:clean',
      scriptPath: path.resolve(dirname, 'src/leads/tasks/removeOrphanAttachments.script.ts'),
    },
  ],
  // Payload spawns `payload generate:types` at every start outside production, a second process
  // writing a committed file; only development keeps it.
  typescript: {
    outputFile: path.resolve(dirname, 'src/payload-types.ts'),
    autoGenerate: env.NODE_ENV === 'development',
  },
  telemetry: false,
})
