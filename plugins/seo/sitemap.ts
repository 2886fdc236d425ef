import { XMLBuilder } from 'fast-xml-parser';
import type { Locale } from '../../core/model/locale.ts';
import type { AlternateView } from '../../core/model/view.ts';
import type { ManifestPage } from '../../core/pipeline/manifest.ts';
import { pageFile } from '../../core/pipeline/page-file.ts';
import type { ResolvedSite, SystemIndex } from '../../core/pipeline/plugin.ts';
import { createAlternatesOf, withAlternateVersions } from '../../core/routing/alternates.ts';
import { linkSiteSlug } from '../../core/routing/link-slug.ts';
import { localizeLink } from '../../core/routing/localized-link.ts';
import type { PageUrlFacts } from './load.ts';

/** Namespace of sitemaps and sitemap indexes (sitemaps.org protocol 0.9). */
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** Namespace of the `xhtml:link` hreflang alternates in a sitemap (Google's sitemap extension). */
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/** The sitemap index of a site, at the root of its tree (served at `/sitemap.xml`, `/{slug}/sitemap.xml`). */
export const SITEMAP_INDEX_FILE = 'sitemap.xml';

/** One URL of a sitemap with its hreflang alternates. */
export interface SitemapEntry {
  loc: string;
  alternates: AlternateView[];
}

/** The URLs of one locale group: the locales of one language. */
export interface SitemapGroup {
  /** The group's language (`de`), part of its file names. */
  name: string;
  entries: SitemapEntry[];
}

/**
 * The sitemap entries of a site, grouped by the language of their locale: every page written
 * at its own path (`<locale>/<path>/index.html`; not the 404 and error pages), unless its path is
 * excluded, the page is unlisted (`ManifestPage.unlisted`: its URL is not to be published, e.g. a
 * protected page's gate), or its CMS page is protected (the page written is its gate) or names another
 * canonical URL. Each entry carries the hreflang alternates its
 * page's head lists (core/routing/alternates.ts over the same pages, CMS alternate versions applied), so
 * the sitemap and the pages agree, and every alternate is a built page. Groups follow the site's
 * locale order; entries the locale order, then the path.
 *
 * @param input.pages every page of the site (the emit hook's `pages`: all locales, all shards).
 * @param input.origin origin of the URLs (`https://www.example.com`).
 * @param input.exclude paths below the locale whose pages, and those below them, are left out.
 * @param input.pageFacts `<language>:<CMS page id>` → protection, canonical URL and alternate versions
 *   (plugins/seo/load.ts).
 */
export function sitemapGroups(input: {
  site: ResolvedSite;
  system: SystemIndex;
  pages: readonly ManifestPage[];
  origin: string;
  exclude: readonly string[];
  pageFacts: ReadonlyMap<string, PageUrlFacts>;
}): SitemapGroup[] {
  const { site, origin } = input;
  const siteSlug = linkSiteSlug(site.cms);
  const urlOf = (locale: string, path: string) =>
    `${origin}${localizeLink({ href: `/${path}`, localeUrlCode: locale, siteSlug })}`;
  const localeOf = new Map(site.locales.map((locale) => [locale.urlCode, locale]));
  const factsOf = (page: ManifestPage) => {
    const language = localeOf.get(page.locale)?.language;
    return page.id && language ? input.pageFacts.get(`${language}:${page.id}`) : undefined;
  };
  // Pages at their own path and their own canonical: the members of hreflang clusters.
  const own = new Map<string, ManifestPage>();
  for (const page of input.pages) {
    if (page.file !== pageFile({ locale: page.locale, path: page.path }) || page.unlisted) continue;
    const facts = factsOf(page);
    if (facts?.protected) continue;
    if (facts?.canonicalUrl && facts.canonicalUrl !== urlOf(page.locale, page.path)) continue;
    own.set(`${page.locale}\u0000${page.path}`, page);
  }
  const alternatesOf = createAlternatesOf({
    site,
    system: input.system,
    origin,
    has: (locale, path) => own.has(`${locale.urlCode}\u0000${path}`),
  });
  const excluded = (path: string) =>
    input.exclude.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

  const byLocale = new Map<string, ManifestPage[]>();
  for (const page of own.values()) {
    if (excluded(page.path)) continue;
    byLocale.set(page.locale, [...(byLocale.get(page.locale) ?? []), page]);
  }
  const groups = new Map<string, SitemapGroup>();
  for (const locale of site.locales) {
    const pages = (byLocale.get(locale.urlCode) ?? []).sort((a, b) => (a.path < b.path ? -1 : 1));
    if (pages.length === 0) continue;
    const group = groups.get(locale.language) ?? { name: locale.language, entries: [] };
    for (const page of pages) group.entries.push(entryOf(page, locale));
    groups.set(locale.language, group);
  }
  return [...groups.values()];

  function entryOf(page: ManifestPage, locale: Locale): SitemapEntry {
    const alternates = alternatesOf(page.path, locale);
    const facts = factsOf(page);
    return {
      loc: urlOf(page.locale, page.path),
      alternates: facts && alternates.length > 0 ? withAlternateVersions(alternates, facts) : alternates,
    };
  }
}

/** One sitemap file: its name at the root of the site's tree and its XML. */
export interface SitemapFile {
  file: string;
  xml: string;
}

/** Serialises elements (escaping text and attributes); `@_` marks an attribute. */
const xmlBuilder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  suppressEmptyNode: true,
});

