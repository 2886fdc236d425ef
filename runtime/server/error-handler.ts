import path from 'node:path';
import type { ErrorRequestHandler } from 'express';
import { errorPageFile } from '../../core/pipeline/build-files.ts';
import type { PathFamilies } from '../../core/routing/path-families.ts';
import type { RuntimeContext, ServedSite } from '../../core/serving/context.ts';
import { runtimeLocals } from '../kit/locals.ts';
import { sendFallbackErrorPage } from './fallback-error-page.ts';
import { fleetOf } from './fleet.ts';
import { type PageReader, sendHtml } from './html.ts';
import { requestLogger } from './request-log.ts';
import { parseRequestTarget, resolveRequest } from './site-resolution.ts';
import type { TagConfig } from './tags.ts';

/**
 * The last handler: logs the error (with the request id) and answers status 500 with the matched site's
 * prerendered error page for the request's locale, `<locale>/500.html` (public-site §2 error page: "for
 * any fatal or unhandled error"), else a self-contained page saying 'Sorry, something went wrong'
 * (public-site §8; runtime/server/fallback-error-page.ts). A client
 * error raised by a middleware (e.g. a malformed request, status 4xx) keeps its status and gets a text.
 */
export function createErrorHandler(input: {
  context: RuntimeContext;
  tags: TagConfig;
  pages: PageReader;
  families: PathFamilies;
}): ErrorRequestHandler {
  return async (error: unknown, request, response, next) => {
    if (response.headersSent) {
      next(error);
      return;
    }
    const status = clientErrorStatus(error);
    if (status !== null) {
      response
        .status(status)
        .type('text')
        .send(status === 404 ? 'Not found' : 'Bad request');
      return;
    }
    requestLogger(response, input.context.logger).error({ err: error }, 'request failed');
    response.setHeader('cache-control', 'no-store');
    try {
      const html = await errorPage({
        ...input,
        originalUrl: request.originalUrl,
        host: request.headers.host ?? '',
        matched: runtimeLocals(response).site,
      });
      if (html !== null) {
        sendHtml({
          request,
          response,
          html,
          status: 500,
          tags: input.tags,
          families: input.families,
        });
        return;
      }
    } catch (pageError) {
      requestLogger(response, input.context.logger).error({ err: pageError }, 'the error page failed too');
    }
    await sendFallbackErrorPage({ response, status: 500 });
  };
}

async function errorPage(input: {
  context: RuntimeContext;
  pages: PageReader;
  originalUrl: string;
  host: string;
  /** The site the content handler matched, when it got that far. */
  matched: ServedSite | undefined;
}): Promise<string | null> {
  const sites = input.context.sites();
  if (sites.length === 0) return null;
  const { segments } = parseRequestTarget(input.originalUrl);
  const resolved = resolveRequest({ fleet: fleetOf(sites), host: input.host, segments });
  const served = input.matched ?? resolved?.served;
  if (!served) return null;
  const locale = resolved?.served === served && resolved.locale ? resolved.locale : served.defaultLocale;
  if (!locale) return null;
  return input.pages.read({
    file: path.join(served.dir, errorPageFile(locale)),
    buildId: served.manifest.buildId,
  });
}

/** The 4xx status an error carries (http-errors style `status`/`statusCode`), else null. */
function clientErrorStatus(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  const value = typeof status === 'number' ? status : statusCode;
  return typeof value === 'number' && value >= 400 && value < 500 ? value : null;
}
