import type { ArrayField, Field, GlobalConfig, GroupField, TextareaField, TextField } from 'payload'

import { isOwner } from '@/users/access/isOwner'
import { isStaffOrOwner } from '@/users/access/isStaffOrOwner'
import { publishedOrSignedIn } from '@/users/access/publishedOrSignedIn'
import { contentEditing } from '@/content/versions'
import { revalidateGlobalContent } from '@/content/revalidateContent'
import { iconOptions } from '@/lib/icon-names'

export const contentGlobal = (slug: string, { livePreview = false } = {}) => {
  const { versions, ...preview } = contentEditing(slug, livePreview)
  return {
    access: { read: publishedOrSignedIn, readVersions: isStaffOrOwner, update: isOwner },
    admin: { group: 'Pages and settings', ...preview },
    versions,
    hooks: { afterChange: [revalidateGlobalContent] },
  } satisfies Partial<GlobalConfig>
}

/** Field names read as labels ("Cta Label") mean nothing to the owner; these say what they are. */
const plainWords: Record<string, { label: string; description?: string }> = {
  eyebrow: {
    label: 'Small heading above the title',
    description: 'A few words shown in small letters over the main heading.',
  },
  ctaLabel: { label: 'Button text', description: 'The words on the section’s main button.' },
  buttonLabel: { label: 'Button text' },
  learnMoreLabel: { label: 'Text of each "learn more" link' },
  intro: { label: 'Introduction', description: 'Optional: a sentence or two under the heading.' },
  href: { label: 'Link address' },
}

export const text = (
  name: string,
  options: { multiline?: boolean; required?: boolean; description?: string; label?: string } = {},
): TextField | TextareaField => {
  const base = {
    name,
    label: options.label ?? plainWords[name]?.label,
    required: options.required ?? true,
    admin: { description: options.description ?? plainWords[name]?.description },
  }
  return options.multiline ? { ...base, type: 'textarea' } : { ...base, type: 'text' }
}

export const group = (name: string, fields: Field[], label?: string): GroupField => ({
  name,
  type: 'group',
  label,
  fields,
})

export const sectionHeading = (): Field[] => [
  text('heading'),
  text('intro', { multiline: true, required: false }),
]

export const cards = (
  name: string,
  options: { icon?: boolean; description?: boolean } = {},
): ArrayField => ({
  name,
  type: 'array',
  required: true,
  minRows: 1,
  fields: [
    ...(options.icon
      ? [{ name: 'icon', type: 'select', required: true, options: iconOptions } satisfies Field]
      : []),
    text('title'),
    ...(options.description === false ? [] : [text('description', { multiline: true })]),
  ],
})

/** A link an editor controls: "/website-design", "/#services" or "#contact". */
export const links = (name: string): ArrayField => ({
  name,
  type: 'array',
  required: true,
  minRows: 1,
  fields: [
    {
      type: 'row',
      fields: [
        text('label'),
        text('href', { description: 'A path such as /website-design or /#services' }),
      ],
    },
  ],
})

export const copyTexts = (
  defaults: Record<string, string>,
  describe: (name: string, defaultValue: string) => string | undefined,
): TextField[] =>
  Object.entries(defaults).map(([name, defaultValue]) => ({
    name,
    type: 'text',
    required: true,
    defaultValue,
    admin: { description: describe(name, defaultValue) },
  }))

/** An empty field falls back to the page's own heading and text. */
export const seoGroup = (): GroupField => ({
  name: 'seo',
  type: 'group',
  label: 'SEO',
  admin: {
    description:
      'What search results and shared links show. Leave empty to use the hero heading and text.',
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      maxLength: 70,
      admin: { description: 'The whole title, about 50-60 characters.' },
    },
    {
      name: 'description',
      type: 'textarea',
      maxLength: 200,
      admin: { description: 'About 120-160 characters.' },
    },
    {
      name: 'image',
      type: 'text',
      admin: {
        description:
          'Share image: a path on this site such as /og-image.png or a full URL, 1200x630. Empty uses the site default.',
      },
    },
  ],
})
