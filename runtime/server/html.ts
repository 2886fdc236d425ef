import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import type { MeasurementSystem } from '../../core/model/system-data.ts';
import type { PathFamilies } from '../../core/routing/path-families.ts';
import { runtimeLocals } from '../kit/locals.ts';
import { parseRequestTarget } from './site-resolution.ts';
import { injectTags, type TagConfig, tagMarkup, tagScriptUrls, tagsAllowed } from './tags.ts';

/** Cache-Control of HTML answers (public-site §4 new-release detection: pages change with each build). */
export const HTML_CACHE_CONTROL = 'public, max-age=60';

/** Bytes of prerendered HTML kept in memory: enough for every page of a large fleet. */
const PAGE_CACHE_BYTES = 64 * 1024 * 1024;

/** A prerendered file as {@link PageReader} keeps it: sent as it is, without a copy per request. */
export interface PageFile {
  /** The file's bytes (UTF-8 HTML, or a route payload's JSON). */
  bytes: Buffer;
  /** SHA-1 of the bytes, base64url (27 characters): what the answers' ETags are made from. */
  hash: string;
  /** Byte offset of the first `</head>` (where tag scripts go), -1 when there is none. */
  headEnd: number;
}

/**
 * Reads prerendered files, keeping recent ones in memory (at most 64 MiB) as bytes with their hash, so
 * a page is sent without being encoded or hashed again. A build writes a new tree and a new build id,
 * so `buildId` in the key keeps a rebuilt page from being served stale.
 */
export class PageReader {
  readonly #cache = new LRUCache<string, PageFile>({
    maxSize: PAGE_CACHE_BYTES,
    sizeCalculation: (page) => Math.max(1, page.bytes.length),
  });

  /**
   * @param input.file absolute path of the file.
   * @returns the file with its hash, or null when it cannot be read.
   */
  async readFile(input: { file: string; buildId: string }): Promise<PageFile | null> {
    const key = `${input.buildId}\u0000${input.file}`;
    const cached = this.#cache.get(key);
    if (cached !== undefined) return cached;
    const bytes = await readFile(input.file).catch(() => null);
    if (bytes === null) return null;
    const page: PageFile = {
      bytes,
      hash: createHash('sha1').update(bytes).digest('base64url'),
      headEnd: bytes.indexOf('</head>'),
    };
    this.#cache.set(key, page);
    return page;
  }

  /**
   * The file's text, for answers made from it (the not-found page, a route payload).
   * @returns the text, or null when the file cannot be read.
   */
  async read(input: { file: string; buildId: string }): Promise<string | null> {
    return (await this.readFile(input))?.bytes.toString('utf8') ?? null;
  }
}

const HTML_START_TAG = /<html\b[^>]*>/i;
const MEASUREMENT_ATTRIBUTE = /\sdata-measurement-system="[^"]*"/i;

/**
 * Marks a page with the visitor's measurement system (customer-area §4 "set by the user, remembered in
 * a cookie"): `<html data-measurement-system="…">`, replacing the value the page was built with (its
 * country default). The stylesheet shows the specification blocks of that system, and the islands read it.
 *
 * @returns the page unchanged when it has no `<html>` start tag.
 */
export function withMeasurementSystem(input: { html: string; measurementSystem: MeasurementSystem }): string {
  const attribute = ` data-measurement-system="${input.measurementSystem}"`;
  return input.html.replace(HTML_START_TAG, (tag) =>
    MEASUREMENT_ATTRIBUTE.test(tag)
      ? tag.replace(MEASUREMENT_ATTRIBUTE, attribute)
      : `${tag.slice(0, 5)}${attribute}${tag.slice(5)}`,
  );
}

/**
 * Sends an HTML page: the visitor's measurement system on `<html>` when they chose one
 * ({@link withMeasurementSystem}), the tag scripts added outside technical areas, token pages and testing
 * mode (runtime/server/tags.ts `tagsAllowed`; public-site §4 tags; docs/security.md rule 4), a weak ETag
 * (a matching `If-None-Match` gives 304), `Vary: Cookie` (testing mode changes the page) and a short
 * cache lifetime, {@link HTML_CACHE_CONTROL}. An answer that sets a cookie is `private`: a shared cache
 * must not hand one visitor's cookie to another. Status 500 is `no-store`.
 *
 * A {@link PageFile} without a measurement system to write in, the common answer, goes out as the
 * cached bytes around the tag scripts, neither copied, encoded nor hashed again: its ETag is the file's
 * hash with the tag scripts' own.
 */
