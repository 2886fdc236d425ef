import { z } from 'zod';
import { PAGE_MODULES_FRAGMENT, pageModuleSchema } from '../../../core/model/modules.ts';
import { parseLocaleSegment } from '../../../core/routing/locale-segment.ts';

/**
 * A page's draft as the editor previews it (public-site §4 content mode "draft content can be requested
 * through a same-origin draft proxy"; customer-area §4 page stage DRAFT): the GraphQL document the
 * island sends to `POST /api/content-proxy`, the answer's schema, and the rules that find the page a
 * typed path names. Pure (no fetch); the content service's page query is core/model/content.ts'
 * `pagesQuery` narrowed to one page.
 */

/** Which page to preview: by id (a navigation item's page) or by its path below the locale. */
export type DraftPageTarget = { pageId: string } | { path: string };

/** The preview's query: one site's pages with an id or slug, in DRAFT, with body and modules. */
export const DRAFT_PAGE_QUERY = /* GraphQL */ `
  query editorDraftPage($where: PageWhereInput!, $locales: [Locale!]!) {
    pagesConnection(where: $where, locales: $locales, stage: DRAFT, first: 20) {
      edges {
        node {
          id
          locale
          title
          slug
          isPublished
          updatedAt
          parent { slug parent { slug parent { slug } } }
          body { markdown }
          ${PAGE_MODULES_FRAGMENT}
        }
      }
    }
  }
`;

const parentSchema = z
  .object({
    slug: z.string(),
    parent: z.object({ slug: z.string(), parent: z.object({ slug: z.string() }).nullable() }).nullable(),
  })
  .nullable();

/** One page of the answer. */
export const draftPageSchema = z.object({
  id: z.string(),
  locale: z.string(),
  title: z.string(),
  slug: z.string(),
  isPublished: z.boolean(),
  updatedAt: z.string().nullish(),
  parent: parentSchema,
  body: z.object({ markdown: z.string() }).nullable(),
  modules: z.array(pageModuleSchema),
});
export type DraftPage = z.infer<typeof draftPageSchema>;

/** The answer of {@link DRAFT_PAGE_QUERY}, as the proxy forwards it (`{ data, errors? }`). */
export const draftAnswerSchema = z.object({
  data: z
    .object({
      pagesConnection: z.object({ edges: z.array(z.object({ node: draftPageSchema })) }),
    })
    .nullable(),
  errors: z.array(z.object({ message: z.string() })).optional(),
});

/**
 * The variables of {@link DRAFT_PAGE_QUERY} for a target: `where` the page id, or the last segment of the
 * path as slug (the home page's slug, `home`, for an empty path) within the site; `locales` the page's
 * language, then en (public-site §7 locale preference).
 */
export function draftPageVariables(input: {
  target: DraftPageTarget;
  siteId: string;
  siteSlug: string | null;
  language: string;
}): { where: Record<string, unknown>; locales: string[] } {
  const { target, language } = input;
  const locales = language === 'en' ? ['en'] : [language, 'en'];
  if ('pageId' in target) return { where: { id: target.pageId }, locales };
  const segments = pagePathSegments({ path: target.path, siteSlug: input.siteSlug });
  return { where: { slug: segments.at(-1) ?? 'home', site: { id: input.siteId } }, locales };
}

/**
 * The segments of a page path as an editor types or pastes it: a URL (`https://host/en/company/x`), a
 * localized path (`/de-ch/events/company/x`) or a CMS path (`company/x`). The origin, query and hash,
 * a leading locale segment and the site's slug are dropped; what remains is the page's slug path.
 *
 * @example pagePathSegments({ path: '/en/events/company/x/', siteSlug: 'events' }) // ['company', 'x']
 */
export function pagePathSegments(input: { path: string; siteSlug: string | null }): string[] {
  let path = input.path.trim();
  const scheme = /^[a-z][a-z\d+.-]*:\/\/[^/]*/i.exec(path);
  if (scheme) path = path.slice(scheme[0].length);
  path = path.replace(/[?#].*$/, '');
  const segments = path
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => safeDecode(segment));
  if (segments.length > 0 && parseLocaleSegment(segments[0]!.toLowerCase())) segments.shift();
  if (input.siteSlug !== null && segments[0]?.toLowerCase() === input.siteSlug.toLowerCase()) {
    segments.shift();
  }
  return segments;
}

/**
 * The page of an answer a target names: for an id, that page; for a path, the page whose ancestors'
 * slugs (as far as the answer shows them: three levels) match the path's leading segments, else, when
 * the slug is unique in the site, that page.
 *
 * @returns null when no page fits (unknown, or not in this site).
 */
export function pickDraftPage(input: {
  pages: readonly DraftPage[];
  target: DraftPageTarget;
  siteSlug: string | null;
}): DraftPage | null {
  const { pages, target } = input;
  if ('pageId' in target) return pages.find((page) => page.id === target.pageId) ?? null;
  const segments = pagePathSegments({ path: target.path, siteSlug: input.siteSlug });
  const wanted = segments.slice(0, -1).reverse();
  const exact = pages.find((page) => {
    const ancestors = ancestorSlugs(page);
    if (ancestors.length < 3 && ancestors.length !== wanted.length) return false;
    return ancestors.every((slug, index) => slug === wanted[index]);
  });
  return exact ?? (pages.length === 1 ? pages[0]! : null);
}

/** The page's ancestors' slugs, nearest first (at most three, as the query asks). */
function ancestorSlugs(page: DraftPage): string[] {
  const slugs: string[] = [];
  let parent: { slug: string; parent?: unknown } | null = page.parent;
  while (parent) {
    slugs.push(parent.slug);
    parent = (parent.parent as { slug: string; parent?: unknown } | null | undefined) ?? null;
  }
  return slugs;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
