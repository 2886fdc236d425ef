import { z } from 'zod';

/**
 * Zod schemas and GraphQL documents of the content service's pages, navigation and redirects
 * (public-site §3 page, navigation item, footer, header, system redirect; customer-area §3).
 *
 * The documents speak the Hygraph dialect (ARCHITECTURE.md "Speak the real services' dialects"):
 * `where` filters, `locales` argument, `stage`, Relay connections.
 */

/** A reference to a page with up to three ancestors, enough to build its URL (public-site §2). */
export interface PageRef {
  id: string;
  slug: string;
  title: string;
  type: string;
  parent: { slug: string; parent: { slug: string; parent: { slug: string } | null } | null } | null;
  /** The page's languages and countries (public-site §3 page), when asked for: where it is built. */
  languages?: string[];
  countries?: string[];
  /**
   * The page's protection (public-site §6), when asked for: a protected page's address is a secret
   * (core/routing/navigation.ts leaves links to it out of every navigation).
   */
  protection?: PageProtection;
}

/** A page's protection (public-site §6): open, password or ciam role. */
export type PageProtection = 'none' | 'password' | 'role';

const protectionSchema = z.enum(['none', 'password', 'role']);

const parentSchema = z.object({
  slug: z.string(),
  parent: z
    .object({
      slug: z.string(),
      parent: z.object({ slug: z.string() }).nullable(),
    })
    .nullable(),
});

export const pageRefSchema: z.ZodType<PageRef> = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  type: z.string(),
  parent: parentSchema.nullable(),
  languages: z.array(z.string()).optional(),
  countries: z.array(z.string()).optional(),
  protection: protectionSchema.optional(),
});

export const translationStateSchema = z.enum(['MarkedForTranslation', 'InProgress', 'Translated']);

/** customer-area §3 page, as received for one language. */
export const pageSchema = z.object({
  id: z.string(),
  /** The language this localized entry is in (first of the requested `locales` that exists). */
  locale: z.string(),
  title: z.string(),
  slug: z.string(),
  type: z.string(),
  pageType: z
    .string()
    .nullable()
    .transform((value) => value ?? 'Content'),
  theme: z
    .string()
    .nullable()
    .transform((value) => value ?? 'Default'),
  injection: z.string().nullable(),
  languages: z.array(z.string()),
  countries: z.array(z.string()),
  translationSourceLanguage: z
    .string()
    .nullable()
    .transform((value) => value ?? 'en'),
  translationTargetLanguages: z.array(
    z.object({
      language: z.string(),
      translationState: translationStateSchema,
      exportedAt: z.string().nullable(),
      importedAt: z.string().nullable(),
    }),
  ),
  isPublished: z.boolean(),
  protection: protectionSchema,
  alternateVersions: z.array(z.object({ hreflang: z.string(), url: z.string() })),
  canonicalUrl: z.string().nullable(),
  parent: parentSchema.nullable(),
  /** Rich text as Markdown; rendered through unified (remark → rehype, sanitized). */
  body: z.object({ markdown: z.string() }).nullable(),
});
export type CmsPage = z.infer<typeof pageSchema>;

export const pageInfoSchema = z.object({ hasNextPage: z.boolean(), endCursor: z.string().nullable() });

/** Answer of {@link PAGES_QUERY}. */
export const pagesConnectionSchema = z.object({
  pagesConnection: z.object({
    pageInfo: pageInfoSchema,
    edges: z.array(z.object({ node: pageSchema })),
  }),
});

/** Page size used when paging through {@link PAGES_QUERY}. */
export const PAGES_PAGE_SIZE = 100;

const PAGE_REF_FIELDS = 'id slug title type protection parent { slug parent { slug parent { slug } } }';

/** Pages of one site in one language (with fallbacks), one Relay page at a time. */
export const PAGES_QUERY = /* GraphQL */ `
  query pagesQuery($siteId: ID!, $locales: [Locale!]!, $stage: Stage!, $first: Int!, $after: String) {
    pagesConnection(
      where: { site: { id: $siteId } }
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
          title
          slug
          type
          pageType
          theme
          injection
          languages
          countries
          translationSourceLanguage
          translationTargetLanguages { language translationState exportedAt importedAt }
          isPublished
          protection
          alternateVersions { hreflang url }
          canonicalUrl
          parent { slug parent { slug parent { slug } } }
          body { markdown }
        }
      }
    }
  }
`;

