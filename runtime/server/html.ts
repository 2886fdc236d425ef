import { readFile } from 'node:fs/promises';
import type { Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { runtimeLocals } from './locals.ts';
import { parseRequestTarget } from './site-resolution.ts';
import { injectTags, type TagConfig, tagsAllowed } from './tags.ts';

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

/**
 * Sends an HTML page: the tag scripts added outside technical areas and testing mode (public-site §4
 * tags), a weak ETag (Express; a matching `If-None-Match` gives 304), `Vary: Cookie` (testing mode
 * changes the page) and a short cache lifetime, {@link HTML_CACHE_CONTROL}. An answer that sets a cookie
 * is `private`: a shared cache must not hand one visitor's cookie to another. Status 500 is `no-store`.
 */
export function sendHtml(input: {
  request: Request;
  response: Response;
  html: string;
  status: number;
  tags: TagConfig;
}): void {
  const { request, response, status } = input;
  const { pathname } = parseRequestTarget(request.originalUrl);
  const modes = runtimeLocals(response).modes ?? { testing: false };
  const html = tagsAllowed({ pathname, modes })
    ? injectTags({ html: input.html, host: request.headers.host ?? '', config: input.tags })
    : input.html;
  response.status(status);
  response.vary('Cookie');
  if (status >= 500) response.setHeader('cache-control', 'no-store');
  else if (response.getHeader('set-cookie')) response.setHeader('cache-control', 'private, max-age=60');
  else response.setHeader('cache-control', HTML_CACHE_CONTROL);
  response.type('html').send(html);
}
