import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import express, { type Request, type Response } from 'express';
import helmet from 'helmet';
import type { Logger } from '../../core/logger.ts';
import { parseLocaleSegment } from '../../core/routing/locale-segment.ts';
import { matchSite } from '../../core/routing/site-matching.ts';
import { NOT_FOUND_PATH_PLACEHOLDER } from '../../plugins/content-pages/pages.ts';
import { loadServedSites, type ServedSite } from './site-registry.ts';

const STYLES_DIR = fileURLToPath(new URL('../ui/styles/', import.meta.url));

/**
 * The preview runtime: an Express app serving the built site trees of `outDir` with site matching
 * (public-site §2: host plus first path segment), trailing-slash 301, missing or wrong locale 302, CMS
 * redirects 301, and the not-found page with status 404 and 'Page Not Found: {path}'.
 *
 * @returns the app and a `reload()` that re-reads the trees after a rebuild.
 */
export async function createPreviewApp(input: { outDir: string; logger: Logger }): Promise<{
  app: express.Express;
  reload(): Promise<void>;
}> {
  let served = await loadServedSites(input.outDir);
  const app = express();
  app.disable('x-powered-by');
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: { 'img-src': ["'self'", 'data:', 'https:'], 'upgrade-insecure-requests': null },
      },
      strictTransportSecurity: false,
    }),
  );
  app.use(compression());
  app.get('/health', (_request, response) => {
    response.json({ status: 'ok', sites: served.map((entry) => entry.manifest.site.key) });
  });
  app.use('/_assets', express.static(STYLES_DIR, { maxAge: '1h' }));
  app.use(async (request, response, next) => {
    try {
      await servePage({ request, response, served, logger: input.logger });
    } catch (error) {
      next(error);
    }
  });
  return {
    app,
    async reload() {
      served = await loadServedSites(input.outDir);
    },
  };
}

async function servePage(input: {
  request: Request;
  response: Response;
  served: ServedSite[];
  logger: Logger;
}): Promise<void> {
  const { request, response, served } = input;
  const url = new URL(request.originalUrl, 'http://runtime.invalid');
  const pathname = url.pathname;
  if (pathname.length > 1 && pathname.endsWith('/')) {
    response.redirect(301, `${pathname.replace(/\/+$/, '') || '/'}${url.search}`);
    return;
  }
  const segments = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  const locale = segments[0] && parseLocaleSegment(segments[0]) ? segments.shift()! : null;
  const sites = served.map((entry) => entry.site);
  if (sites.length === 0) {
    response.status(503).type('text').send('Nothing has been built yet: run `sitefleet build` first.');
    return;
  }
  const site = matchSite({ sites, host: request.hostname, firstSegment: segments[0] ?? null });
  const entry = served.find((candidate) => candidate.site.id === site.id)!;
  if (site.slug && segments[0] === site.slug) segments.shift();
  const slugPrefix =
    site.slug && !site.domains?.some((domain) => domain.hostName === request.hostname) ? `/${site.slug}` : '';

  if (site.redirectHost) {
    response.redirect(302, `${site.redirectHost}${pathname}${url.search}`);
    return;
  }
  if (!locale || !entry.locales.has(locale)) {
    if (!entry.defaultLocale) return notFound(response, entry, pathname, null);
    const rest = segments.length > 0 ? `/${segments.join('/')}` : '';
    response.redirect(302, `/${entry.defaultLocale}${slugPrefix}${rest}${url.search}`);
    return;
  }
  const file = path.join(entry.dir, locale, ...segments, 'index.html');
  if (file.startsWith(entry.dir + path.sep) && (await isFile(file))) {
    response.setHeader('cache-control', 'public, max-age=60');
    response.sendFile(file);
    return;
  }
  const redirect = findRedirect(entry, pathname, url.search);
  if (redirect) {
    response.redirect(301, redirect);
    return;
  }
  await notFound(response, entry, pathname, locale);
}

/** CMS redirect by the longest previousUrl among path, and path with query (public-site §2). */
function findRedirect(entry: ServedSite, pathname: string, search: string): string | null {
  const candidates = new Set([pathname, `${pathname}${search}`]);
  let best: { previousUrl: string; target: string } | null = null;
  for (const redirect of entry.redirects) {
    if (
      candidates.has(redirect.previousUrl) &&
      (!best || redirect.previousUrl.length > best.previousUrl.length)
    ) {
      best = redirect;
    }
  }
  // Only same-site paths: a CMS redirect never leads off the configured hosts.
  return best?.target.startsWith('/') && !best.target.startsWith('//') ? best.target : null;
}

async function notFound(
  response: Response,
  entry: ServedSite,
  pathname: string,
  locale: string | null,
): Promise<void> {
  const file = path.join(entry.dir, locale ?? entry.defaultLocale ?? '', '404.html');
  const template = await readFile(file, 'utf8').catch(() => null);
  response.status(404);
  if (!template) {
    response.type('text').send(`Page Not Found: ${pathname}`);
    return;
  }
  response.type('html').send(template.replaceAll(NOT_FOUND_PATH_PLACEHOLDER, escapeHtml(pathname)));
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

async function isFile(file: string): Promise<boolean> {
  return stat(file).then(
    (stats) => stats.isFile(),
    () => false,
  );
}
