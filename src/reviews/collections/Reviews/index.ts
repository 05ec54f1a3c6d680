import { isOwner } from '@/users/access/isOwner'
import { isStaffOrOwner, isStaffOrOwnerField } from '@/users/access/isStaffOrOwner'
import { publishedOrSignedIn } from '@/users/access/publishedOrSignedIn'
import { contentCollection } from '@/content/collections/contentCollection'
import { deliveryStateField, serverOwned } from '@/leads/admin/fields'
import { leadCollections } from '@/leads/constants'
import { deliveryStatusOptions } from '@/leads/options'
import { reviewReceivedEmailField } from '@/reviews/constants'
import { reviewSourceOptions } from '@/reviews/options'

/** Customers' reviews arrive as drafts; only the owner publishes. */
export const Reviews = contentCollection({
  slug: 'reviews',
  livePreview: true,
  admin: {
    useAsTitle: 'reviewerName',
    defaultColumns: [
      'reviewerName',
      'business',
      'town',
      'rating',
      'reviewDate',
      'source',
      '_status',
    ],
  },
  defaultSort: '-reviewDate',
  access: {
    create: isOwner,
    read: publishedOrSignedIn,
    readVersions: isStaffOrOwner,
    update: isOwner,
    delete: isOwner,
  },
  fields: [
    { name: 'reviewerName', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        {
          name: 'business',
          type: 'text',
          admin: { description: 'Shown under the name; the town is shown when it is empty' },
        },
        { name: 'town', type: 'text' },
      ],
    },
    {
      name: 'rating',
      type: 'number',
      required: true,
      min: 1,
      max: 5,
      defaultValue: 5,
      validate: (value: number | null | undefined) =>
        value != null && Number.isInteger(value) && value >= 1 && value <= 5
          ? true
          : 'Enter a whole number from 1 to 5.',
    },
    { name: 'text', type: 'textarea', required: true },
    {
      name: 'reviewDate',
      type: 'date',
      required: true,
      admin: {
        date: { pickerAppearance: 'dayOnly' },
        description: 'Shown on the site relative to today, e.g. "2 weeks ago".',
      },
    },
    {
      name: 'source',
      type: 'select',
      required: true,
      defaultValue: 'owner',
      options: reviewSourceOptions.map(({ value, label }) => ({ value, label })),
      admin: { position: 'sidebar', readOnly: true },
    },
    // Which customer wrote a review is staff's to know: the public reads it without lead and key.
    {
      name: 'lead',
      type: 'relationship',
      relationTo: [...leadCollections],
      access: { read: isStaffOrOwnerField },
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'The won job the customer reviewed',
      },
    },
    // Unique, so a review request gets one review even when two are sent at once.
    {
      name: 'requestKey',
      type: 'text',
      unique: true,
      index: true,
      access: { read: isStaffOrOwnerField },
      admin: { hidden: true, readOnly: true },
    },
    {
      ...deliveryStateField(
        { name: reviewReceivedEmailField, label: "The owner's note", admin: { hidden: true } },
        deliveryStatusOptions,
        false,
      ),
      access: { ...serverOwned, read: isStaffOrOwnerField },
    },
  ],
})
