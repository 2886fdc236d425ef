import { z } from 'zod';
import { pageInfoSchema } from './content.ts';

/**
 * Zod schemas and the GraphQL document of a content page's modules (public-site §3 page; §9 module
 * widths: Stretched, StretchedVideo, BreakOut, Inline, AsideSquare, AsideVideo, download card thumbnail,
 * marketing logo), and the public forms an editor places on a page (§3 public forms). A page's `modules` is a list of a GraphQL union, each member told apart by
 * `__typename`; texts come localized like the page's body, images as `{ url, alternativeText, width,
 * height }` on the image asset host (the UI transforms them to the §9 boxes). See docs/features.md
 * "Content modules today".
 */

/** An image of a module: the URL as received (transformed when rendered), its text and intrinsic size in px. */
export const moduleImageSchema = z.object({
  url: z.string(),
  alternativeText: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type ModuleImage = z.infer<typeof moduleImageSchema>;

/** A module's link: a site-relative path (`/company`, localized by the reader) or an absolute URL. */
export const moduleLinkSchema = z.object({
  text: z.string(),
  target: z.string(),
  openInNewTab: z.boolean(),
});
export type ModuleLink = z.infer<typeof moduleLinkSchema>;

const module = <Name extends string, Shape extends z.ZodRawShape>(typename: Name, shape: Shape) =>
  z.object({ __typename: z.literal(typename), id: z.string(), ...shape });

/**
 * A full-width hero image (public-site §9 Stretched 1180) with an optional message over it: a short
 * `overline` (kicker), the `heading` (headline), the `text` (lead) and a `callToAction` link. `overline`
 * and `callToAction` are newer fields: content without them (absent or null) stays valid.
 */
export const stretchedImageModuleSchema = module('StretchedImageModule', {
  overline: z.string().nullish(),
  heading: z.string().nullable(),
  text: z.string().nullable(),
  callToAction: moduleLinkSchema.nullish(),
  image: moduleImageSchema,
});

/** A full-width video shown by its poster (§9 StretchedVideo 1200×675), linking to the video. */
export const stretchedVideoModuleSchema = module('StretchedVideoModule', {
  heading: z.string().nullable(),
  videoUrl: z.string(),
  poster: moduleImageSchema,
});

/** An image wider than the text column (§9 BreakOut 980), with an optional caption. */
export const breakOutImageModuleSchema = module('BreakOutImageModule', {
  caption: z.string().nullable(),
  image: moduleImageSchema,
});

/** An image as wide as the text column (§9 Inline 780), with an optional caption. */
export const inlineImageModuleSchema = module('InlineImageModule', {
  caption: z.string().nullable(),
  image: moduleImageSchema,
});

/** Text beside a square image (§9 AsideSquare 960×960). */
export const asideSquareModuleSchema = module('AsideSquareModule', {
  heading: z.string(),
  text: z.string(),
  image: moduleImageSchema,
});

/** Text beside a video poster (§9 AsideVideo 960×540) linking to the video. */
export const asideVideoModuleSchema = module('AsideVideoModule', {
  heading: z.string(),
  text: z.string(),
  videoUrl: z.string(),
  poster: moduleImageSchema,
});

/**
 * Cards teasing other pages: optional overline (a category above the title; a newer field, absent or
 * null in older content), title, text, optional image, link.
 */
export const teaserCardsModuleSchema = module('TeaserCardsModule', {
  heading: z.string().nullable(),
  cards: z.array(
    z.object({
      overline: z.string().nullish(),
      title: z.string(),
      text: z.string(),
      image: moduleImageSchema.nullable(),
      link: moduleLinkSchema,
    }),
  ),
});

/** A quotation with its author, the author's role and an optional portrait. */
export const quoteModuleSchema = module('QuoteModule', {
  text: z.string(),
  author: z.string(),
  role: z.string().nullable(),
  portrait: moduleImageSchema.nullable(),
});

/**
 * Cards of downloadable CMS files (public-site §3 file: slug, file name, size in bytes), each with a
 * thumbnail (§9 download card thumbnail 128×180).
 */
export const downloadCardsModuleSchema = module('DownloadCardsModule', {
  heading: z.string().nullable(),
  cards: z.array(
    z.object({
      title: z.string(),
      fileSlug: z.string(),
      fileName: z.string(),
      size: z.number().int().nonnegative(),
      thumbnail: moduleImageSchema.nullable(),
    }),
  ),
});

/** A strip of logos (§9 marketing logo 304×52). */
export const marketingLogosModuleSchema = module('MarketingLogosModule', {
  heading: z.string().nullable(),
  logos: z.array(z.object({ name: z.string(), image: moduleImageSchema.nullable() })),
});

/**
 * The public forms an editor can place (public-site §3 public forms), as the content service names them
 * (a GraphQL enum) → as the fleet names them (the form's route `POST /api/forms/{form}` and its island
 * `form:{form}`).
 */
export const CMS_FORM_NAMES = {
  SERVICE_REQUEST: 'service-request',
  OPEN_SOURCE_REQUEST: 'open-source-request',
  STORY_FEEDBACK: 'story-feedback',
  WHITEPAPER_DOWNLOAD: 'whitepaper-download',
} as const;

/** A public form's name: `service-request`, `open-source-request`, `story-feedback`, `whitepaper-download`. */
export type PublicFormName = (typeof CMS_FORM_NAMES)[keyof typeof CMS_FORM_NAMES];

/**
 * A public form placed on a page (public-site §3 public forms): `form` names it (received as the CMS enum
 * `SERVICE_REQUEST` …, kept as `service-request` …); the page shows the island registered as
 * `form:{form}` by whichever plugin provides it. `whitepaper` is the CMS file a whitepaper download hands
 * out once the form is sent (public-site §3 file: slug, file name, size in bytes), null otherwise.
 */
export const formModuleSchema = module('FormModule', {
  heading: z.string().nullable(),
  form: z.pipe(
    z.enum(Object.keys(CMS_FORM_NAMES) as [keyof typeof CMS_FORM_NAMES]),
    z.transform((name) => CMS_FORM_NAMES[name]),
  ),
  whitepaper: z
    .object({
      title: z.string(),
      fileSlug: z.string(),
      fileName: z.string(),
      size: z.number().int().nonnegative(),
    })
    .nullable(),
});

/** One content module, told apart by `__typename`. */
export const pageModuleSchema = z.discriminatedUnion('__typename', [
  stretchedImageModuleSchema,
  stretchedVideoModuleSchema,
  breakOutImageModuleSchema,
  inlineImageModuleSchema,
  asideSquareModuleSchema,
  asideVideoModuleSchema,
  teaserCardsModuleSchema,
  quoteModuleSchema,
  downloadCardsModuleSchema,
  marketingLogosModuleSchema,
  formModuleSchema,
]);
export type PageModule = z.infer<typeof pageModuleSchema>;
/** The `__typename` of a module: `StretchedImageModule` … `MarketingLogosModule`. */
export type PageModuleType = PageModule['__typename'];

/** Answer of {@link PAGE_MODULES_QUERY}: each page's id, the language its texts are in, its modules. */
export const pageModulesConnectionSchema = z.object({
  pagesConnection: z.object({
    pageInfo: pageInfoSchema,
    edges: z.array(
      z.object({
        node: z.object({ id: z.string(), locale: z.string(), modules: z.array(pageModuleSchema) }),
      }),
    ),
  }),
});
export type PageModulesNode = z.infer<
  typeof pageModulesConnectionSchema
>['pagesConnection']['edges'][number]['node'];

/** Page size of {@link PAGE_MODULES_QUERY}. */
export const PAGE_MODULES_PAGE_SIZE = 100;

const IMAGE = 'url alternativeText width height';
const LINK = 'text target openInNewTab';

/** The selection of a page's modules, one inline fragment per module type. */
export const PAGE_MODULES_FRAGMENT = /* GraphQL */ `
  modules {
    __typename
    ... on StretchedImageModule {
      id overline heading text callToAction { ${LINK} } image { ${IMAGE} }
    }
    ... on StretchedVideoModule { id heading videoUrl poster { ${IMAGE} } }
    ... on BreakOutImageModule { id caption image { ${IMAGE} } }
    ... on InlineImageModule { id caption image { ${IMAGE} } }
    ... on AsideSquareModule { id heading text image { ${IMAGE} } }
    ... on AsideVideoModule { id heading text videoUrl poster { ${IMAGE} } }
    ... on TeaserCardsModule {
      id heading cards { overline title text image { ${IMAGE} } link { ${LINK} } }
    }
    ... on QuoteModule { id text author role portrait { ${IMAGE} } }
    ... on DownloadCardsModule { id heading cards { title fileSlug fileName size thumbnail { ${IMAGE} } } }
    ... on MarketingLogosModule { id heading logos { name image { ${IMAGE} } } }
    ... on FormModule { id heading form whitepaper { title fileSlug fileName size } }
  }
`;

/**
 * The modules of every page of a site in one locale preference and stage, one Relay page at a time
 * (the content service's `pagesConnection`, as `pagesQuery`; a page without modules answers `[]`).
 */
export const PAGE_MODULES_QUERY = /* GraphQL */ `
  query pageModulesQuery($siteId: ID!, $locales: [Locale!]!, $stage: Stage!, $first: Int!, $after: String) {
    pagesConnection(
      where: { site: { id: $siteId } }
      locales: $locales
      stage: $stage
      first: $first
      after: $after
    ) {
      pageInfo { hasNextPage endCursor }
      edges { node { id locale ${PAGE_MODULES_FRAGMENT} } }
    }
  }
`;
