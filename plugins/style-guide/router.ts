import { fileURLToPath } from 'node:url';
import express, { type Request } from 'express';
import { createTranslator, loadTranslations, type Translator } from '../../core/i18n/index.ts';
import type { RuntimeContext } from '../../runtime/server/types.ts';
import { STYLE_GUIDE_INDEX, STYLE_GUIDE_PAGES } from './pages.ts';
import { renderStyleGuideNotFound, renderStyleGuidePage } from './render.tsx';

const STYLESHEET_FILE = fileURLToPath(new URL('./style-guide.css', import.meta.url));

/**
 * The style guide router, to be mounted at `/style-guide` (public-site §2: internal pages in their own
 * layout, no locale, recognised before content paths). `GET /` is the index; then `/buttons`,
 * `/components`, `/inputs`, `/modules`, `/typography`, `/pages/error` and `/tools/email-links`, each a
 * server-rendered document linking `context.assets()` (read per request, so a rebuilt bundle shows at
 * once) and the style guide's own stylesheet at `/_assets/style-guide.css`. A path with a trailing
 * slash redirects 301 to the path without it; any other path answers 404 with 'Page Not Found: {path}'.
 * The `en` translations are loaded on the first request; a failure to load them reaches the app's error
 * handler.
 */
export function createStyleGuideRouter(context: RuntimeContext): express.Router {
  const router = express.Router();
  const translator = englishTranslator();

  // One URL per page, as for content pages (public-site §2): a trailing slash redirects 301 without it.
  router.use((request, response, next) => {
    const url = requestUrl(request);
    if (!url.pathname.endsWith('/')) return next();
    response.redirect(301, `${url.pathname.replace(/\/+$/, '')}${url.search}`);
  });

  router.get('/_assets/style-guide.css', (_request, response) => {
    response.sendFile(STYLESHEET_FILE, { maxAge: '5m' });
  });

  for (const page of [STYLE_GUIDE_INDEX, ...STYLE_GUIDE_PAGES]) {
    router.get(page.path, async (request, response) => {
      const html = renderStyleGuidePage({
        path: page.path,
        t: await translator(),
        assets: context.assets(),
        query: requestUrl(request).searchParams,
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

function requestUrl(request: Request): URL {
  return new URL(request.originalUrl, 'http://style-guide.invalid');
}
