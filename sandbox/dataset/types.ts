import type { Brand, Country, Language, Site, UiLanguage } from '../../core/model/system-data.ts';

/**
 * A text in several UI languages. A language missing from the record has no localization: the content
 * service then falls back along the requested locale chain (public-site §7 locale preference).
 */
export type Localized = Partial<Record<UiLanguage, string>>;

/** One translation job of a page (customer-area §3 page `translationTargetLanguages`). */
export interface TranslationTargetRecord {
  language: UiLanguage;
  translationState: 'MarkedForTranslation' | 'InProgress' | 'Translated';
  /** ISO 8601 timestamp, or null while not exported. */
  exportedAt: string | null;
  /** ISO 8601 timestamp, or null while not imported. */
  importedAt: string | null;
}

/**
 * A content page as stored (customer-area §3 page, public-site §3 page). Slugs are language-independent;
 * titles and bodies are {@link Localized} and exist for exactly the languages in `languages`.
 * `parentId` builds the URL (`/company/history`); `siteId` names its site.
 */
export interface PageRecord {
  id: string;
  siteId: string;
  slug: string;
  parentId: string | null;
  type: 'ContentPage';
  pageType: string | null;
  theme: string | null;
  injection: string | null;
  languages: UiLanguage[];
  /** Countries the page is valid for; empty means universal. */
  countries: string[];
  translationSourceLanguage: UiLanguage | null;
  translationTargetLanguages: TranslationTargetRecord[];
  isPublished: boolean;
  protection: 'none' | 'password' | 'role';
  /** The password of the password gate when `protection` is 'password'; never served over GraphQL. */
  password: string | null;
  alternateVersions: { hreflang: string; url: string }[];
  canonicalUrl: string | null;
  title: Localized;
  /** Markdown per language. */
  body: Localized;
  /** Content modules shown with the body, in order (sandbox/dataset/modules.ts); most pages have none. */
  modules: ModuleRecord[];
  /** ISO 8601 timestamps, fixed per seed. */
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
}

/**
 * An image of a content module as stored: a URL on the asset host, its text alternative per language and
 * its intrinsic size in px (the modules' boxes come from public-site §9, not from these).
 */
export interface ModuleImageRecord {
  url: string;
  alternativeText: Localized;
  width: number;
  height: number;
}

/** A link of a content module: a site-relative path (localized by the reader) or an absolute URL. */
export interface ModuleLinkRecord {
  text: Localized;
  target: string;
  openInNewTab: boolean;
}

/**
 * A content module as stored (public-site §9 module widths): the GraphQL type it is served as, in
 * `__typename`, and its fields; texts exist for the page's languages.
 */
export type ModuleRecord =
  | {
      __typename: 'StretchedImageModule';
      id: string;
      /** The hero's kicker above the headline; absent in older records. */
      overline?: Localized | null;
      /** The headline. */
      heading: Localized | null;
      /** The lead. */
      text: Localized | null;
      /** The call to action; absent in older records. */
      callToAction?: ModuleLinkRecord | null;
      image: ModuleImageRecord;
    }
  | {
      __typename: 'StretchedVideoModule';
      id: string;
      heading: Localized | null;
      videoUrl: string;
      poster: ModuleImageRecord;
    }
  | { __typename: 'BreakOutImageModule'; id: string; caption: Localized | null; image: ModuleImageRecord }
  | { __typename: 'InlineImageModule'; id: string; caption: Localized | null; image: ModuleImageRecord }
  | {
      __typename: 'AsideSquareModule';
      id: string;
      heading: Localized;
      text: Localized;
      image: ModuleImageRecord;
    }
  | {
      __typename: 'AsideVideoModule';
      id: string;
      heading: Localized;
      text: Localized;
      videoUrl: string;
      poster: ModuleImageRecord;
    }
  | {
      __typename: 'TeaserCardsModule';
      id: string;
      heading: Localized | null;
      cards: {
        /** A category above the title; absent in older records. */
        overline?: Localized | null;
        title: Localized;
        text: Localized;
        image: ModuleImageRecord | null;
        link: ModuleLinkRecord;
      }[];
    }
  | {
      __typename: 'QuoteModule';
      id: string;
      text: Localized;
      author: string;
      role: Localized | null;
      portrait: ModuleImageRecord | null;
    }
  | {
      __typename: 'DownloadCardsModule';
      id: string;
      heading: Localized | null;
      cards: {
        title: Localized;
        fileSlug: string;
        fileName: string;
        size: number;
        thumbnail: ModuleImageRecord | null;
      }[];
    }
  | {
      __typename: 'MarketingLogosModule';
      id: string;
      heading: Localized | null;
      logos: { name: string; image: ModuleImageRecord | null }[];
    }
  | {
      /** A public form (public-site §3 public forms), named by the content service's enum `PublicForm`. */
      __typename: 'FormModule';
      id: string;
      heading: Localized | null;
      form: 'SERVICE_REQUEST' | 'OPEN_SOURCE_REQUEST' | 'STORY_FEEDBACK' | 'WHITEPAPER_DOWNLOAD';
      /** The file a whitepaper download hands out (sandbox/dataset/files.ts), null for other forms. */
      whitepaper: { title: Localized; fileSlug: string; fileName: string; size: number } | null;
    };

