import type { CollectionConfig } from 'payload'

import { isOwner } from '@/users/access/isOwner'
import { isStaffOrOwner } from '@/users/access/isStaffOrOwner'
import { attachmentLimits, attachmentMimeTypes } from '@/leads/attachments'
import { leadAttachmentsDir } from '@/leads/admin/attachments-directory'
import { nobody } from '@/leads/admin/fields'

import { downloadHeaders, downloadUnderOriginalName } from './download'

/**
 * Private: the file route answers only signed-in staff. Stored by the upload endpoint, which checks
 * the content first; nobody creates or edits them through the API.
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
    // Payload checks the bytes again; pre-2007 Office files read as their shared container type,
    // which the upload endpoint has already matched to the extension.
    mimeTypes: [...attachmentMimeTypes, 'application/x-cfb'],
    filesRequiredOnCreate: true,
    handlers: [downloadUnderOriginalName],
    modifyResponseHeaders: downloadHeaders,
    crop: false,
    focalPoint: false,
  },
  fields: [
    {
      name: 'download',
      type: 'ui',
      admin: {
        components: { Field: '@/leads/admin/DownloadAttachmentLink#DownloadAttachmentLink' },
      },
    },
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
