import type { UiLanguage } from '../../core/model/system-data.ts';
import type { NewsFeedItemRecord } from '../dataset/types.ts';
import { localeChain, localize, pickLocale } from './locale-chain.ts';
import { toConnection } from './pagination.ts';
import type { ContentContext } from './resolvers.ts';

/**
 * The news feed in the content service's dialect (customer-area §7 "newsFeedItemsConnection ordered by
 * publicationDate descending, first 10, after a cursor, returning pageInfo hasNextPage and endCursor"):
 * a Hygraph-style Relay connection of localized items. An extension of CONTENT_SCHEMA_SDL, kept apart.
 */
export const NEWS_FEED_SDL = /* GraphQL */ `
  enum NewsFeedItemOrderByInput { publicationDate_ASC publicationDate_DESC }

  type NewsFeedItem {
    id: ID!
    "The language the localized fields are in."
    locale: Locale!
    title: String!
    text: String!
    "ISO 8601 timestamp."
    publicationDate: String!
    "A site-relative path or an absolute URL."
    link: String
    image: Asset
  }
  type NewsFeedItemEdge { cursor: String! node: NewsFeedItem! }
  type NewsFeedItemConnection {
    pageInfo: PageInfo!
    edges: [NewsFeedItemEdge!]!
    aggregate: Aggregate!
  }

  extend type Query {
    newsFeedItemsConnection(
      locales: [Locale!]
      orderBy: NewsFeedItemOrderByInput = publicationDate_DESC
      first: Int
      after: String
      skip: Int
      stage: Stage! = PUBLISHED
    ): NewsFeedItemConnection!
  }
`;

interface NewsFeedArgs {
  locales?: UiLanguage[] | null;
  orderBy?: 'publicationDate_ASC' | 'publicationDate_DESC' | null;
  first?: number | null;
  after?: string | null;
  skip?: number | null;
}

/** One item localized along the locale chain. */
function newsFeedItemNode(item: NewsFeedItemRecord, chain: readonly UiLanguage[]) {
  const languages = Object.keys(item.title) as UiLanguage[];
  return {
    id: item.id,
    locale: pickLocale(languages, chain),
    title: localize(item.title, chain),
    text: localize(item.text, chain),
    publicationDate: item.publicationDate,
    link: item.link,
    image: item.image ? { ...item.image, mimeType: 'image/png' } : null,
  };
}

/**
 * Resolvers of {@link NEWS_FEED_SDL}. Order: `publicationDate` descending by default, ties by id; the
 * cursor is the position in that order (sandbox/content/pagination.ts).
 * @throws GraphQLError BAD_USER_INPUT on an invalid cursor or `first` (as every connection).
 */
export const newsFeedResolvers = {
  Query: {
    newsFeedItemsConnection: (_: unknown, args: NewsFeedArgs, context: ContentContext) => {
      const chain = localeChain(args.locales, context.headerLocales);
      const ascending = args.orderBy === 'publicationDate_ASC';
      const items = [...context.index.dataset.newsFeedItems].sort(
        (a, b) =>
          (ascending ? 1 : -1) *
          (a.publicationDate.localeCompare(b.publicationDate) || a.id.localeCompare(b.id)),
      );
      const connection = toConnection(items, args);
      return {
        ...connection,
        edges: connection.edges.map((edge) => ({
          cursor: edge.cursor,
          node: newsFeedItemNode(edge.node, chain),
        })),
      };
    },
  },
};
