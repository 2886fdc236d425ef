import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { linkSiteSlug } from '../routing/link-slug.ts';
import { LOCALE_PAGES_FOLDER, type LocaleRoutes, localePagesFile } from './build-files.ts';
import { forEachFile } from './file-operations.ts';
import type { PreviousBuild, TreeLinks } from './incremental.ts';
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
 * A locale none of whose pages was rendered and whose pages are those of the previous file (with their
 * links when wanted) keeps the previous file's table as it is: `unchanged` names those locales, whose
 * live file the build can take over. A locale whose pages are those of the previous file and whose
 * rendered pages link where they linked before (an edited text) gets that table with their new sizes:
 * `resized` names those locales where a size changed, whose file differs from the live one for sure.
 * `sameLinks` names the locales of both kinds: their pages link where the previous tree's did.
 */
export async function writtenLocalePages(input: {
  site: ResolvedSite;
  reuse: readonly ManifestPage[];
  rendered: readonly RenderedBatch[];
  previous: PreviousBuild | null;
  locales: ReadonlySet<string>;
  /** Whether links are wanted: reused pages whose links were not recorded are read again. */
  collectLinks: boolean;
}): Promise<{
  pages: Map<string, LocalePages>;
  unchanged: Set<string>;
  resized: Set<string>;
  sameLinks: Set<string>;
}> {
  type Entry = { file: string; bytes: number; links?: readonly string[] };
  const renderedIn = new Map<string, Entry[]>();
  for (const batch of input.rendered) {
    for (const page of batch.pages) {
      const links = batch.links ? (linksOfPage(batch.links, page.file) ?? []) : undefined;
      const list = renderedIn.get(page.locale) ?? [];
      list.push({ file: page.file, bytes: page.bytes, links });
      renderedIn.set(page.locale, list);
    }
  }
  const reusedIn = new Map<string, ManifestPage[]>();
  for (const page of input.reuse) {
    const list = reusedIn.get(page.locale) ?? [];
    list.push(page);
    reusedIn.set(page.locale, list);
  }
  const result = new Map<string, LocalePages>();
  const unchanged = new Set<string>();
  const resized = new Set<string>();
  const sameLinks = new Set<string>();
  const locales = [...new Set([...renderedIn.keys(), ...reusedIn.keys()])];
  // Read at once, unless the process knows the previous tree's tables.
  const knownTables = await Promise.all(
    locales.map((locale) => (reusedIn.has(locale) ? readLocalePages(input.previous!, locale) : null)),
  );
  for (const [index, locale] of locales.entries()) {
    const rendered = renderedIn.get(locale) ?? [];
    const reused = reusedIn.get(locale) ?? [];
    const known = knownTables[index] ?? null;
    const patched = known ? patchedTable({ known, reused, rendered, links: input.collectLinks }) : null;
    if (patched) {
      result.set(locale, patched);
      sameLinks.add(locale);
      if (patched === known) unchanged.add(locale);
      else if (rendered.some((page) => known!.pages[page.file]?.bytes !== page.bytes)) resized.add(locale);
      continue;
    }
    const entries: Entry[] = [...rendered];
    for (const page of reused) {
      let entry: Omit<Entry, 'file'> | undefined = known ? localePage(known, page.file) : undefined;
      if (!entry || (input.collectLinks && !entry.links)) {
        const html = await readFile(path.join(input.previous!.dir, page.file), 'utf8');
        entry = {
          bytes: Buffer.byteLength(html),
          links: input.collectLinks
            ? internalLinks({ html, pageUrl: pageUrlOf(input.site, page) })
            : undefined,
        };
      }
      entries.push({ file: page.file, ...entry });
    }
    result.set(locale, localePages(entries));
  }
  return {
    pages: new Map([...result].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
    unchanged,
    resized,
    sameLinks,
  };
}

/**
 * `known` with the rendered pages' sizes, when it lists exactly the reused and rendered pages (each with
 * links when `links` are wanted) and every rendered page links to what it linked to in `known`: `known`
 * itself when nothing was rendered. Null otherwise (the table is made again).
 */
function patchedTable(input: {
  known: LocalePages;
  reused: readonly ManifestPage[];
  rendered: readonly { file: string; bytes: number; links?: readonly string[] }[];
  links: boolean;
}): LocalePages | null {
  const { known, rendered } = input;
  if (Object.keys(known.pages).length !== input.reused.length + rendered.length) return null;
  const listed = (file: string) => {
    const entry = known.pages[file];
    return entry !== undefined && (!input.links || entry.links !== undefined);
  };
  if (!input.reused.every((page) => listed(page.file))) return null;
  if (rendered.length === 0) return known;
  const pages = { ...known.pages };
  for (const page of rendered) {
    const before = known.pages[page.file];
    if (!before || !sameLinks(before.links, page.links, known.hrefs)) return null;
    pages[page.file] = before.links ? { bytes: page.bytes, links: before.links } : { bytes: page.bytes };
  }
  return { hrefs: known.hrefs, pages };
}

/** Whether a page's links as `positions` into `hrefs` are `links` (both absent counts as the same). */
function sameLinks(
  positions: readonly number[] | undefined,
  links: readonly string[] | undefined,
  hrefs: readonly string[],
): boolean {
  if (positions === undefined || links === undefined) return positions === links;
  return (
    positions.length === links.length &&
    positions.every((position, index) => hrefs[position] === links[index])
  );
}

/** The pages file of each locale of a build's tree that has one. */
export async function liveLocalePages(build: PreviousBuild): Promise<Map<string, LocalePages>> {
  const tables = new Map<string, LocalePages>();
  await forEachFile(build.manifest.locales, async (locale) => {
    const table = await readLocalePages(build, locale);
    if (table) tables.set(locale, table);
  });
  return new Map([...tables].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** A locale's pages file of a build's tree, as the process knows it or read from the tree; null for none. */
async function readLocalePages(build: PreviousBuild, locale: string): Promise<LocalePages | null> {
  const known = build.localePages?.get(locale);
  if (known) return known;
  return readFile(path.join(build.dir, localePagesFile(locale)), 'utf8').then(
    (text) => JSON.parse(text) as LocalePages,
    () => null,
  );
}

/**
 * Each written locale's {@link CollectedLinks}, from its pages file; a locale in `same.locales` (whose
 * pages link where those of the tree `same.links` came from did, core/pipeline/locale-files.ts
 * `writtenLocalePages` `sameLinks`) takes that tree's links when they were collected under the same site
 * slug: its files are at the same paths (a page's file is its locale and path), so the linking pages the
 * reports name stay right. Collected links are never changed afterwards (core/pipeline/page-links.ts
 * `mergeLinks` copies), so trees may share them.
 * @returns the links by locale, and the slug they carry ({@link TreeLinks}).
 */
export function localeLinks(input: {
  site: ResolvedSite;
  manifest: BuildManifest;
  data: ReadonlyMap<string, LocalePages>;
  same?: { links: TreeLinks | undefined; locales: ReadonlySet<string> };
}): TreeLinks {
  const { site, manifest, data, same } = input;
  let pathOf: Map<string, string> | undefined;
  const slug = linkSiteSlug(site.cms) ?? '';
  const known = same?.links?.slug === slug ? same.links.byLocale : undefined;
  const byLocale = new Map<string, CollectedLinks>();
  for (const [locale, table] of data) {
    const taken = same?.locales.has(locale) ? known?.get(locale) : undefined;
    if (taken) {
      byLocale.set(locale, taken);
      continue;
    }
    pathOf ??= new Map(manifest.pages.map((page) => [page.file, page.path]));
    const collector = createLinkCollector(site);
    for (const file of Object.keys(table.pages)) {
      const page = localePage(table, file)!;
      collector.addLinks({ locale, path: pathOf.get(file) ?? '', hrefs: page.links ?? [] });
    }
    byLocale.set(locale, collector.links);
  }
  return { slug, byLocale };
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
    const entry = routes.get(page.locale) ?? { locale: page.locale, pages: [] };
    entry.pages.push(pageUrlOf(built.site, page));
    routes.set(page.locale, entry);
  }
  for (const entry of routes.values()) entry.pages.sort();
  return routes;
}
