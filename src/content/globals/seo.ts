import type { GroupField } from 'payload'

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