export function sendHtml(input: {
  request: Request;
  response: Response;
  /** The page's text, or the file as {@link PageReader} keeps it. */
  html: string | PageFile;
  status: number;
  tags: TagConfig;
  /** The plugins' path families: no tags where they hold secrets. */
  families: PathFamilies;
  /** True for a page that holds tokens whatever its URL (a path family's shell page): never tags. */
  withoutTags?: boolean;
}): void {
  const { request, response, status } = input;
  const { pathname } = parseRequestTarget(request.originalUrl);
  const modes = runtimeLocals(response).modes ?? { testing: false, measurementSystem: null };
  const withTags = !input.withoutTags && tagsAllowed({ pathname, modes, families: input.families });
  response.status(status);
  response.vary('Cookie');
  if (status >= 500) response.setHeader('cache-control', 'no-store');
  else if (response.getHeader('set-cookie')) response.setHeader('cache-control', 'private, max-age=60');
  else response.setHeader('cache-control', HTML_CACHE_CONTROL);
  response.type('html');
  if (typeof input.html !== 'string' && !modes.measurementSystem) {
    const scripts = withTags ? tagMarkup({ host: request.headers.host ?? '', config: input.tags }) : '';
    sendPageFile({ request, response, page: input.html, scripts });
    return;
  }
  const text = typeof input.html === 'string' ? input.html : input.html.bytes.toString('utf8');
  const chosen = modes.measurementSystem
    ? withMeasurementSystem({ html: text, measurementSystem: modes.measurementSystem })
    : text;
  const html = withTags
    ? injectTags({ html: chosen, host: request.headers.host ?? '', config: input.tags })
    : chosen;
  response.send(html);
}

/**
 * Sends `page` with `scripts` before its `</head>` (none without one), as Express's `send` would: a weak
 * ETag, 304 when the request's `If-None-Match` matches, no body to `HEAD`. The three pieces go out in
 * one write when the body is sent as it is (the response is corked while they are written).
 */
function sendPageFile(input: {
  request: Request;
  response: Response;
  page: PageFile;
  scripts: string;
}): void {
  const { request, response, page } = input;
  const scripts = input.page.headEnd === -1 ? '' : input.scripts;
  const variant = scripts ? `-${createHash('sha1').update(scripts).digest('base64url').slice(0, 12)}` : '';
  response.setHeader('etag', `W/"${page.hash}${variant}"`);
  if (request.fresh) {
    response.removeHeader('content-type');
    response.status(304).end();
    return;
  }
  response.setHeader('content-length', page.bytes.length + Buffer.byteLength(scripts));
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  if (!scripts) {
    response.end(page.bytes);
    return;
  }
  // Corked for this tick only: `end` flushes at once when nothing transforms the body, but the
  // compression middleware ends the response later, after its gzip stream drains, and a socket corked
  // until then fills up and waits for a drain that never comes.
  response.cork();
  response.write(page.bytes.subarray(0, page.headEnd));
  response.write(scripts);
  response.end(page.bytes.subarray(page.headEnd));
  process.nextTick(() => response.uncork());
}

/**
 * Sends a page's route payload (runtime/ui/route-payload.ts; public-site §7) with the same per-visitor
 * rules as {@link sendHtml}: the visitor's measurement system replaces the page's default, `tags` names
 * the tag scripts the page itself would carry (none where they may not run, so the navigator loads such
 * a page whole), `Vary: Cookie` and the HTML's short cache lifetime.
 *
 * @param input.json the payload file's text.
 * @param input.pagePath the URL path of the page the payload belongs to (decides the tags).
 * @throws SyntaxError when the file is not JSON (a damaged tree: the error handler answers 500).
 */
export function sendPayload(input: {
  request: Request;
  response: Response;
  json: string;
  pagePath: string;
  tags: TagConfig;
  families: PathFamilies;
}): void {
  const { request, response } = input;
  const modes = runtimeLocals(response).modes ?? { testing: false, measurementSystem: null };
  const payload = JSON.parse(input.json) as Record<string, unknown>;
  if (modes.measurementSystem) payload.measurementSystem = modes.measurementSystem;
  payload.tags = tagsAllowed({ pathname: input.pagePath, modes, families: input.families })
    ? tagScriptUrls({ host: request.headers.host ?? '', config: input.tags })
    : [];
  response.vary('Cookie');
  response.setHeader('cache-control', HTML_CACHE_CONTROL);
  response.status(200).json(payload);
}