/**
 * A navigation item as stored (public-site §3 navigation item). `target` is a path, an external URL,
 * `hard:…` or `action:…`; `pageId` links a page instead. Neither set means an empty link.
 */
export interface NavigationItemRecord {
  title: Localized;
  breadcrumbOverride: Localized | null;
  hidden: boolean;
  hiddenSubItems: boolean;
  countries: string[];
  target: string | null;
  openInNewTab: boolean;
  pageId: string | null;
  items: NavigationItemRecord[];
}

/** A site's header navigation (public-site §3 header). */
export interface HeaderNavigationRecord {
  id: string;
  siteId: string;
  theme: string | null;
  hidden: boolean;
  items: NavigationItemRecord[];
}

/** A footer link (public-site §3 link kinds): a page link when `pageId` is set, else a path or URL. */
export interface LinkRecord {
  text: Localized;
  target: string | null;
  pageId: string | null;
  openInNewTab: boolean;
}

/** A site's footer navigation (public-site §3 footer). */
export interface FooterNavigationRecord {
  id: string;
  siteId: string;
  theme: string | null;
  contactLink: LinkRecord | null;
  sections: { title: Localized; items: NavigationItemRecord[] }[];
}

/** A CMS redirect (public-site §3 system redirect); URLs are locale-prefixed paths. */
export interface SystemRedirectRecord {
  id: string;
  siteId: string;
  previousUrl: string;
  target: string;
}

/**
 * The whole demo dataset the sandbox content service serves. Countries, languages, brands and sites
 * have the exact shape of `systemDataQuery` answers (core/model/system-data.ts); pages, navigation and
 * redirects are stored records that the service localizes per request.
 */
export interface ContentDataset {
  /** The seed and scale it was built from. */
  seed: number;
  scale: number;
  countries: Country[];
  languages: Language[];
  brands: Brand[];
  sites: Site[];
  /** In a stable order: per site, parents before children. */
  pages: PageRecord[];
  headerNavigations: HeaderNavigationRecord[];
  footerNavigations: FooterNavigationRecord[];
  redirects: SystemRedirectRecord[];
  /** Downloadable files (a PDF, a ZIP, an image), each in one or more locales. */
  files: FileRecord[];
  /** The news feed (customer-area §3 news feed item), oldest first. */
  newsFeedItems: NewsFeedItemRecord[];
  /** Story categories, contacts and stories (public-site §3 story), stories oldest first. */
  storyCategories: StoryCategoryRecord[];
  storyContacts: StoryContactRecord[];
  storyPages: StoryPageRecord[];
  /** Group-wide media releases (public-site §3 media release), oldest first. */
  mediaReleasePages: MediaReleasePageRecord[];
  /** The group's locations and contacts (public-site §1). */
  locations: LocationRecord[];
  contacts: ContactRecord[];
  /** Financial tables of the investor pages (public-site §1). */
  financialTables: FinancialTableRecord[];
}

/** One locale's version of a file as stored (public-site §3 file); `size` is `bytes.length`. */
export interface FileVersionRecord {
  locale: UiLanguage;
  fileName: string;
  mimeType: string;
  bytes: Uint8Array;
}

/**
 * A file as stored (public-site §3 file): one slug, one version per locale (Hygraph localized asset).
 * The content service serves the bytes at `/assets/{id}/{locale}/{fileName}`.
 */
export interface FileRecord {
  id: string;
  slug: string;
  versions: FileVersionRecord[];
}

/**
 * A news feed item as stored (customer-area §3 news feed item: id, title, text, publicationDate, link,
 * image). `title` and `text` exist in every UI language; `link` is a site-relative path (localized by
 * the reader) or an absolute URL, or null.
 */
