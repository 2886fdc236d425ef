import { readFile } from 'node:fs/promises';
import type { Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import type { MeasurementSystem } from '../../core/model/system-data.ts';
import type { PathFamilies } from '../../core/routing/path-families.ts';
import { runtimeLocals } from '../kit/locals.ts';
import { parseRequestTarget } from './site-resolution.ts';
import { injectTags, type TagConfig, tagScriptUrls, tagsAllowed } from './tags.ts';

/** Cache-Control of HTML answers (public-site §4 new-release detection: pages change with each build). */
export const HTML_CACHE_CONTROL = 'public, max-age=60';

/** Bytes of prerendered HTML kept in memory: enough for every page of a large fleet. */
const PAGE_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * Reads prerendered HTML files, keeping recent ones in memory (at most 64 MiB). A build writes a new
 * tree and a new build id, so `buildId` in the key keeps a rebuilt page from being served stale.
 */
export class PageReader {
  readonly #cache = new LRUCache<string, string>({
    maxSize: PAGE_CACHE_BYTES,
    sizeCalculation: (html) => Math.max(1, html.length),
  });

  /**
   * @param input.file absolute path of the HTML file.
   * @returns the HTML, or null when the file cannot be read.
   */
  async read(input: { file: string; buildId: string }): Promise<string | null> {
    const key = `${input.buildId}\u0000${input.file}`;
    const cached = this.#cache.get(key);
    if (cached !== undefined) return cached;
    const html = await readFile(input.file, 'utf8').catch(() => null);
    if (html !== null) this.#cache.set(key, html);
    return html;
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
 * (Express; a matching `If-None-Match` gives 304), `Vary: Cookie` (testing mode changes the page) and
 * a short cache lifetime, {@link HTML_CACHE_CONTROL}. An answer that sets a cookie is `private`: a
 * shared cache must not hand one visitor's cookie to another. Status 500 is `no-store`.
 */
export function sendHtml(input: {
  request: Request;
  response: Response;
  html: string;
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
  const chosen = modes.measurementSystem
    ? withMeasurementSystem({ html: input.html, measurementSystem: modes.measurementSystem })
    : input.html;
  const html =
    !input.withoutTags && tagsAllowed({ pathname, modes, families: input.families })
      ? injectTags({ html: chosen, host: request.headers.host ?? '', config: input.tags })
      : chosen;
  response.status(status);
  response.vary('Cookie');
  if (status >= 500) response.setHeader('cache-control', 'no-store');
  else if (response.getHeader('set-cookie')) response.setHeader('cache-control', 'private, max-age=60');
  else response.setHeader('cache-control', HTML_CACHE_CONTROL);
  response.type('html').send(html);
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
