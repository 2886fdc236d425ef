import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { LOCALE_PAGES_FOLDER, type LocaleRoutes, localePagesFile } from './build-files.ts';
import type { PreviousBuild } from './incremental.ts';
import { readKeptFile } from './kept-files.ts';
import type { BuildManifest, ManifestPage } from './manifest.ts';
import { pageFile } from './page-file.ts';
import {
  type CollectedLinks,
  createLinkCollector,
  internalLinks,
  type LocalePages,
  linksOfPage,
  localePage,
  localePages,
  pageUrlOf,
} from './page-links.ts';
import type { ResolvedSite } from './plugin.ts';
import type { RenderedBatch } from './render-pages.ts';

/*
 * The per-locale build files of a site (core/pipeline/build-files.ts): the pages files (sizes and links of
 * each written page) and the route rules. One file per locale, so that every shard writes its own.
 */

/**
 * Each written locale's pages file: the rendered pages' sizes and links as found, the reused ones' from
 * the previous build's file of their locale, else from their live file (a tree from before these files).
 */
export async function writtenLocalePages(input: {
  site: ResolvedSite;
  reuse: readonly ManifestPage[];
  rendered: readonly RenderedBatch[];
  previous: PreviousBuild | null;
  locales: ReadonlySet<string>;
  /** Whether links are wanted: reused pages whose links were not recorded are read again. */
  collectLinks: boolean;
}): Promise<Map<string, LocalePages>> {
  type Entry = { file: string; bytes: number; links?: readonly string[] };
  const byLocale = new Map<string, Entry[]>();
  const add = (locale: string, page: Entry) => {
    const list = byLocale.get(locale) ?? [];
    list.push(page);
    byLocale.set(locale, list);
  };
  for (const batch of input.rendered) {
    for (const page of batch.pages) {
      const links = batch.links ? (linksOfPage(batch.links, page.file) ?? []) : undefined;
      add(page.locale, { file: page.file, bytes: page.bytes, links });
    }
  }
  const before = new Map<string, LocalePages | null>();
  for (const page of input.reuse) {
    if (!before.has(page.locale)) {
      before.set(page.locale, await readLocalePages(input.previous!.dir, page.locale));
    }
    const known = before.get(page.locale);
    let entry: Omit<Entry, 'file'> | undefined = known ? localePage(known, page.file) : undefined;
    if (!entry || (input.collectLinks && !entry.links)) {
      const html = await readFile(path.join(input.previous!.dir, page.file), 'utf8');
      entry = {
        bytes: Buffer.byteLength(html),
        links: input.collectLinks ? internalLinks({ html, pageUrl: pageUrlOf(input.site, page) }) : undefined,
      };
    }
    add(page.locale, { file: page.file, ...entry });
  }
  const result = new Map<string, LocalePages>();
  for (const locale of [...byLocale.keys()].sort()) result.set(locale, localePages(byLocale.get(locale)!));
  return result;
}

/** A locale's pages file of the tree `dir`, or null. */
async function readLocalePages(dir: string, locale: string): Promise<LocalePages | null> {
  return readKeptFile(
    path.join(dir, localePagesFile(locale)),
    (text) => JSON.parse(text) as LocalePages,
  ).catch(() => null);
}

/** Each written locale's {@link CollectedLinks}, from its pages file. */
export function localeLinks(
  site: ResolvedSite,
  manifest: BuildManifest,
  data: ReadonlyMap<string, LocalePages>,
): Map<string, CollectedLinks> {
  const pathOf = new Map(manifest.pages.map((page) => [page.file, page.path]));
  const links = new Map<string, CollectedLinks>();
  for (const [locale, table] of data) {
    const collector = createLinkCollector(site);
    for (const file of Object.keys(table.pages)) {
      const page = localePage(table, file)!;
      collector.addLinks({ locale, path: pathOf.get(file) ?? '', hrefs: page.links ?? [] });
    }
    links.set(locale, collector.links);
  }
  return links;
}

/** The locales whose pages a tree holds (its locales' pages files). */
export async function localesInTree(dir: string): Promise<string[]> {
  return (await readdir(path.join(dir, LOCALE_PAGES_FOLDER)).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length));
}

/**
 * The route rules of each locale the build writes, from the manifest's pages at their own paths; unlisted
 * pages (`ManifestPage.unlisted`, a URL not to be published) are left out.
 */
export function localeRoutes(built: {
  site: ResolvedSite;
  manifest: BuildManifest;
  locales: ReadonlySet<string>;
}): Map<string, LocaleRoutes> {
  const routes = new Map<string, LocaleRoutes>();
  for (const page of built.manifest.pages) {
    if (!built.locales.has(page.locale)) continue;
    if (page.file !== pageFile({ locale: page.locale, path: page.path })) continue;
    if (page.unlisted) continue;
    const entry = routes.get(page.locale) ?? {
      buildId: built.manifest.buildId,
      locale: page.locale,
      pages: [],
    };
    entry.pages.push(pageUrlOf(built.site, page));
    routes.set(page.locale, entry);
  }
  for (const entry of routes.values()) entry.pages.sort();
  return routes;
}
