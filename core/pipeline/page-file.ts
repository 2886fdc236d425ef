import type { PageDescriptor } from './plugin.ts';

/** File name of a page's route payload, beside its `index.html` (public-site §7 per-route payload). */
export const PAYLOAD_FILE_NAME = '_payload.json';

/**
 * `<locale>/<path>/index.html`, or the descriptor's own `file`: the output file of a page, relative to
 * the site's tree (ARCHITECTURE.md output tree).
 */
export function pageFile(page: Pick<PageDescriptor, 'locale' | 'path' | 'file'>): string {
  if (page.file) return page.file;
  return page.path ? `${page.locale}/${page.path}/index.html` : `${page.locale}/index.html`;
}

/**
 * The route payload file of a page written to `file` (site-relative): `<folder>/_payload.json` when the
 * page is a folder's `index.html` (a page at its own path, which the client navigator reaches by URL),
 * else null: pages with a file of their own (`en/404.html`) have no payload.
 */
export function payloadFile(file: string): string | null {
  if (file === 'index.html') return PAYLOAD_FILE_NAME;
  return file.endsWith('/index.html') ? `${file.slice(0, -'index.html'.length)}${PAYLOAD_FILE_NAME}` : null;
}