/** A urlset document's opening: the XML declaration and the root with the two namespaces. */
const URLSET_OPEN = `${xmlBuilder.build({ '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' } })}\n<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n`;
const URLSET_CLOSE = '</urlset>\n';

/**
 * The sitemap files of the groups (sitemaps.org protocol with Google's `xhtml:link` alternates): one per
 * group, `sitemap-<group>.xml`, or, when a group holds more than `limits.urls` URLs or more than
 * `limits.bytes` bytes, several: `sitemap-<group>-1.xml`, `sitemap-<group>-2.xml`, … Each `<url>` is
 * serialised (fast-xml-parser's builder escapes every URL) and measured before it is placed. Files are
 * made one at a time as they are iterated (a large site's sitemaps run to hundreds of megabytes): at most
 * one file's entries are held.
 *
 * @param input.limits most URLs and most bytes (UTF-8, uncompressed) per file.
 * @throws RangeError when one URL's entry alone exceeds `limits.bytes`.
 */
export function* sitemapFiles(input: {
  groups: readonly SitemapGroup[];
  limits: { urls: number; bytes: number };
}): Generator<SitemapFile> {
  const { limits } = input;
  const room = limits.bytes - Buffer.byteLength(URLSET_OPEN) - Buffer.byteLength(URLSET_CLOSE);
  const toXml = urlSerializer();
  const document = (entries: readonly string[]) => `${URLSET_OPEN}${entries.join('')}${URLSET_CLOSE}`;
  for (const group of input.groups) {
    let part: string[] = [];
    let bytes = 0;
    /** Parts of the group given so far: a group split once names every part by number. */
    let given = 0;
    for (const entry of group.entries) {
      const xml = toXml(entry);
      const size = Buffer.byteLength(xml);
      if (size > room) {
        throw new RangeError(
          `The sitemap entry of ${entry.loc} takes ${size} bytes, more than a sitemap may hold`,
        );
      }
      if (part.length >= limits.urls || bytes + size > room) {
        given += 1;
        yield { file: `sitemap-${group.name}-${given}.xml`, xml: document(part) };
        part = [];
        bytes = 0;
      }
      part.push(xml);
      bytes += size;
    }
    if (part.length === 0) continue;
    const file = given === 0 ? `sitemap-${group.name}.xml` : `sitemap-${group.name}-${given + 1}.xml`;
    yield { file, xml: document(part) };
  }
}

/**
 * Serialises one `<url>` with its `<loc>` and `xhtml:link` alternates. A page's alternates are mostly
 * the same links as its neighbours' (the representatives of its path), so each link is serialised
 * once and reused: the sitemaps of a large site take seconds, not minutes.
 */
function urlSerializer(): (entry: SitemapEntry) => string {
  const links = new Map<string, string>();
  const linkXml = ({ hreflang, href }: AlternateView) => {
    const key = `${hreflang}\u0000${href}`;
    let xml = links.get(key);
    if (xml === undefined) {
      xml = xmlBuilder.build({
        'xhtml:link': { '@_rel': 'alternate', '@_hreflang': hreflang, '@_href': href },
      });
      links.set(key, xml);
    }
    return xml;
  };
  return (entry) =>
    `<url>${xmlBuilder.build({ loc: entry.loc })}${entry.alternates.map(linkXml).join('')}</url>\n`;
}

/**
 * A sitemap index (sitemaps.org protocol) listing the sitemaps at `locations` (absolute URLs), in order.
 */
export function sitemapIndexXml(locations: readonly string[]): string {
  const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', format: true });
  return builder.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    sitemapindex: { '@_xmlns': SITEMAP_NS, sitemap: locations.map((loc) => ({ loc })) },
  });
}
