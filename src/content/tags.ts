/** The cache tag of one collection's or global's content, shared by the queries and the revalidation hooks. */
export const contentTag = (slug: string) => `content:${slug}`
