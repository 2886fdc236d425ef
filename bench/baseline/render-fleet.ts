import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadSiteConfigs } from '../../config/load-sites.ts';
import { deriveLocales } from '../../core/locales/derive-locales.ts';
import type { Locale } from '../../core/model/locale.ts';
import { renderRichText } from '../../core/rich-text/index.ts';
import { siteTechnicalName } from '../../core/routing/site-name.ts';
import { createProductDataset } from '../../sandbox/dataset/catalogue/index.ts';
import { createContentDataset, type PageRecord } from '../../sandbox/dataset/index.ts';
import { contentPages, protectedPages } from './content-pages.ts';
import { type BaselinePage, hrefOf, type LocaleContext, localized, type SiteContext } from './context.ts';
import { cataloguePagesOf, investorsPage, locationsPage, textPage } from './feature-pages.ts';
import { createLabels } from './labels.ts';
import { mediaReleasePages, storyPages } from './story-pages.ts';

/** The pages of one locale a plugin of the site stands for. */
type LocalePages = (context: LocaleContext) => Iterable<BaselinePage>;

/**
 * What the baseline writes for each plugin a site lists (sites/*.ts), the pages sitefleet's plugin of
 * that name writes; a plugin without pages (files, seo, forms, …) has no entry.
 */
const PAGES_OF_PLUGIN: Record<string, LocalePages> = {
  'content-pages': contentPages,
  'protected-pages': protectedPages,
  catalogue: cataloguePagesOf,
  stories: storyPages,
  'media-releases': mediaReleasePages,
  locations: locationsPage,
  investors: investorsPage,
  search: textPage({ path: 'search', title: 'search:title', text: 'search:emptyQuery' }),
  editor: textPage({ path: 'editor', title: 'editor:title', text: 'editor:intro' }),
  portal: function* (context) {
    yield* textPage({ path: 'mykomax', title: 'portal:title', text: 'portal:signingIn' })(context);
    yield* textPage({ path: 'callback', title: 'portal:title', text: 'portal:signingIn' })(context);
  },
};

/**
 * The build benchmark's baseline (bench/README.md): every page the sitefleet build of the demo fleet
 * writes, at the same paths below `out` (`{site technical name}/{locale}/{path}/index.html`), rendered
 * with React `renderToString` of a minimal layout per page kind, its data read straight from the
 * sandbox datasets (content and products, seed 1, at `scale`). No GraphQL, no validation of answers, no
 * plugin hooks; core's locale derivation, rich text, site names and slug rules only.
 *
 * @param input.scale the sandbox datasets' scale (as the sitefleet build's).
 * @param input.out the folder written into (created as needed; not cleared).
 * @param input.root the repository root (its `sites/` and `locales/`).
 * @returns pages: files counted as sitefleet's `result.pages` counts them; files: every file written.
 * @throws what loading the site files or writing throws.
 */
export async function renderBaselineFleet(input: {
  scale: number;
  out: string;
  root: string;
}): Promise<{ pages: number; files: number }> {
  const dataset = createContentDataset({ scale: input.scale });
  const products = createProductDataset({ scale: input.scale });
  const configs = new Map(
    (await loadSiteConfigs(path.join(input.root, 'sites'))).map((site) => [site.key, site.config]),
  );
  const labels = createLabels(path.join(input.root, 'locales'));
  const pathOf = pagePaths(dataset.pages);
  const bodies = new Map<string, string>();
  const richText = (key: string, markdown: string | undefined) => {
    let html = bodies.get(key);
    if (html === undefined) {
      html = renderRichText(markdown ?? '');
      bodies.set(key, html);
    }
    return html;
  };

  let pages = 0;
  let files = 0;
  for (const site of dataset.sites) {
    const config = configs.get(site.id);
    if (!config || !site.footerNavigation || !site.headerNavigation || site.redirectHost) continue;
    const features = Object.keys(config.plugins).flatMap((name) => PAGES_OF_PLUGIN[name] ?? []);
    if (features.length === 0) continue;
    const header = dataset.headerNavigations.find((navigation) => navigation.siteId === site.id);
    const locales = deriveLocales({
      countries: dataset.countries,
      internationalOnly: site.internationalOnly || config.internationalOnly,
      tweaks: config.locales,
    });
    const siteContext: SiteContext = {
      dataset,
      products,
      siteId: site.id,
      pagesByLanguage: pagesByLanguage(
        dataset.pages.filter((page) => page.siteId === site.id && page.isPublished),
      ),
      pathOf,
      richText,
    };
    const folder = path.join(input.out, siteTechnicalName(site.name));
    for (const locale of locales) {
      const context: LocaleContext = {
        ...siteContext,
        locale,
        layout: {
          lang: locale.code,
          navigation: (header?.items ?? [])
            .filter((item) => !item.hidden)
            .map((item) => ({
              title: localized(item.title, locale.language),
              href: navigationHref({ locale, pageId: item.pageId, target: item.target, pathOf }),
            })),
        },
        label: (key) => labels(locale.language, key),
      };
      for (const feature of features) {
        for (const page of feature(context)) {
          const file = path.join(folder, page.file);
          await mkdir(path.dirname(file), { recursive: true });
          await writeFile(file, page.html);
          files += 1;
          if (page.counted) pages += 1;
        }
      }
    }
  }
  return { pages, files };
}

/** Every page's path below the locale by id: its ancestors' slugs and its own, `home` left out. */
function pagePaths(pages: readonly PageRecord[]): Map<string, string> {
  const byId = new Map(pages.map((page) => [page.id, page]));
  const paths = new Map<string, string>();
  for (const page of pages) {
    const slugs: string[] = [];
    for (
      let node: PageRecord | undefined = page;
      node;
      node = node.parentId ? byId.get(node.parentId) : undefined
    ) {
      if (node.slug !== 'home') slugs.unshift(node.slug);
    }
    paths.set(page.id, slugs.join('/'));
  }
  return paths;
}

/** Pages by each language they are in. */
function pagesByLanguage(pages: readonly PageRecord[]): Map<string, PageRecord[]> {
  const byLanguage = new Map<string, PageRecord[]>();
  for (const page of pages) {
    for (const language of page.languages) {
      const list = byLanguage.get(language);
      if (list) list.push(page);
      else byLanguage.set(language, [page]);
    }
  }
  return byLanguage;
}

/** Where a header item links: its page's URL, else its target as stored, else the locale's home. */
function navigationHref(input: {
  locale: Locale;
  pageId: string | null;
  target: string | null;
  pathOf: ReadonlyMap<string, string>;
}): string {
  const pagePath = input.pageId ? input.pathOf.get(input.pageId) : undefined;
  if (pagePath !== undefined) return hrefOf(input.locale, pagePath);
  return input.target ?? hrefOf(input.locale, '');
}
