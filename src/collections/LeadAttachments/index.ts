import type { CollectionConfig } from 'payload'

import { isOwner } from '@/access/isOwner'
import { isStaffOrOwner } from '@/access/isStaffOrOwner'
import { attachmentLimits, attachmentMimeTypes } from '@/leads/attachments'
import { leadAttachmentsDir } from '@/leads/admin/attachments-directory'
import { personalCacheControl } from '@/http/cache-control.mjs'

const nobody = () => false

/**
 * Files sent with a service request. Private: no public URL; the file route (/api/lead-attachments/file/...)
 * answers only signed-in staff and the owner. Stored by POST /api/contact/attachments, which checks the
 * content first, and attached to a lead by the intake; nobody creates or edits them through the API.
 */
export const LeadAttachments: CollectionConfig<'lead-attachments'> = {
  slug: 'lead-attachments',
  labels: { singular: 'Attachment', plural: 'Attachments' },
  admin: {
    useAsTitle: 'originalName',
    defaultColumns: ['originalName', 'mimeType', 'filesize', 'lead', 'createdAt'],
    group: 'Leads',
  },
  defaultSort: '-createdAt',
  access: {
    create: nobody,
    read: isStaffOrOwner,
    update: nobody,
    delete: isOwner,
  },
  upload: {
    staticDir: leadAttachmentsDir(),
    // Payload checks the bytes again on create; the pre-2007 Office formats are detected as their shared
    // container type, which the upload endpoint has already matched to the extension.
    mimeTypes: [...attachmentMimeTypes, 'application/x-cfb'],
    filesRequiredOnCreate: true,
    // A visitor's file is saved, never shown in a tab of the site where staff are signed in to the admin,
    // and never kept by a cache on the way. Payload's file route and the S3 storage's handler both pass
    // their headers through this.
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Content-Disposition', 'attachment')
      headers.set('Cache-Control', personalCacheControl)
      return headers
    },
    crop: false,
    focalPoint: false,
  },
  fields: [
    {
      name: 'originalName',
      label: 'File name as sent',
      type: 'text',
      required: true,
      maxLength: attachmentLimits.nameLength,
      admin: { readOnly: true },
    },
    {
      name: 'lead',
      type: 'relationship',
      relationTo: 'contact-submissions',
      index: true,
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: 'Empty until the request it was sent with is stored.',
      },
    },
  ],
}
