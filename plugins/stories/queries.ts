import { z } from 'zod';
import { connectionSchema } from '../../core/content/connection-pages.ts';
import { PAGE_MODULES_FRAGMENT, pageModuleSchema } from '../../core/model/modules.ts';

/**
 * GraphQL documents and zod schemas of the stories (public-site §3 story: id, slug, publicationDate,
 * title, leadText, storyContacts (id, name, slug, image), image, category), in the content service's
 * Hygraph dialect: the model `StoryPage`, its connection `storyPagesConnection`, `orderBy`, `locales`
 * and `stage`.
 */

/** public-site §3 image: a placeholder is used when the URL is missing or the string 'null'. */
export const imageSchema = z.object({ url: z.string().nullable(), alternativeText: z.string().nullable() });
export type CmsImage = z.infer<typeof imageSchema>;

/** public-site §3 story `storyContacts` entry. */
export const storyContactSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  image: imageSchema.nullable(),
});
export type StoryContact = z.infer<typeof storyContactSchema>;

/** A story category: a stable slug (the filter's value) and its name in the story's language. */
export const storyCategorySchema = z.object({ id: z.string(), slug: z.string(), name: z.string() });
export type StoryCategory = z.infer<typeof storyCategorySchema>;

/** public-site §3 story, as received for one language. */
export const storySchema = z.object({
  id: z.string(),
  /** The language the localized fields are in (the first of the requested `locales` the story has). */
  locale: z.string(),
  slug: z.string(),
  /** ISO 8601 date (`2024-05-03`). */
  publicationDate: z.string(),
  title: z.string(),
  leadText: z.string(),
  image: imageSchema.nullable(),
  category: storyCategorySchema.nullable(),
  storyContacts: z.array(storyContactSchema),
  /** Slugs of the related products in the product-data service. */
  productSlugs: z.array(z.string()),
  /** Rich text as Markdown. */
  body: z.object({ markdown: z.string() }).nullable(),
  /** Content modules after the body (core/model/modules.ts), e.g. the story feedback form. */
  modules: z.array(pageModuleSchema),
});
export type Story = z.infer<typeof storySchema>;

/** Answer of {@link STORY_PAGES_QUERY}. */
export const storyPagesConnectionSchema = z.object({ storyPagesConnection: connectionSchema(storySchema) });

/** Page size when paging through {@link STORY_PAGES_QUERY}. */
export const STORY_PAGES_PAGE_SIZE = 100;

/** Every story in one language (with fallbacks), newest first, one Relay page at a time. */
export const STORY_PAGES_QUERY = /* GraphQL */ `
  query storyPagesQuery($locales: [Locale!]!, $stage: Stage!, $first: Int!, $after: String) {
    storyPagesConnection(
      orderBy: publicationDate_DESC
      locales: $locales
      stage: $stage
      first: $first
      after: $after
    ) {
      pageInfo { hasNextPage endCursor }
      edges {
        node {
          id
          locale
          slug
          publicationDate
          title
          leadText
          image { url alternativeText }
          category { id slug name }
          storyContacts { id name slug image { url alternativeText } }
          productSlugs
          body { markdown }
          ${PAGE_MODULES_FRAGMENT}
        }
      }
    }
  }
`;
