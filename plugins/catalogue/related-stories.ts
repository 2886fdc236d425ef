import { z } from 'zod';
import { connectionSchema, loadAllConnectionPages } from '../../core/content/connection-pages.ts';
import { newestFirst } from '../../core/content/newest-first.ts';
import { localePreference } from '../../core/graphql/content-request.ts';
import type { ServiceTransport } from '../../core/graphql/service-request.ts';
import { imageSource } from '../../core/media/image-url.ts';
import { isValidStorySlug } from '../../core/routing/slug-segment.ts';

/**
 * A product page's related stories (customer-area §1 "read … related stories", §7 "storyPages related to a
 * product slug"). The catalogue asks the content service itself, with its own document, and
 * links each story at the stories' route `/{locale}/stories/{slug}` (public-site §2): it never imports the
 * stories plugin (plugins import no other plugin). Turn the option `relatedStories` on only on a site
 * that lists the stories plugin, which builds those pages with the same rules: a story is shown in the
 * locales of the language the content service has it in, and only when its slug can be its path
 * (core/routing/slug-segment.ts `isValidStorySlug`).
 */

/** Most related stories a product page lists, newest first. */
export const RELATED_STORIES_LIMIT = 3;

/** The teaser image box of a related story, in px (the story cards' 480 × 270; no spec width). */
export const RELATED_STORY_IMAGE = { width: 480, height: 270 } as const;

/** A story as the product page needs it (public-site §3 story, a subset). */
export const relatedStorySchema = z.object({
  id: z.string(),
  /** The language the localized fields are in. */
  locale: z.string(),
  slug: z.string(),
  publicationDate: z.string(),
  title: z.string(),
  leadText: z.string(),
  image: z.object({ url: z.string().nullable(), alternativeText: z.string().nullable() }).nullable(),
  productSlugs: z.array(z.string()),
});
export type RelatedStory = z.infer<typeof relatedStorySchema>;

const relatedStoryPagesSchema = z.object({ storyPagesConnection: connectionSchema(relatedStorySchema) });

/** Page size when paging through {@link RELATED_STORY_PAGES_QUERY}. */
export const RELATED_STORY_PAGES_PAGE_SIZE = 100;

/** Stories related to any of the product slugs, newest first, in one language (with fallbacks), one Relay page at a time. */
export const RELATED_STORY_PAGES_QUERY = /* GraphQL */ `
  query relatedStoryPagesQuery(
    $productSlugs: [String!]!
    $locales: [Locale!]!
    $stage: Stage!
    $first: Int!
    $after: String
  ) {
    storyPagesConnection(
      where: { productSlugs_contains_some: $productSlugs }
      orderBy: publicationDate_DESC
      locales: $locales
      stage: $stage
      first: $first
      after: $after
    ) {
      pageInfo { hasNextPage endCursor }
      edges { node { id locale slug publicationDate title leadText image { url alternativeText } productSlugs } }
    }
  }
`;

/**
 * `storyPagesConnection` related to the given product slugs, in one language: every published story
 * (following the Relay cursor, core/content/connection-pages.ts) for all of a language's products
 * (`productSlugs_contains_some`, slugs sorted, so the same set is one request), keeping the stories the
 * service has in that language.
 *
 * @returns the stories, newest first.
 * @throws what the transport throws.
 */
export async function loadRelatedStories(input: {
  transport: ServiceTransport;
  language: string;
  productSlugs: readonly string[];
}): Promise<RelatedStory[]> {
  if (input.productSlugs.length === 0) return [];
  const languages = localePreference({ language: input.language });
  const stories = await loadAllConnectionPages({
    transport: input.transport,
    request: {
      service: 'content',
      operationName: 'relatedStoryPagesQuery',
      query: RELATED_STORY_PAGES_QUERY,
      variables: { productSlugs: [...input.productSlugs].sort(), locales: languages, stage: 'PUBLISHED' },
      languages,
      schema: relatedStoryPagesSchema,
    },
    pageSize: RELATED_STORY_PAGES_PAGE_SIZE,
    connection: (answer) => answer.storyPagesConnection,
  });
  return stories.filter((story) => story.locale === input.language);
}

/** A related story as the product page shows it. */
export interface RelatedStoryView {
  title: string;
  leadText: string;
  /** Localized route of the story, `/{locale}/stories/{slug}`. */
  href: string;
  /** Teaser image URL as received (shown {@link RELATED_STORY_IMAGE}); null shows the placeholder. */
  image: string | null;
  imageAlt: string;
}

// Each language's stories are grouped once, however many locales show them.
const grouped = new WeakMap<readonly RelatedStory[], Map<string, RelatedStory[]>>();

/**
 * The stories of a language by related product slug, each list newest first (core/content
 * `newestFirst`, ties by id) and cut to {@link RELATED_STORIES_LIMIT}. Stories whose slug cannot be their
 * path (`isValidStorySlug`: not one segment, or `contacts`) get no page from the stories plugin and are
 * left out, so a product page links no page that was not built. Computed once per list (by identity).
 */
export function storiesByProduct(stories: readonly RelatedStory[]): Map<string, RelatedStory[]> {
  const known = grouped.get(stories);
  if (known) return known;
  const byProduct = new Map<string, RelatedStory[]>();
  for (const story of newestFirst(stories.filter((entry) => isValidStorySlug(entry.slug)))) {
    for (const slug of new Set(story.productSlugs)) {
      const list = byProduct.get(slug) ?? [];
      if (list.length < RELATED_STORIES_LIMIT) list.push(story);
      byProduct.set(slug, list);
    }
  }
  grouped.set(stories, byProduct);
  return byProduct;
}

/**
 * Related stories as shown, linked at `/stories/{slug}` through `href` (the page's localizer).
 *
 * @param input.onImageError receives image URLs off the asset host (used untransformed).
 */
export function relatedStoryViews(input: {
  stories: readonly RelatedStory[];
  href: (route: string) => string;
  onImageError: (message: string) => void;
}): RelatedStoryView[] {
  return input.stories.map((story) => ({
    title: story.title,
    leadText: story.leadText,
    href: input.href(`/stories/${story.slug}`),
    image: imageSource({ url: story.image?.url, onError: input.onImageError }),
    imageAlt: story.image?.alternativeText || story.title,
  }));
}