export interface NewsFeedItemRecord {
  id: string;
  /** ISO 8601 timestamp. */
  publicationDate: string;
  title: Localized;
  /** Plain text, one or two sentences. */
  text: Localized;
  link: string | null;
  image: { url: string; alternativeText: string } | null;
}

/** An image as stored (public-site §3 image: url, mimeType, alternativeText). */
export interface ImageRecord {
  url: string;
  mimeType: string;
  alternativeText: Localized;
}

/** A story category as stored: a stable slug and a name per language (public-site §3 story `category`). */
export interface StoryCategoryRecord {
  id: string;
  slug: string;
  name: Localized;
}

/** A story contact as stored (public-site §3 story `storyContacts`: id, name, slug, image). */
export interface StoryContactRecord {
  id: string;
  slug: string;
  name: string;
  /** Null: no portrait (the page shows the placeholder). */
  image: ImageRecord | null;
}

/**
 * A story as stored (public-site §3 story; customer-area §3 story). Texts exist for exactly the
 * languages in `languages`; `productSlugs` name products of the product-data service (customer-area §7
 * `storyPages` related to a product slug).
 */
export interface StoryPageRecord {
  id: string;
  slug: string;
  /** ISO 8601 date, `2024-05-03`. */
  publicationDate: string;
  languages: UiLanguage[];
  title: Localized;
  leadText: Localized;
  /** Markdown per language. */
  body: Localized;
  /** Null: no image (the page shows the placeholder). */
  image: ImageRecord | null;
  categoryId: string;
  storyContactIds: string[];
  productSlugs: string[];
  isPublished: boolean;
  /** Content modules shown after the body (the story feedback form), as on pages. */
  modules: ModuleRecord[];
}

/**
 * A media release as stored (public-site §3 media release: id, slug, publicationDate, title, leadText,
 * adhoc flag). Texts exist for exactly the languages in `languages`.
 */
export interface MediaReleasePageRecord {
  id: string;
  slug: string;
  /** ISO 8601 date, `2024-05-03`. */
  publicationDate: string;
  languages: UiLanguage[];
  title: Localized;
  leadText: Localized;
  /** Markdown per language. */
  body: Localized;
  /** An ad hoc announcement (price-sensitive, published at once): marked in the list. */
  adhoc: boolean;
  isPublished: boolean;
}

/** What a location of the group is (public-site §1 "locations and contacts"). */
export type LocationKind = 'HEADQUARTERS' | 'PRODUCTION' | 'SALES_AND_SERVICE';

/** A location of the group as stored (public-site §1 locations): a company at an address, map-free. */
export interface LocationRecord {
  /** Stable, seed-independent: `location-{countryCode lower case}`. */
  id: string;
  /** The legal name of the group company there, the same in every language. */
  company: string;
  kind: LocationKind;
  street: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2, upper case. */
  countryCode: string;
  /** International format with spaces: `+41 41 555 12 34`. */
  phone: string;
  email: string;
  isPublished: boolean;
}

/** A contact person as stored (public-site §1 contacts): who to call about what, and for which countries. */
export interface ContactRecord {
  id: string;
  name: string;
  /** The contact's role, in every UI language. */
  role: Localized;
  phone: string;
  email: string;
  /** Where the contact works (ISO 3166-1 alpha-2): the country of its location. */
  countryCode: string;
  /**
   * The countries the contact serves (upper case); empty: the group's international desk, which serves
   * every country without a contact of its own.
   */
  countries: string[];
  locationId: string;
  isPublished: boolean;
}

/** How a figure's values read (public-site §1 "investor and financial tables"). */
export type FinancialFigureUnit = 'CURRENCY_MILLIONS' | 'PERCENT' | 'COUNT';

/** One row of a financial table: a key figure over the table's fiscal years. */
export interface FinancialFigureRecord {
  /** Stable key, e.g. `revenue`. */
  key: string;
  label: Localized;
  unit: FinancialFigureUnit;
  /** One value per fiscal year of the table, in its order; null where not reported. */
  values: (number | null)[];
}

/** A financial table as stored (public-site §1 "investor and financial tables"). */
export interface FinancialTableRecord {
  id: string;
  slug: string;
  title: Localized;
  /** What the table shows, read out as its caption. */
  caption: Localized;
  /** ISO 4217 code of the amounts. */
  currency: string;
  /** Ascending. */
  fiscalYears: number[];
  figures: FinancialFigureRecord[];
  /** Order of the tables on the investor page, ascending. */
  sortIndex: number;
  isPublished: boolean;
}
