import express, { type Request, type Response } from 'express';
import { z } from 'zod';
import { localePreference } from '../../../core/graphql/content-request.ts';
import { logRequestFailure } from '../../../core/graphql/log.ts';
import { GraphQLRequestError } from '../../../core/graphql/request-error.ts';
import { createTranslator, loadTranslations, type Translations } from '../../../core/i18n/index.ts';
import { imageAssetHost } from '../../../core/media/asset-host.ts';
import { localizeLink } from '../../../core/routing/localized-link.ts';
import type { RuntimeContext } from '../../../core/serving/context.ts';
import { requestTransports } from '../../../runtime/kit/content-transport.ts';
import { ApiProblem, parseQuery } from '../../../runtime/kit/query.ts';
import type { FeedPage, NewsFeedItemView, NewsFeedResponse } from '../feed.ts';
import { newsFeedLabels } from '../labels.ts';
import { loadNewsFeedPage, type NewsFeedAnswer } from '../news-feed-query.ts';

let translations: Promise<Translations> | null = null;

/** Longest `after` cursor accepted (Relay cursors are short opaque base64url strings). */
export const MAX_CURSOR_LENGTH = 200;

/** The message of a 400 for a cursor the API or the content service does not accept. */
export const INVALID_CURSOR_MESSAGE = 'Invalid cursor: use the endCursor of the previous page.';

/** The query of `GET /api/news-feed`: `site`, `locale`, and `after`, a base64url cursor of bounded length. */
export const newsFeedQuerySchema = z.object({
  site: z
    .string({ error: 'Missing site: the key of the page’s site.' })
    .min(1, 'Missing site: the key of the page’s site.'),
  locale: z
    .string({ error: 'Missing locale: the page’s locale, e.g. de-ch.' })
    .regex(/^[a-z]{2}(-[a-z]{2,3})?$/, 'Unknown locale: use a locale such as en or de-ch.'),
  after: z
    .string()
    .max(MAX_CURSOR_LENGTH, INVALID_CURSOR_MESSAGE)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, INVALID_CURSOR_MESSAGE)
    .optional(),
});

/**
 * The news feed API (customer-area §3, §4, §7), mounted at `/api/news-feed`:
 * `GET /?site={site key}&locale={locale}[&after={endCursor}]` answers one page of 10 items, newest first
 * (content service `newsFeedItemsConnection`, through the server-data cache), as JSON
 * {@link NewsFeedResponse}: `{ items: [{ id, title, text, publicationDate, link, image }], pageInfo:
 * { hasNextPage, endCursor }, labels, excludedSegments, assetHost }`. Items are in the locale's language
 * (then the visitor's fallback language, then en); site-relative links are localized for the locale,
 * absolute http(s) links kept, any other link (`javascript:`, `mailto:`, protocol-relative) dropped
 * (null). `assetHost` is the image asset host (config `images.assetHost`), for the panel's pictures.
 *
 * Only the public main site has a news feed (customer-area §1): 404 `{ error }` for a site that is not
 * served or not the main site (it has a slug), or a locale it does not have. 400 `{ error }` for a
 * missing or malformed parameter ({@link newsFeedQuerySchema}) and for a well-formed cursor the content
 * service refuses (an unknown cursor: {@link INVALID_CURSOR_MESSAGE}, not logged); 502 when the content
 * service fails otherwise (logged at error level), 503 without a content service. Answers are
 * `public, max-age=60` with `Vary: Cookie` (the fallback-language and next-release cookies change them).
 *
 * @param input.excludedSegments the plugin's option of a site, by site key, handed to the panel.
 */
export function createNewsFeedRouter(input: {
  context: RuntimeContext;
  excludedSegments: (siteKey: string) => readonly string[];
}): express.Router {
  const { context } = input;
  const router = express.Router();
  router.get('/', async (request: Request, response: Response) => {
    try {
      const query = parseQuery(request, newsFeedQuerySchema);
      const served = context.sites().find((candidate) => candidate.manifest.site.key === query.site);
      if (!served || served.site.slug || !served.locales.has(query.locale)) {
        throw new ApiProblem(404, 'The news feed runs on the public main site only.');
      }
      if (!context.endpoints.content) throw new ApiProblem(503, 'No content service is configured.');
      const language = query.locale.split('-')[0]!;
      const { cached, access } = requestTransports({ context, request, response });
      translations ??= loadTranslations();
      const [page, loaded] = await Promise.all([
        loadNewsFeedPage({
          transport: cached,
          languages: localePreference({ language, fallbackLanguage: access.modes.fallbackLanguage }),
          after: query.after,
        }).catch((error: unknown) => {
          if (query.after !== undefined && isCursorRefusal(error)) {
            throw new ApiProblem(400, INVALID_CURSOR_MESSAGE);
          }
          throw error;
        }),
        translations,
      ]);
      const answer: NewsFeedResponse = {
        ...feedPage(page, query.locale),
        labels: newsFeedLabels(createTranslator({ translations: loaded, language })),
        assetHost: imageAssetHost(),
        excludedSegments: [...input.excludedSegments(served.manifest.site.key)],
      };
      response.setHeader('cache-control', 'public, max-age=60');
      response.vary('Cookie');
      response.json(answer);
    } catch (error) {
      response.setHeader('cache-control', 'no-store');
      if (error instanceof ApiProblem) {
        response.status(error.status).json({ error: error.message });
        return;
      }
      logRequestFailure({ logger: context.logger, error, context: 'news feed' });
      const message = error instanceof Error ? error.message : String(error);
      response.status(502).json({ error: `The content service could not answer: ${message}` });
    }
  });
  return router;
}

/**
 * Whether the content service refused the request's cursor: a GraphQL error (not a network or server
 * failure) whose message is about the cursor (the sandbox's BAD_USER_INPUT `Invalid cursor: …`, Hygraph's
 * `… cursor …`). The client keeps only the first message (core/graphql/request-error.ts), not its code.
 */
function isCursorRefusal(error: unknown): boolean {
  return (
    error instanceof GraphQLRequestError &&
    !error.transient &&
    (error.status === null || error.status < 500) &&
    /\bcursor\b/i.test(error.message)
  );
}

/**
 * An item's link as the panel may show it: a site-relative path (`/solutions`) localized for the locale,
 * an absolute http(s) URL as is; anything else (`javascript:`, `data:`, `//host`, a relative path
 * without slash, an unparsable URL) is dropped.
 * @returns the link, or null.
 */
export function feedLink(link: string | null, localeUrlCode: string): string | null {
  if (!link) return null;
  if (link.startsWith('/')) {
    if (link.startsWith('//') || link.startsWith('/\\')) return null;
    return localizeLink({ href: link, localeUrlCode, siteSlug: null });
  }
  const url = URL.canParse(link) ? new URL(link) : null;
  return url && (url.protocol === 'https:' || url.protocol === 'http:') ? link : null;
}

/** The service's page as the panel shows it: links localized or dropped. */
function feedPage(page: NewsFeedAnswer, localeUrlCode: string): FeedPage {
  const items = page.edges.map(({ node }): NewsFeedItemView => {
    const link = feedLink(node.link, localeUrlCode);
    // An image without URL (or 'null') keeps its box: the panel shows the placeholder (customer-area §5).
    const image = node.image
      ? { url: node.image.url, alternativeText: node.image.alternativeText ?? '' }
      : null;
    return {
      id: node.id,
      title: node.title,
      text: node.text,
      publicationDate: node.publicationDate,
      link,
      image,
    };
  });
  return { items, pageInfo: page.pageInfo };
}
