import type { PageDescriptor } from './plugin.ts';

/**
 * `<locale>/<path>/index.html`, or the descriptor's own `file`: the output file of a page, relative to
 * the site's tree (ARCHITECTURE.md output tree).
 */
export function pageFile(page: Pick<PageDescriptor, 'locale' | 'path' | 'file'>): string {
  if (page.file) return page.file;
  return page.path ? `${page.locale}/${page.path}/index.html` : `${page.locale}/index.html`;
}
