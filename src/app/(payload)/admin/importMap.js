import { PasswordChoice as PasswordChoice_ddfd8699e32b1b09f985962727e20297 } from '@/users/admin/PasswordChoice'
import { FormattedCell as FormattedCell_e6da3d2d80a15d651f16b2b729e7504f } from '@/components/admin/FormattedCell'
import { LeadSummary as LeadSummary_3fa1894c97b2118594f9294439e3bcc5 } from '@/leads/admin/LeadSummary'
import { UrgencyCell as UrgencyCell_dc554476bec1a139d81a494f9828d6bd } from '@/leads/admin/UrgencyCell'
import { UtmParametersField as UtmParametersField_bc85d3b32c117bb7f273ad71726ef448 } from '@/leads/admin/UtmParametersField'
import { StatusHistoryRowLabel as StatusHistoryRowLabel_86d77604c20111522c727d571329792c } from '@/leads/admin/StatusHistoryRowLabel'
import { EmailStateCell as EmailStateCell_7b5de7cbe05f03ce5b3fbd12b1e40c98 } from '@/leads/admin/EmailStateCell'
import { ReviewRequestSchedule as ReviewRequestSchedule_b99b088518596505c359c3918ce77cb2 } from '@/reviews/admin/ReviewRequestSchedule'
import { ReceivedCell as ReceivedCell_72bce7bff184265125f1119a4df5d08e } from '@/leads/admin/ReceivedCell'
import { ExportCsvButton as ExportCsvButton_60890b922572d681a62bcd716083d6c4 } from '@/leads/admin/ExportCsvButton'
import { DownloadAttachmentLink as DownloadAttachmentLink_79f531a04c44b6ad4fc95cbf546c5afe } from '@/leads/admin/DownloadAttachmentLink'
import { SiteHealthBanner as SiteHealthBanner_1be88758644535bd5d33c6040fa25a18 } from '@/site-health/admin/SiteHealthLinks'
import { LeadRemindersBanner as LeadRemindersBanner_6f653b0f2a1016b7bfbd9a88cb18bc82 } from '@/leads/reminders/LeadRemindersBanner'
import { LogoMark as LogoMark_2b7e2e151f989fb419ce3009e56b903e } from '@/components/Logo'
import { AdminLogo as AdminLogo_b80a86fce1072afc84cd6a430a965697 } from '@/components/admin/AdminLogo'
import { SiteHealthNavLink as SiteHealthNavLink_1be88758644535bd5d33c6040fa25a18 } from '@/site-health/admin/SiteHealthLinks'
import { SiteHealthSummary as SiteHealthSummary_1be88758644535bd5d33c6040fa25a18 } from '@/site-health/admin/SiteHealthLinks'
import { NewLeadsSummary as NewLeadsSummary_bf5d215d62bb7c20519a3c9b2fd6329f } from '@/leads/admin/NewLeadsSummary'
import { PipelineDashboard as PipelineDashboard_b12245304b098029d3db7d85fe85c85e } from '@/leads/admin/pipeline/PipelineDashboard'
import { OpenNavBesideThePage as OpenNavBesideThePage_1020b2df2f198a2acf10ef783ab96d5c } from '@/components/admin/OpenNavBesideThePage'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { SiteHealthView as SiteHealthView_1c8404ada2de11d1dda88edb2d937dbd } from '@/site-health/admin/SiteHealthView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@/users/admin/PasswordChoice#PasswordChoice": PasswordChoice_ddfd8699e32b1b09f985962727e20297,
  "@/components/admin/FormattedCell#FormattedCell": FormattedCell_e6da3d2d80a15d651f16b2b729e7504f,
  "@/leads/admin/LeadSummary#LeadSummary": LeadSummary_3fa1894c97b2118594f9294439e3bcc5,
  "@/leads/admin/UrgencyCell#UrgencyCell": UrgencyCell_dc554476bec1a139d81a494f9828d6bd,
  "@/leads/admin/UtmParametersField#UtmParametersField": UtmParametersField_bc85d3b32c117bb7f273ad71726ef448,
  "@/leads/admin/StatusHistoryRowLabel#StatusHistoryRowLabel": StatusHistoryRowLabel_86d77604c20111522c727d571329792c,
  "@/leads/admin/EmailStateCell#EmailStateCell": EmailStateCell_7b5de7cbe05f03ce5b3fbd12b1e40c98,
  "@/reviews/admin/ReviewRequestSchedule#ReviewRequestSchedule": ReviewRequestSchedule_b99b088518596505c359c3918ce77cb2,
  "@/leads/admin/ReceivedCell#ReceivedCell": ReceivedCell_72bce7bff184265125f1119a4df5d08e,
  "@/leads/admin/ExportCsvButton#ExportCsvButton": ExportCsvButton_60890b922572d681a62bcd716083d6c4,
  "@/leads/admin/DownloadAttachmentLink#DownloadAttachmentLink": DownloadAttachmentLink_79f531a04c44b6ad4fc95cbf546c5afe,
  "@/site-health/admin/SiteHealthLinks#SiteHealthBanner": SiteHealthBanner_1be88758644535bd5d33c6040fa25a18,
  "@/leads/reminders/LeadRemindersBanner#LeadRemindersBanner": LeadRemindersBanner_6f653b0f2a1016b7bfbd9a88cb18bc82,
  "@/components/Logo#LogoMark": LogoMark_2b7e2e151f989fb419ce3009e56b903e,
  "@/components/admin/AdminLogo#AdminLogo": AdminLogo_b80a86fce1072afc84cd6a430a965697,
  "@/site-health/admin/SiteHealthLinks#SiteHealthNavLink": SiteHealthNavLink_1be88758644535bd5d33c6040fa25a18,
  "@/site-health/admin/SiteHealthLinks#SiteHealthSummary": SiteHealthSummary_1be88758644535bd5d33c6040fa25a18,
  "@/leads/admin/NewLeadsSummary#NewLeadsSummary": NewLeadsSummary_bf5d215d62bb7c20519a3c9b2fd6329f,
  "@/leads/admin/pipeline/PipelineDashboard#PipelineDashboard": PipelineDashboard_b12245304b098029d3db7d85fe85c85e,
  "@/components/admin/OpenNavBesideThePage#OpenNavBesideThePage": OpenNavBesideThePage_1020b2df2f198a2acf10ef783ab96d5c,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@/site-health/admin/SiteHealthView#SiteHealthView": SiteHealthView_1c8404ada2de11d1dda88edb2d937dbd,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
