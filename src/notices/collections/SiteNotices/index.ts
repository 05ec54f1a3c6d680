import type { CollectionConfig } from 'payload'

import { isOwner } from '@/users/access/isOwner'
import { deliveryStateField } from '@/leads/admin/fields'
import { deliveryStatusOptions } from '@/leads/options'
import { noticeDeliveryField, siteNoticesCollection } from '@/notices/constants'

import { queueNoticeEmail } from './hooks/queueNoticeEmail'

/** Written only through queueNotice; the unique key makes each notice once-only. */
export const SiteNotices: CollectionConfig = {
  slug: siteNoticesCollection,
  labels: { singular: 'Notice to the owner', plural: 'Notices to the owner' },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'createdAt'],
    group: 'Admin',
    description: 'Emails the site sent its owner about itself: alerts, recoveries and summaries.',
  },
  access: {
    create: () => false,
    read: isOwner,
    update: () => false,
    delete: () => false,
  },
  hooks: { afterChange: [queueNoticeEmail] },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, admin: { readOnly: true } },
    { name: 'to', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'subject', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'text', type: 'textarea', required: true, admin: { readOnly: true } },
    { name: 'html', type: 'textarea', required: true, admin: { readOnly: true, hidden: true } },
    deliveryStateField({ name: noticeDeliveryField, label: 'Delivery' }, deliveryStatusOptions),
  ],
}
