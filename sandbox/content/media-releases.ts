import type { UiLanguage } from '../../core/model/system-data.ts';
import type { MediaReleasePageRecord } from '../dataset/types.ts';
import { datedEntryFields, localeChain } from './locale-chain.ts';
import { sliceList, toConnection } from './pagination.ts';
import type { ContentContext } from './resolvers.ts';
import { checkStage, type OrderBy, orderEntries } from './stories.ts';

/**
 * Media releases in the content service's dialect (public-site §3 media release: id, slug,
 * publicationDate, title, leadText, adhoc flag): Hygraph-style plural field and Relay connection over
 * the model `MediaReleasePage`, with `where`, `orderBy`, `locales` and `stage`. An extension of
 * CONTENT_SCHEMA_SDL, kept apart.
 */
export const MEDIA_RELEASES_SDL = /* GraphQL */ `
  enum MediaReleasePageOrderByInput { publicationDate_ASC publicationDate_DESC slug_ASC slug_DESC }

  "A media release (public-site §3 media release)."
  type MediaReleasePage {
    id: ID!
    "The language the localized fields are in."
    locale: Locale!
    slug: String!
    "ISO 8601 date."
    publicationDate: String!
    title: String!
    leadText: String!
    "An ad hoc announcement."
    adhoc: Boolean!
    body: RichText
  }
  type MediaReleasePageEdge { cursor: String! node: MediaReleasePage! }
  type MediaReleasePageConnection {
    pageInfo: PageInfo!
    edges: [MediaReleasePageEdge!]!
    aggregate: Aggregate!
  }

  input MediaReleasePageWhereInput { id: ID id_in: [ID!] slug: String slug_in: [String!] adhoc: Boolean }

  extend type Query {
    mediaReleasePages(
      where: MediaReleasePageWhereInput
      orderBy: MediaReleasePageOrderByInput
      locales: [Locale!]
      stage: Stage! = PUBLISHED
      first: Int
      skip: Int
    ): [MediaReleasePage!]!
    mediaReleasePagesConnection(
      where: MediaReleasePageWhereInput
      orderBy: MediaReleasePageOrderByInput
      locales: [Locale!]
      stage: Stage! = PUBLISHED
      first: Int
      after: String
      skip: Int
    ): MediaReleasePageConnection!
  }
`;

interface MediaReleaseWhere {
  id?: string | null;
  id_in?: string[] | null;
  slug?: string | null;
  slug_in?: string[] | null;
  adhoc?: boolean | null;
}
interface MediaReleasePagesArgs {
  where?: MediaReleaseWhere | null;
  orderBy?: OrderBy | null;
  locales?: UiLanguage[] | null;
  stage?: 'DRAFT' | 'PUBLISHED' | null;
  first?: number | null;
  after?: string | null;
  skip?: number | null;
}

const matches = <T>(value: T, expected: T | null | undefined) => expected == null || value === expected;
const matchesAny = <T>(value: T, expected: T[] | null | undefined) =>
  expected == null || expected.includes(value);

function releaseMatches(release: MediaReleasePageRecord, where: MediaReleaseWhere | null | undefined) {
  return (
    !where ||
    (matches(release.id, where.id) &&
      matchesAny(release.id, where.id_in) &&
      matches(release.slug, where.slug) &&
      matchesAny(release.slug, where.slug_in) &&
      matches(release.adhoc, where.adhoc))
  );
}

function releaseNode(release: MediaReleasePageRecord, chain: readonly UiLanguage[]) {
  return { ...datedEntryFields(release, chain), adhoc: release.adhoc };
}

function selectReleases(args: MediaReleasePagesArgs, context: ContentContext): MediaReleasePageRecord[] {
  const draft = checkStage(context, args.stage);
  const releases = context.index.dataset.mediaReleasePages.filter(
    (release) => (draft || release.isPublished) && releaseMatches(release, args.where),
  );
  return orderEntries(releases, args.orderBy);
}

/**
 * Resolvers of {@link MEDIA_RELEASES_SDL}: releases in the first language of the locale chain they have
 * (`locale` says which); unpublished ones only with `stage: DRAFT` and the draft token.
 *
 * @throws GraphQLError 'Draft content requires a bearer token' for drafts without the token; BAD_USER_INPUT
 *   on an invalid cursor, `first` or `skip`.
 */
export const mediaReleasesResolvers = {
  Query: {
    mediaReleasePages: (_: unknown, args: MediaReleasePagesArgs, context: ContentContext) => {
      const chain = localeChain(args.locales, context.headerLocales);
      return sliceList(selectReleases(args, context), args).map((release) => releaseNode(release, chain));
    },
    mediaReleasePagesConnection: (_: unknown, args: MediaReleasePagesArgs, context: ContentContext) => {
      const chain = localeChain(args.locales, context.headerLocales);
      const connection = toConnection(selectReleases(args, context), args);
      return {
        ...connection,
        edges: connection.edges.map((edge) => ({ cursor: edge.cursor, node: releaseNode(edge.node, chain) })),
      };
    },
  },
};
