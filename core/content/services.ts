import { localePreference } from '../graphql/content-request.ts';
import type { ServiceTransport } from '../graphql/service-request.ts';
import { DEFAULT_LANGUAGE } from '../model/constants.ts';
import {
  type CmsNavigation,
  type CmsPage,
  NAVIGATION_QUERY,
  navigationSchema,
  PAGES_PAGE_SIZE,
  PAGES_QUERY,
  pagesConnectionSchema,
  SITE_REDIRECTS_QUERY,
  type SystemRedirect,
  systemRedirectsSchema,
} from '../model/content.ts';
import { type CmsFile, FILE_QUERY, filesSchema } from '../model/files.ts';
import { type Site, SYSTEM_DATA_QUERY, type SystemData, systemDataSchema } from '../model/system-data.ts';
import { loadAllConnectionPages } from './connection-pages.ts';

/**
 * The content-service operations (public-site §7 "The calls it makes"), each written once for the build
 * and the runtime: every function describes its query, variables, locale preference and answer schema,
 * and sends it through the transport it is given (core/graphql/service-request.ts): the build's queued
 * fetcher, or the runtime's cache-backed transport. Each throws what its transport throws.
 */

/** Content stage (Hygraph `stage`): published content, or drafts for editors. */
export type ContentStage = 'DRAFT' | 'PUBLISHED';

/** The navigation ids of a site (public-site §3 site); sites without them are dropped before any call. */
export type NavigationSite = Pick<Site, 'headerNavigation' | 'footerNavigation'>;

/** The locale preference of calls that depend on no language (public-site §7): en alone. */
const NO_LANGUAGE = localePreference({ language: DEFAULT_LANGUAGE });

/**
 * `systemDataQuery` (public-site §7): countries, languages, sites and brands, the same for every
 * language, sent with the preference `en`.
 */
export function loadSystemData(input: { transport: ServiceTransport }): Promise<SystemData> {
  return input.transport.request({
    service: 'content',
    operationName: 'systemDataQuery',
    query: SYSTEM_DATA_QUERY,
    languages: NO_LANGUAGE,
    schema: systemDataSchema,
  });
}

/**
 * `navigationQuery`: a site's header and footer navigation in one locale preference and stage
 * (public-site §3 header and footer).
 *
 * @param input.languages the locale preference, from `localePreference` (the build: language, en; the
 *   runtime: language, the visitor's fallback language, en).
 * @param input.stage default `PUBLISHED`.
 */
export function loadNavigation(input: {
  transport: ServiceTransport;
  site: NavigationSite;
  languages: readonly string[];
  stage?: ContentStage;
}): Promise<CmsNavigation> {
  const { site, languages } = input;
  return input.transport.request({
    service: 'content',
    operationName: 'navigationQuery',
    query: NAVIGATION_QUERY,
    variables: {
      headerId: site.headerNavigation!.id,
      footerId: site.footerNavigation!.id,
      locales: languages,
      stage: input.stage ?? 'PUBLISHED',
    },
    languages,
    schema: navigationSchema,
  });
}

/**
 * {@link loadNavigation} (published) for each language, with the build's preference: the language, then
 * en. Plugins that each need the layout call this; the build's queue sends identical calls once.
 *
 * @param input.languages UI languages (`['de', 'en']`), e.g. core/model/locale.ts `localeLanguages`.
 * @returns the navigation by language.
 */
export async function loadNavigationByLanguage(input: {
  transport: ServiceTransport;
  site: NavigationSite;
  languages: readonly string[];
}): Promise<Map<string, CmsNavigation>> {
  const entries = await Promise.all(
    input.languages.map(async (language) => {
      const languages = localePreference({ language });
      return [language, await loadNavigation({ ...input, languages })] as const;
    }),
  );
  return new Map(entries);
}

/**
 * `pagesQuery`: every page of a site in one locale preference and stage, following the Relay cursor
 * {@link PAGES_PAGE_SIZE} pages at a time (connection-pages.ts).
 *
 * @param input.stage default `PUBLISHED`.
 * @returns the pages, in the service's order.
 */
export function loadPages(input: {
  transport: ServiceTransport;
  siteId: string;
  languages: readonly string[];
  stage?: ContentStage;
}): Promise<CmsPage[]> {
  const { languages } = input;
  return loadAllConnectionPages({
    transport: input.transport,
    request: {
      service: 'content',
      operationName: 'pagesQuery',
      query: PAGES_QUERY,
      variables: { siteId: input.siteId, locales: languages, stage: input.stage ?? 'PUBLISHED' },
      languages,
      schema: pagesConnectionSchema,
    },
    pageSize: PAGES_PAGE_SIZE,
    connection: (answer) => answer.pagesConnection,
  });
}

/** `systemRedirects`: the content-system redirects of one site (public-site §2 redirects, §3). */
export async function loadSiteRedirects(input: {
  transport: ServiceTransport;
  siteId: string;
}): Promise<SystemRedirect[]> {
  const answer = await input.transport.request({
    service: 'content',
    operationName: 'systemRedirects',
    query: SITE_REDIRECTS_QUERY,
    variables: { siteId: input.siteId },
    languages: NO_LANGUAGE,
    schema: systemRedirectsSchema,
  });
  return answer.systemRedirects;
}

/**
 * `fileQuery`: the file with a slug and all its locale versions (public-site §2 file links, §3 file).
 * An answer without the file is a miss: a caching transport does not keep it.
 *
 * @param input.languages the locale preference, from `localePreference`.
 * @returns the file, or null when the service has none with that slug.
 */
export async function loadFile(input: {
  transport: ServiceTransport;
  slug: string;
  languages: readonly string[];
}): Promise<CmsFile | null> {
  const { languages } = input;
  const answer = await input.transport.request({
    service: 'content',
    operationName: 'fileQuery',
    query: FILE_QUERY,
    variables: { slug: input.slug, locales: languages },
    languages,
    schema: filesSchema,
    found: (data) => data.files.length > 0,
  });
  return answer.files[0] ?? null;
}
