// Taken from graphql-yoga, not 'graphql': under vitest a direct import can load a second copy of graphql,
// and yoga masks errors that are not instances of its own GraphQLError.
import { createGraphQLError } from 'graphql-yoga';
import type { UiLanguage } from '../../core/model/system-data.ts';
import type { PageRecord, SystemRedirectRecord } from '../dataset/types.ts';
import { fileNode } from './files.ts';
import { localeChain } from './locale-chain.ts';
import { modulesResolvers } from './modules.ts';
import {
  type DatasetIndex,
  findPage,
  footerNode,
  headerNode,
  isVisible,
  pageNode,
  redirectNode,
  type Scope,
  type Stage,
  siteNode,
} from './nodes.ts';
import { sliceList, toConnection } from './pagination.ts';

/**
 * Per-request context of the content service: the dataset index, the `gcms-locales` header and
 * whether the request carried the draft bearer token.
 */
export interface ContentContext {
  index: DatasetIndex;
  headerLocales: UiLanguage[];
  draftAuthorized: boolean;
  /** Origin of the request (`http://127.0.0.1:4000`), for absolute file URLs. */
  origin: string;
}

interface ListArgs {
  first?: number | null;
  skip?: number | null;
}
interface SiteWhere {
  id?: string | null;
  slug?: string | null;
}
interface ScopeArgs {
  locales?: UiLanguage[] | null;
  stage?: Stage | null;
}
interface PagesArgs extends ListArgs, ScopeArgs {
  where?: {
    id?: string | null;
    id_in?: string[] | null;
    slug?: string | null;
    slug_in?: string[] | null;
    site?: SiteWhere | null;
  } | null;
  after?: string | null;
}
interface RedirectsArgs extends ListArgs, ScopeArgs {
  where?: { site?: SiteWhere | null; previousUrl?: string | null; previousUrl_in?: string[] | null } | null;
}
interface FilesArgs extends ListArgs, ScopeArgs {
  where?: { slug?: string | null; slug_in?: string[] | null } | null;
}
interface UniqueArgs extends ScopeArgs {
  where: { id?: string | null };
}

/** The error a DRAFT request without the draft bearer token gets (Hygraph: drafts need a token). */
export const DRAFT_TOKEN_REQUIRED = 'Draft content requires a bearer token';

function scopeOf(context: ContentContext, args: ScopeArgs): Scope {
  const stage = args.stage ?? 'PUBLISHED';
  if (stage === 'DRAFT' && !context.draftAuthorized) {
    throw createGraphQLError(DRAFT_TOKEN_REQUIRED, { extensions: { code: 'UNAUTHENTICATED' } });
  }
  return { index: context.index, chain: localeChain(args.locales, context.headerLocales), stage };
}

/** `undefined` / `null` filter values match everything, as in Hygraph. */
const matches = <T>(value: T, expected: T | null | undefined) => expected == null || value === expected;
const matchesAny = <T>(value: T, expected: T[] | null | undefined) =>
  expected == null || expected.includes(value);

function siteMatches(siteId: string, where: SiteWhere | null | undefined, index: DatasetIndex): boolean {
  if (!where) return true;
  const site = index.sites.get(siteId);
  return site !== undefined && matches(site.id, where.id) && matches(site.slug, where.slug);
}

function pageMatches(page: PageRecord, where: PagesArgs['where'], index: DatasetIndex): boolean {
  if (!where) return true;
  return (
    matches(page.id, where.id) &&
    matchesAny(page.id, where.id_in) &&
    matches(page.slug, where.slug) &&
    matchesAny(page.slug, where.slug_in) &&
    siteMatches(page.siteId, where.site, index)
  );
}

function redirectMatches(redirect: SystemRedirectRecord, where: RedirectsArgs['where'], index: DatasetIndex) {
  if (!where) return true;
  return (
    matches(redirect.previousUrl, where.previousUrl) &&
    matchesAny(redirect.previousUrl, where.previousUrl_in) &&
    siteMatches(redirect.siteId, where.site, index)
  );
}

/**
 * Root resolvers of {@link CONTENT_SCHEMA_SDL} (public-site §7 content calls). Localized entries are
 * built by sandbox/content/nodes.ts; everything else is served as stored.
 *
 * Errors: GraphQLError 'Draft content requires a bearer token' for `stage: DRAFT` without the token;
 * GraphQLError with code BAD_USER_INPUT for an invalid cursor, `first` or `skip`.
 */
export const contentResolvers = {
  // Page.modules and the PageModule union (sandbox/content/modules.ts).
  ...modulesResolvers,
  Query: {
    countries: (_: unknown, args: ListArgs, { index }: ContentContext) =>
      sliceList(index.dataset.countries, args),
    languages: (_: unknown, args: ListArgs, { index }: ContentContext) =>
      sliceList(index.dataset.languages, args),
    brands: (_: unknown, args: ListArgs, { index }: ContentContext) => sliceList(index.dataset.brands, args),
    sites: (_: unknown, args: ListArgs & { where?: SiteWhere | null }, context: ContentContext) => {
      const scope = scopeOf(context, {});
      const sites = context.index.dataset.sites.filter((site) =>
        siteMatches(site.id, args.where, context.index),
      );
      return sliceList(sites, args).map((site) => siteNode(site, scope));
    },
    pagesConnection: (_: unknown, args: PagesArgs, context: ContentContext) => {
      const scope = scopeOf(context, args);
      const pages = context.index.dataset.pages.filter(
        (page) => isVisible(page, scope) && pageMatches(page, args.where, context.index),
      );
      const connection = toConnection(pages, args);
      return {
        ...connection,
        edges: connection.edges.map((edge) => ({ cursor: edge.cursor, node: pageNode(edge.node, scope) })),
      };
    },
    page: (_: unknown, args: UniqueArgs, context: ContentContext) =>
      findPage(args.where.id, scopeOf(context, args)),
    headerNavigation: (_: unknown, args: UniqueArgs, context: ContentContext) =>
      headerNode(args.where.id, scopeOf(context, args)),
    footerNavigation: (_: unknown, args: UniqueArgs, context: ContentContext) =>
      footerNode(args.where.id, scopeOf(context, args)),
    systemRedirects: (_: unknown, args: RedirectsArgs, context: ContentContext) => {
      const scope = scopeOf(context, args);
      const redirects = context.index.dataset.redirects.filter((redirect) =>
        redirectMatches(redirect, args.where, context.index),
      );
      return sliceList(redirects, args).map((redirect) => redirectNode(redirect, scope));
    },
    files: (_: unknown, args: FilesArgs, context: ContentContext) => {
      const scope = scopeOf(context, args);
      const files = context.index.dataset.files.filter(
        (file) => matches(file.slug, args.where?.slug) && matchesAny(file.slug, args.where?.slug_in),
      );
      return sliceList(files, args).map((file) => fileNode(file, scope, context.origin));
    },
  },
};
