import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { loadSiteConfigs } from '../config/load-sites.ts';
import { deriveLocales } from '../core/locales/derive-locales.ts';
import { renderRichText } from '../core/rich-text/index.ts';
import { siteTechnicalName } from '../core/routing/site-name.ts';
import { createContentDataset } from '../sandbox/dataset/index.ts';
import type { PageRecord } from '../sandbox/dataset/types.ts';

/**
 * Child process of the build benchmark: the baseline. The same pages as the sitefleet build (same
 * sites, locales, page availability and rich text), rendered with plain React `renderToString` of a
 * minimal layout in one process and written to the same paths; data straight from the dataset.
 */
const scale = Number(process.argv[2] ?? 1);
const started = performance.now();
const dataset = createContentDataset({ scale });
const configs = new Map(
  (await loadSiteConfigs(path.resolve('sites'))).map((site) => [site.key, site.config]),
);
const out = await mkdtemp(path.join(tmpdir(), 'sitefleet-baseline-'));
const pathOf = (page: PageRecord): string => {
  const byId = new Map(dataset.pages.map((candidate) => [candidate.id, candidate]));
  const slugs: string[] = [];
  for (
    let node: PageRecord | undefined = page;
    node;
    node = node.parentId ? byId.get(node.parentId) : undefined
  ) {
    if (node.slug !== 'home') slugs.unshift(node.slug);
  }
  return slugs.join('/');
};
const bodies = new Map<string, string>();
let pages = 0;
for (const site of dataset.sites) {
  const config = configs.get(site.id);
  if (!config || !site.footerNavigation || !site.headerNavigation || site.redirectHost) continue;
  const header = dataset.headerNavigations.find((navigation) => navigation.siteId === site.id)!;
  const locales = deriveLocales({
    countries: dataset.countries,
    internationalOnly: site.internationalOnly || config.internationalOnly,
    tweaks: config.locales,
  });
  const sitePages = dataset.pages
    .filter((page) => page.siteId === site.id && page.isPublished && page.protection === 'none')
    .map((page) => ({ page, path: pathOf(page) }));
  for (const locale of locales) {
    for (const { page, path: pagePath } of sitePages) {
      if (!page.languages.includes(locale.language)) continue;
      if (page.countries.length > 0 && !page.countries.includes(locale.country)) continue;
      const key = `${page.id}:${locale.language}`;
      let body = bodies.get(key);
      if (body === undefined) {
        body = renderRichText(page.body[locale.language] ?? '');
        bodies.set(key, body);
      }
      const title = page.title[locale.language] ?? '';
      const html = `<!DOCTYPE html>${renderToString(
        h('html', { lang: locale.code }, [
          h('head', { key: 'head' }, h('title', null, title)),
          h('body', { key: 'body' }, [
            h(
              'header',
              { key: 'header' },
              h(
                'nav',
                null,
                header.items.map((item, index) =>
                  h(
                    'a',
                    { key: index, href: `/${locale.urlCode}` },
                    item.title[locale.language] ?? item.title.en,
                  ),
                ),
              ),
            ),
            h('main', { key: 'main' }, [
              h('h1', { key: 'h1' }, title),
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by renderRichText, as in the build
              h('div', { key: 'body', dangerouslySetInnerHTML: { __html: body } }),
            ]),
          ]),
        ]),
      )}`;
      const folder = path.join(out, siteTechnicalName(site.name), locale.urlCode, pagePath);
      await mkdir(folder, { recursive: true });
      await writeFile(path.join(folder, 'index.html'), html);
      pages += 1;
    }
  }
}
const ms = performance.now() - started;
await rm(out, { recursive: true, force: true });
process.stdout.write(`${JSON.stringify({ pages, ms, maxRssMb: process.resourceUsage().maxRSS / 1024 })}\n`);