/** public-site §3 navigation item, as received (nested three levels deep). */
export interface CmsNavigationItem {
  title: string;
  breadcrumbOverride: string | null;
  hidden: boolean;
  hiddenSubItems: boolean;
  countries: string[];
  /** A path (`/company`), an external URL (`https://…`), `hard:…`, `action:…`, or null when it links a page. */
  target: string | null;
  openInNewTab: boolean;
  page: PageRef | null;
  items: CmsNavigationItem[];
}

const leafItemFields = {
  title: z.string(),
  breadcrumbOverride: z.string().nullable(),
  hidden: z.boolean(),
  hiddenSubItems: z.boolean(),
  countries: z.array(z.string()),
  target: z.string().nullable(),
  openInNewTab: z.boolean(),
  page: pageRefSchema.nullable(),
};

const level3 = z.object({ ...leafItemFields }).transform((item) => ({ ...item, items: [] }));
const level2 = z.object({ ...leafItemFields, items: z.array(level3) });
export const navigationItemSchema: z.ZodType<CmsNavigationItem> = z.object({
  ...leafItemFields,
  items: z.array(level2),
});

/** A link in the footer (public-site §3 link kinds; `target` as in a navigation item). */
export const cmsLinkSchema = z.object({
  text: z.string(),
  target: z.string().nullable(),
  page: pageRefSchema.nullable(),
  openInNewTab: z.boolean(),
});
export type CmsLink = z.infer<typeof cmsLinkSchema>;

/** public-site §3 header and footer, as received for one language. */
export const navigationSchema = z.object({
  header: z.object({
    theme: z.string().nullable(),
    hidden: z.boolean(),
    items: z.array(navigationItemSchema),
  }),
  footer: z.object({
    theme: z.string().nullable(),
    contactLink: cmsLinkSchema.nullable(),
    sections: z.array(z.object({ title: z.string(), items: z.array(navigationItemSchema) })),
  }),
});
export type CmsNavigation = z.infer<typeof navigationSchema>;

const ITEM_FIELDS = `title breadcrumbOverride hidden hiddenSubItems countries target openInNewTab page { ${PAGE_REF_FIELDS} languages countries }`;
const ITEM_TREE = `${ITEM_FIELDS} items { ${ITEM_FIELDS} items { ${ITEM_FIELDS} } }`;

/** Header and footer navigation of one site in one language (with fallbacks). */
export const NAVIGATION_QUERY = /* GraphQL */ `
  query navigationQuery($headerId: ID!, $footerId: ID!, $locales: [Locale!]!, $stage: Stage!) {
    header: headerNavigation(where: { id: $headerId }, locales: $locales, stage: $stage) {
      theme
      hidden
      items { ${ITEM_TREE} }
    }
    footer: footerNavigation(where: { id: $footerId }, locales: $locales, stage: $stage) {
      theme
      contactLink { text target openInNewTab page { ${PAGE_REF_FIELDS} } }
      sections { title items { ${ITEM_TREE} } }
    }
  }
`;

/** public-site §3 system redirect. */
export const systemRedirectSchema = z.object({ previousUrl: z.string(), target: z.string() });
export type SystemRedirect = z.infer<typeof systemRedirectSchema>;

export const systemRedirectsSchema = z.object({ systemRedirects: z.array(systemRedirectSchema) });

/** All CMS redirects of one site (emitted as the site's redirects table). */
export const SITE_REDIRECTS_QUERY = /* GraphQL */ `
  query systemRedirects($siteId: ID!) {
    systemRedirects(where: { site: { id: $siteId } }, first: 1000) { previousUrl target }
  }
`;

/** Redirects whose previousUrl is one of the candidates (customer-area §7; used by the runtime). */
export const REDIRECTS_BY_PREVIOUS_URL_QUERY = /* GraphQL */ `
  query systemRedirects($previousUrls: [String!]!) {
    systemRedirects(where: { previousUrl_in: $previousUrls }, first: 100) { previousUrl target }
  }
`;
