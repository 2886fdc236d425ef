import { MODULES_SDL } from './modules.ts';

/**
 * Schema of the sandbox content service, in the dialect of the Hygraph content API it stands in for
 * (ARCHITECTURE.md "Speak the real services' dialects"): plural root fields with `first` / `skip`,
 * a Relay `pagesConnection`, `where` inputs with suffixed operators (`previousUrl_in`, `slug_in`),
 * a `locales` argument and a `stage` argument. Answers the documents of core/model/system-data.ts and
 * core/model/content.ts (public-site §3 entities, §7 calls).
 *
 * Localized fields (titles, bodies, navigation texts) come in the first language of `locales`, then
 * of the `gcms-locales` header, then `en`, that the entry has; `Page.locale` says which one was used.
 */
export const CONTENT_SCHEMA_SDL = /* GraphQL */ `
  enum Locale { en cs de es fr hu ja pt ro sk zh }
  enum Stage { DRAFT PUBLISHED }
  enum MeasurementSystem { Metric Imperial }
  enum Protection { none password role }
  enum TranslationState { MarkedForTranslation InProgress Translated }

  type DisplayName { locale: String! name: String! }

  type Country {
    countryCode: String!
    hidden: Boolean!
    supportedLanguages: [String!]!
    defaultLanguage: String!
    defaultMeasurementSystem: MeasurementSystem!
    sortIndex: Int!
    displayNames: [DisplayName!]!
  }

  type Language {
    languageCode: String!
    defaultCountry: String!
    displayNames: [DisplayName!]!
  }

  type Asset { url: String mimeType: String alternativeText: String }

  type Brand { id: ID! name: String! pimId: String theme: String! image: Asset }

  type Domain { hostName: String! slug: String }

  type Site {
    id: ID!
    name: String!
    slug: String
    internationalOnly: Boolean!
    hideSideButtons: Boolean!
    enableCutFont: Boolean!
    theme: String!
    brand: Brand
    domains: [Domain!]
    redirectHost: String
    headerNavigation: HeaderNavigation
    footerNavigation: FooterNavigation
  }

  type TranslationTarget {
    language: Locale!
    translationState: TranslationState!
    exportedAt: String
    importedAt: String
  }

  type AlternateVersion { hreflang: String! url: String! }

  type RichText { markdown: String! }

  type Page {
    id: ID!
    "The language the localized fields are in."
    locale: Locale!
    title: String!
    slug: String!
    type: String!
    pageType: String
    theme: String
    injection: String
    languages: [Locale!]!
    countries: [String!]!
    translationSourceLanguage: Locale
    translationTargetLanguages: [TranslationTarget!]!
    isPublished: Boolean!
    protection: Protection!
    alternateVersions: [AlternateVersion!]!
    canonicalUrl: String
    parent: Page
    site: Site!
    body: RichText
    createdAt: String!
    updatedAt: String!
    publishedAt: String
  }

  type PageInfo {
    hasNextPage: Boolean!
    hasPreviousPage: Boolean!
    startCursor: String
    endCursor: String
    pageSize: Int
  }
  type PageEdge { cursor: String! node: Page! }
  type Aggregate { count: Int! }
  type PageConnection { pageInfo: PageInfo! edges: [PageEdge!]! aggregate: Aggregate! }

  type NavigationItem {
    title: String!
    breadcrumbOverride: String
    hidden: Boolean!
    hiddenSubItems: Boolean!
    countries: [String!]!
    target: String
    openInNewTab: Boolean!
    page: Page
    items: [NavigationItem!]!
  }

  type HeaderNavigation { id: ID! theme: String hidden: Boolean! items: [NavigationItem!]! }

  type Link { text: String! target: String openInNewTab: Boolean! page: Page }

  type FooterSection { title: String! items: [NavigationItem!]! }

  type FooterNavigation { id: ID! theme: String contactLink: Link sections: [FooterSection!]! }

  type SystemRedirect { id: ID! previousUrl: String! target: String! site: Site! }

  "A localized file (Hygraph asset): fields are those of one locale's version."
  type File {
    id: ID!
    slug: String!
    locale: Locale!
    fileName: String!
    url: String!
    "Size in bytes."
    size: Int!
    mimeType: String!
    localizations(includeCurrent: Boolean = false, locales: [Locale!]): [File!]!
  }

  input SiteWhereInput { id: ID slug: String }
  input PageWhereInput { id: ID id_in: [ID!] slug: String slug_in: [String!] site: SiteWhereInput }
  input PageWhereUniqueInput { id: ID }
  input NavigationWhereUniqueInput { id: ID }
  input FileWhereInput { slug: String slug_in: [String!] }
  input SystemRedirectWhereInput { site: SiteWhereInput previousUrl: String previousUrl_in: [String!] }

  type Query {
    countries(first: Int, skip: Int): [Country!]!
    languages(first: Int, skip: Int): [Language!]!
    sites(where: SiteWhereInput, first: Int, skip: Int): [Site!]!
    brands(first: Int, skip: Int): [Brand!]!
    pagesConnection(
      where: PageWhereInput
      locales: [Locale!]!
      stage: Stage! = PUBLISHED
      first: Int
      after: String
      skip: Int
    ): PageConnection!
    page(where: PageWhereUniqueInput!, locales: [Locale!], stage: Stage! = PUBLISHED): Page
    headerNavigation(where: NavigationWhereUniqueInput!, locales: [Locale!], stage: Stage! = PUBLISHED): HeaderNavigation
    footerNavigation(where: NavigationWhereUniqueInput!, locales: [Locale!], stage: Stage! = PUBLISHED): FooterNavigation
    systemRedirects(where: SystemRedirectWhereInput, first: Int, skip: Int, stage: Stage! = PUBLISHED): [SystemRedirect!]!
    files(where: FileWhereInput, locales: [Locale!], first: Int, skip: Int, stage: Stage! = PUBLISHED): [File!]!
  }
  ${MODULES_SDL}
`;
