import { z } from 'zod';
import { connectionSchema } from '../../core/content/connection-pages.ts';

/**
 * GraphQL document and zod schema of the media releases (public-site §3 media release: id, slug,
 * publicationDate, title, leadText, adhoc flag), in the content service's Hygraph dialect: the model
 * `MediaReleasePage`, its connection `mediaReleasePagesConnection`, `orderBy`, `locales` and `stage`.
 */

/** public-site §3 media release, as received for one language. */
export const mediaReleaseSchema = z.object({
  id: z.string(),
  /** The language the localized fields are in (the first of the requested `locales` the release has). */
  locale: z.string(),
  slug: z.string(),
  /** ISO 8601 date (`2024-05-03`). */
  publicationDate: z.string(),
  title: z.string(),
  leadText: z.string(),
  /** An ad hoc announcement: marked as such. */
  adhoc: z.boolean(),
  /** Rich text as Markdown. */
  body: z.object({ markdown: z.string() }).nullable(),
});
export type MediaRelease = z.infer<typeof mediaReleaseSchema>;

/** Answer of {@link MEDIA_RELEASE_PAGES_QUERY}. */
export const mediaReleasePagesConnectionSchema = z.object({
  mediaReleasePagesConnection: connectionSchema(mediaReleaseSchema),
});

/** Page size when paging through {@link MEDIA_RELEASE_PAGES_QUERY}. */
export const MEDIA_RELEASE_PAGES_PAGE_SIZE = 100;

/** Every media release in one language (with fallbacks), newest first, one Relay page at a time. */
export const MEDIA_RELEASE_PAGES_QUERY = /* GraphQL */ `
  query mediaReleasePagesQuery($locales: [Locale!]!, $stage: Stage!, $first: Int!, $after: String) {
    mediaReleasePagesConnection(
      orderBy: publicationDate_DESC
      locales: $locales
      stage: $stage
      first: $first
      after: $after
    ) {
      pageInfo { hasNextPage endCursor }
      edges { node { id locale slug publicationDate title leadText adhoc body { markdown } } }
    }
  }
`;
