import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import escapeHtml from 'escape-html';
import express, { type Request, type Response } from 'express';
import { loadFile } from '../../../core/content/services.ts';
import { localePreference } from '../../../core/graphql/content-request.ts';
import { logRequestFailure } from '../../../core/graphql/log.ts';
import { type FileVersion, pickFileVersion } from '../../../core/model/files.ts';
import { DEFAULT_LANGUAGE, UI_LANGUAGES } from '../../../core/model/system-data.ts';
import type { RuntimeContext } from '../../../core/serving/context.ts';
import { requestTransports } from '../../../runtime/kit/content-transport.ts';
import { queryValue } from '../../../runtime/kit/query.ts';
import { fileDisposition, servedFileType } from './content-disposition.ts';

/** The policy of every file answer (docs/security.md rule 7). */
export const FILE_CONTENT_SECURITY_POLICY = 'sandbox';

const PUBLIC_CACHE = 'public, max-age=300';
const PRIVATE_CACHE = 'private, max-age=300';

/**
 * The file route `GET /file/:slug[?l={locale}][&dl=true]` (public-site §2 file links, §3 file), mounted
 * at `/file` before content paths.
 *
 * Picks the file's version for the locale `l` (a locale URL code such as `de-ch`, or a language; absent
 * or unknown means en): its language, the visitor's fallback language, then en, else the file's first
 * version (core/model/files.ts `pickFileVersion`). Streams the bytes from the version's URL with the
 * content type of the file name's extension (else the source's; scripts and stylesheets as
 * `application/octet-stream`, ./content-disposition.ts `servedFileType`), the source's length, and
 * `Content-Disposition` with the file name: `inline` only for PDF and raster images without `dl=true`,
 * `attachment` for everything else (./content-disposition.ts `fileDisposition`). CMS files are not the
 * site's own code, so every file answer also carries `Content-Security-Policy: sandbox` (a document
 * opened from it has an opaque origin and runs no script) and `X-Content-Type-Options: nosniff`
 * (docs/security.md rule 7). The file's metadata comes through the server-data cache (`?cache=false|clear` apply
 * for editors; unknown slugs are not stored).
 *
 * Caching: `Vary: Cookie` (the fallback-language, testing and next-release cookies choose the version),
 * and `private` when the answer sets a cookie (`?testing=true`, `?fallbackLanguage=…`): a shared cache
 * must not hand one visitor's cookie to another (docs/security.md rule 10).
 *
 * Answers 404 (text) for an unknown slug, 502 when the content service or the file's source fails.
 */
export function createFileRouter(context: RuntimeContext): express.Router {
  const router = express.Router();
  router.get('/:slug', async (request, response) => {
    // Every file answer, the 404 and 502 texts included.
    response.setHeader('content-security-policy', FILE_CONTENT_SECURITY_POLICY);
    response.setHeader('x-content-type-options', 'nosniff');
    const slug = String(request.params.slug);
    try {
      const version = await findVersion({ context, request, response, slug });
      if (!version) {
        // Escaped as on the not-found page: a slug never reaches a reader as markup.
        response
          .status(404)
          .type('text')
          .send(`File Not Found: ${escapeHtml(slug)}`);
        return;
      }
      await sendVersion({ request, response, version, download: queryValue(request, 'dl') === 'true' });
    } catch (error) {
      if (response.headersSent) {
        // The visitor left, or the source broke off: nothing more can be said to this visitor.
        const reason = error instanceof Error ? error.message : String(error);
        context.logger.warn(`File '${slug}' stopped while streaming: ${reason}`);
        response.destroy();
        return;
      }
      logRequestFailure({ logger: context.logger, error, context: `file '${slug}'` });
      response.status(502).type('text').send('The file could not be loaded.');
    }
  });
  return router;
}

async function findVersion(input: {
  context: RuntimeContext;
  request: Request;
  response: Response;
  slug: string;
}): Promise<FileVersion | null> {
  const { context, request, response, slug } = input;
  const endpoint = context.endpoints.content;
  if (!endpoint) throw new Error('No content service is configured.');
  const { cached: transport, access } = requestTransports({ context, request, response });
  const requested = (queryValue(request, 'l') ?? DEFAULT_LANGUAGE).split('-')[0]?.toLowerCase() ?? '';
  const language = (UI_LANGUAGES as readonly string[]).includes(requested) ? requested : DEFAULT_LANGUAGE;
  const languages = localePreference({ language, fallbackLanguage: access.modes.fallbackLanguage });
  const file = await loadFile({ transport, slug, languages });
  return file ? pickFileVersion({ versions: file.localizations, languages }) : null;
}

async function sendVersion(input: {
  request: Request;
  response: Response;
  version: FileVersion;
  download: boolean;
}): Promise<void> {
  const { request, response, version } = input;
  const abort = new AbortController();
  response.once('close', () => abort.abort());
  // identity: the length the source states is then the length of the bytes passed on.
  const source = await fetch(version.url, {
    method: request.method === 'HEAD' ? 'HEAD' : 'GET',
    headers: { 'accept-encoding': 'identity' },
    signal: abort.signal,
  });
  if (!source.ok) throw new Error(`The file's source answered ${source.status} for ${version.url}`);

  const extension = path.extname(version.fileName);
  response.type(extension || source.headers.get('content-type') || 'application/octet-stream');
  response.type(servedFileType(String(response.getHeader('content-type'))));
  const length = source.headers.get('content-length');
  if (length && !source.headers.get('content-encoding')) response.setHeader('content-length', length);
  response.setHeader(
    'content-disposition',
    fileDisposition({
      fileName: version.fileName,
      contentType: String(response.getHeader('content-type') ?? ''),
      download: input.download,
    }),
  );
  response.vary('Cookie');
  response.setHeader('cache-control', response.getHeader('set-cookie') ? PRIVATE_CACHE : PUBLIC_CACHE);
  if (request.method === 'HEAD' || !source.body) {
    response.end();
    return;
  }
  await pipeline(Readable.fromWeb(source.body as NodeReadableStream), response);
}
