import type { CollectionConfig, FieldAccess } from 'payload'

import { isOwner } from '@/users/access/isOwner'
import { deliveryFields } from '@/email/delivery-fields'
import { deliveryStatusOptions } from '@/leads/options'
import { noticeDeliveryField, siteNoticesCollection } from '@/notices/constants'

import { queueNoticeEmail } from './hooks/queueNoticeEmail'

const nobody: FieldAccess = () => false

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
    {
      name: 'key',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { readOnly: true },
    },
    { name: 'to', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'subject', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'text', type: 'textarea', required: true, admin: { readOnly: true } },
    { name: 'html', type: 'textarea', required: true, admin: { readOnly: true, hidden: true } },
    {
      name: noticeDeliveryField,
      label: 'Delivery',
      type: 'group',
      access: { create: nobody, update: nobody },
      admin: { position: 'sidebar', readOnly: true },
      // The lead emails' delivery columns, so the same claim sends it.
      fields: [
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'queued',
          options: deliveryStatusOptions.map(({ value, label }) => ({ value, label })),
        },
        ...deliveryFields,
      ],
    },
  ],
}
