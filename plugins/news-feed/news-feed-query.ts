import { z } from 'zod';
import type { ServiceRequest, ServiceTransport } from '../../core/graphql/service-request.ts';
import { NEWS_FEED_PAGE_SIZE } from './feed.ts';

/**
 * The content service's news feed (customer-area §7 "newsFeedItemsConnection ordered by publicationDate
 * descending, first 10, after a cursor, returning pageInfo hasNextPage and endCursor"), in the Hygraph
 * dialect (sandbox/content/news-feed.ts serves it in the sandbox).
 */
export const NEWS_FEED_QUERY = /* GraphQL */ `
  query newsFeedItemsConnection($first: Int!, $after: String) {
    newsFeedItemsConnection(first: $first, after: $after, orderBy: publicationDate_DESC) {
      pageInfo { hasNextPage endCursor }
      edges { node { id title text publicationDate link image { url alternativeText } } }
    }
  }
`;

const answerSchema = z.object({
  newsFeedItemsConnection: z.object({
    pageInfo: z.object({ hasNextPage: z.boolean(), endCursor: z.string().nullable() }),
    edges: z.array(
      z.object({
        node: z.object({
          id: z.string(),
          title: z.string(),
          text: z.string(),
          publicationDate: z.string(),
          link: z.string().nullable(),
          image: z.object({ url: z.string().nullable(), alternativeText: z.string().nullable() }).nullable(),
        }),
      }),
    ),
  }),
});

/** A page of the feed as the content service answers it, items newest first. */
export type NewsFeedAnswer = z.output<typeof answerSchema>['newsFeedItemsConnection'];

/**
 * Loads one page of the news feed.
 * @param input.languages the locale preference (core/graphql/content-request.ts `localePreference`).
 * @param input.after the `endCursor` of the previous page; absent for the first page.
 * @param input.first page size; default {@link NEWS_FEED_PAGE_SIZE} (customer-area §9).
 * @throws the transport's errors (GraphQLRequestError with the service's first message, e.g. an invalid
 *   cursor; `ServiceAnswerInvalid`).
 */
export async function loadNewsFeedPage(input: {
  transport: ServiceTransport;
  languages: readonly string[];
  after?: string;
  first?: number;
}): Promise<NewsFeedAnswer> {
  const request: ServiceRequest<typeof answerSchema> = {
    service: 'content',
    query: NEWS_FEED_QUERY,
    operationName: 'newsFeedItemsConnection',
    variables: { first: input.first ?? NEWS_FEED_PAGE_SIZE, after: input.after ?? null },
    languages: input.languages,
    schema: answerSchema,
    // An empty page (a cursor past the end) takes no cache slot.
    found: (answer) => answer.newsFeedItemsConnection.edges.length > 0,
  };
  const answer = await input.transport.request(request);
  return answer.newsFeedItemsConnection;
}
