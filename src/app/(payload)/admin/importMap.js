import { UrgencyCell as UrgencyCell_b1de05622b54d967b4d9e28d1a7dfff8 } from '@/components/admin/UrgencyCell'
import { UtmParametersField as UtmParametersField_0cdaaf0a7781ecefe3dc696109ca1aeb } from '@/components/admin/UtmParametersField'
import { EmailStateCell as EmailStateCell_9cebf31da4af5871cc9e5d515b7cfb8b } from '@/components/admin/EmailStateCell'
import { ExportCsvButton as ExportCsvButton_5834e0f6932bee4967ac4d159558d270 } from '@/components/admin/ExportCsvButton'
import { SiteHealthBanner as SiteHealthBanner_ca280aec1aeba5e4c31e3d9945d36770 } from '@/components/admin/site-health/SiteHealthBanner'
import { LeadRemindersBanner as LeadRemindersBanner_05e610c4af978426fe6b98692c9d6c98 } from '@/components/admin/lead-reminders/LeadRemindersBanner'
import { AdminIcon as AdminIcon_d500ae2ad98a0a33d640ae0ac1a3417c } from '@/components/admin/AdminIcon'
import { AdminLogo as AdminLogo_b80a86fce1072afc84cd6a430a965697 } from '@/components/admin/AdminLogo'
import { NewLeadsSummary as NewLeadsSummary_57e4c9b6147a1eb997153fd212f4e6e6 } from '@/components/admin/NewLeadsSummary'
import { PipelineDashboard as PipelineDashboard_836b844dab5cbaa987468dd7c8a24d75 } from '@/components/admin/pipeline/PipelineDashboard'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { SiteHealthView as SiteHealthView_441f2cd6ec1782ad54290a6dcd018b1f } from '@/components/admin/site-health/SiteHealthView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@/components/admin/UrgencyCell#UrgencyCell": UrgencyCell_b1de05622b54d967b4d9e28d1a7dfff8,
  "@/components/admin/UtmParametersField#UtmParametersField": UtmParametersField_0cdaaf0a7781ecefe3dc696109ca1aeb,
  "@/components/admin/EmailStateCell#EmailStateCell": EmailStateCell_9cebf31da4af5871cc9e5d515b7cfb8b,
  "@/components/admin/ExportCsvButton#ExportCsvButton": ExportCsvButton_5834e0f6932bee4967ac4d159558d270,
  "@/components/admin/site-health/SiteHealthBanner#SiteHealthBanner": SiteHealthBanner_ca280aec1aeba5e4c31e3d9945d36770,
  "@/components/admin/lead-reminders/LeadRemindersBanner#LeadRemindersBanner": LeadRemindersBanner_05e610c4af978426fe6b98692c9d6c98,
  "@/components/admin/AdminIcon#AdminIcon": AdminIcon_d500ae2ad98a0a33d640ae0ac1a3417c,
  "@/components/admin/AdminLogo#AdminLogo": AdminLogo_b80a86fce1072afc84cd6a430a965697,
  "@/components/admin/NewLeadsSummary#NewLeadsSummary": NewLeadsSummary_57e4c9b6147a1eb997153fd212f4e6e6,
  "@/components/admin/pipeline/PipelineDashboard#PipelineDashboard": PipelineDashboard_836b844dab5cbaa987468dd7c8a24d75,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@/components/admin/site-health/SiteHealthView#SiteHealthView": SiteHealthView_441f2cd6ec1782ad54290a6dcd018b1f,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
