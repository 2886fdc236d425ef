import { fileURLToPath } from 'node:url';
import express, { type Request, type Response } from 'express';
import { createTranslator, loadTranslations, type Translator } from '../../core/i18n/index.ts';
import { pathSegments } from '../../core/routing/path-segments.ts';
import { safeLocation } from '../../core/routing/safe-location.ts';
import { joinPath } from '../../core/routing/url.ts';
import type { RuntimeContext } from '../../core/serving/context.ts';
import { MAILTO_INPUT_MAX_LENGTH, mailtoInputLength } from '../../core/text/mailto.ts';
import { STYLE_GUIDE_INDEX, STYLE_GUIDE_PAGES } from './pages.ts';
import { renderStyleGuideNotFound, renderStyleGuidePage } from './render.tsx';

const STYLESHEET_FILE = fileURLToPath(new URL('./style-guide.css', import.meta.url));

/** The page of the e-mail link builder, whose input is capped. */
const EMAIL_LINKS_PATH = '/tools/email-links';

/** The style guide redirects only within the site's origin. */
const SAME_ORIGIN_ONLY: ReadonlySet<string> = new Set();

/**
 * The style guide router, to be mounted at `/style-guide` (public-site §2: internal pages in their own
 * layout, no locale, recognised before content paths). `GET /` is the index; then `/buttons`,
 * `/components`, `/inputs`, `/modules`, `/typography`, `/tokens`, `/pages/error` and `/tools/email-links`
 * (413 for more than `MAILTO_INPUT_MAX_LENGTH` characters of input), each a
 * server-rendered document linking `context.assets()` (read per request, so a rebuilt bundle shows at
 * once) and the style guide's own stylesheet at `/_assets/style-guide.css`. A path with a trailing
 * slash redirects 301 to the path without it, through the open-redirect guard (core/routing
 * `safeLocation`, same origin only; a refused location gets the 404 page); any other path answers 404
 * with 'Page Not Found: {path}'.
 * The `en` translations are loaded on the first request; a failure to load them reaches the app's error
 * handler.
 */
export function createStyleGuideRouter(context: RuntimeContext): express.Router {
  const router = express.Router();
  const translator = englishTranslator();

  // One URL per page, as for content pages (public-site §2): a trailing slash redirects 301 without it,
  // through the open-redirect guard like every redirect of the runtime.
  router.use((request, response, next) => {
    const location = slashlessLocation(request.originalUrl);
    if (location === null) return next();
    const safe = safeLocation({ location, allowedHosts: SAME_ORIGIN_ONLY });
    if (safe === null) return next();
    response.redirect(301, safe);
  });

  router.get('/_assets/style-guide.css', (_request, response) => {
    response.sendFile(STYLESHEET_FILE, { maxAge: '5m' });
  });

  for (const page of [STYLE_GUIDE_INDEX, ...STYLE_GUIDE_PAGES]) {
    router.get(page.path, async (request, response) => {
      const query = requestUrl(request).searchParams;
      if (page.path === EMAIL_LINKS_PATH && !emailLinksInputFits({ query, response })) return;
      const html = renderStyleGuidePage({
        path: page.path,
        t: await translator(),
        assets: context.assets(),
        query,
      });
      response.set({ 'cache-control': 'no-cache', 'x-robots-tag': 'noindex' }).type('html').send(html);
    });
  }

  router.use((request, response) => {
    const html = renderStyleGuideNotFound({ path: requestUrl(request).pathname, assets: context.assets() });
    response.status(404).set('x-robots-tag', 'noindex').type('html').send(html);
  });
  return router;
}

/**
 * The e-mail link builder takes at most `MAILTO_INPUT_MAX_LENGTH` characters of `to`, `subject` and
 * `body` together (core/text/mailto.ts); longer input answers 413 with a text saying so.
 * @returns whether the input fits (false: the answer is sent).
 */
function emailLinksInputFits(input: { query: URLSearchParams; response: Response }): boolean {
  const { query } = input;
  const length = mailtoInputLength({
    to: query.get('to') ?? '',
    subject: query.get('subject') ?? '',
    body: query.get('body') ?? '',
  });
  if (length <= MAILTO_INPUT_MAX_LENGTH) return true;
  input.response
    .status(413)
    .set({ 'cache-control': 'no-store', 'x-robots-tag': 'noindex' })
    .type('text')
    .send(
      `The e-mail link builder takes at most ${MAILTO_INPUT_MAX_LENGTH} characters of recipient, subject and body together; this request has ${length}. Shorten the subject or body.`,
    );
  return false;
}

/** The style guide is English-only: one `en` translator, loaded once, retried after a failure. */
function englishTranslator(): () => Promise<Translator> {
  let loading: Promise<Translator> | null = null;
  return () => {
    loading ??= loadTranslations({ languages: ['en'] }).then(
      (translations) => createTranslator({ translations, language: 'en' }),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
}

/**
 * The path without trailing or doubled slashes (query kept), from the raw request target: no dot
 * segment is resolved here (the guard reads the location as a browser would).
 * @returns null when the path has no trailing slash.
 */
function slashlessLocation(originalUrl: string): string | null {
  const queryStart = originalUrl.indexOf('?');
  const pathname = queryStart === -1 ? originalUrl : originalUrl.slice(0, queryStart);
  if (pathname.length <= 1 || !pathname.endsWith('/')) return null;
  const search = queryStart === -1 ? '' : originalUrl.slice(queryStart);
  return joinPath({ segments: pathSegments(pathname), search });
}

function requestUrl(request: Request): URL {
  return new URL(request.originalUrl, 'http://style-guide.invalid');
}
