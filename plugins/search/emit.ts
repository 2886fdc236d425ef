import { imageAssetHost } from '../../core/media/asset-host.ts';
import type { EmitContext } from '../../core/pipeline/plugin.ts';
import { linkSiteSlug } from '../../core/routing/link-slug.ts';
import { createDocumentResolver, type SourceDocument } from './engine/documents.ts';
import {
  buildIndex,
  type LanguageSearchFile,
  languageSearchFile,
  SEARCH_FILE_FORMAT,
  SITE_SEARCH_FILE,
  type SiteSearchFile,
} from './engine/index-file.ts';
import type { SearchData } from './load.ts';

/**
 * The `emit` hook (issue 13 "Search" point 1): indexes, per language of the site, the built pages that
 * are content pages, stories, media releases, products, classifications or capabilities
 * (engine/documents.ts), with the texts `load` fetched, and writes `_build/search/<language>.json`
 * (MiniSearch's index, the documents as results show them, and which locale has which document at which
 * path) and `_build/search/site.json` (brand names, languages, the links' site slug).
 *
 * One index per language, not per locale: the ~300 country locales of a site show their language's
 * texts, so each language is indexed once and its locales name their pages. The pages come from the
 * build (every locale, also another shard's), so every shard writes the same files; a language whose
 * entries and pages are the same as in the last build keeps its live file without being indexed again
 * (`writeFileIfChanged`). A product at several placements in a locale is indexed at its first path in
 * file order.
 */
export async function emitSearchIndex(context: EmitContext<SearchData>): Promise<void> {
  const { site, data } = context;
  const languageOf = new Map(site.locales.map((locale) => [locale.urlCode, locale.language]));
  const resolvers = new Map(
    [...data.byLanguage].map(([language, languageData]) => [
      language,
      createDocumentResolver({ data: languageData, language }),
    ]),
  );
  const perLanguage = new Map<
    string,
    {
      keys: Map<string, number>;
      documents: { source: unknown; make: () => SourceDocument }[];
      locales: Map<string, [number, string][]>;
    }
  >();
  for (const page of context.pages) {
    const language = languageOf.get(page.locale);
    const resolved = language ? resolvers.get(language)?.(page) : null;
    if (!language || !resolved) continue;
    let entry = perLanguage.get(language);
    if (!entry) {
      entry = { keys: new Map(), documents: [], locales: new Map() };
      perLanguage.set(language, entry);
    }
    let id = entry.keys.get(resolved.key);
    if (id === undefined) {
      id = entry.documents.length;
      entry.keys.set(resolved.key, id);
      entry.documents.push(resolved);
    }
    let pages = entry.locales.get(page.locale);
    if (!pages) {
      pages = [];
      entry.locales.set(page.locale, pages);
    }
    if (!pages.some(([known]) => known === id)) pages.push([id, page.path]);
  }

  const languages = [...perLanguage.keys()].sort();
  for (const language of languages) {
    const { keys, documents, locales } = perLanguage.get(language)!;
    const groups = new Map<string, { locales: string[]; pages: [number, string][] }>();
    for (const [locale, pages] of locales) {
      const key = JSON.stringify(pages);
      const group = groups.get(key);
      if (group) group.locales.push(locale);
      else groups.set(key, { locales: [locale], pages });
    }
    // A language whose entries, pages and code are the same as in the last build keeps its file: the
    // documents are not made again nor indexed (a one-page edit re-indexes that page's language only).
    const inputs = {
      format: SEARCH_FILE_FORMAT,
      imageHost: imageAssetHost(),
      keys: [...keys.keys()],
      sources: documents.map((document) => document.source),
      groups: [...groups.values()],
    };
    await context.writeFileIfChanged({
      file: languageSearchFile(language),
      inputs,
      make: () => {
        const made = documents.map((document) => document.make());
        const index = buildIndex(
          language,
          made.map((document, id) => ({ id, ...document.text })),
        );
        const file: LanguageSearchFile = {
          format: SEARCH_FILE_FORMAT,
          language,
          documents: made.map((document) => document.stored),
          groups: [...groups.values()],
          index: index.toJSON(),
        };
        return JSON.stringify(file);
      },
    });
  }
  const siteFile: SiteSearchFile = {
    format: SEARCH_FILE_FORMAT,
    brandNames: [...new Set([site.brand?.name, site.cms.name].filter((name): name is string => !!name))],
    languages,
    linkSlug: linkSiteSlug(site.cms),
  };
  await context.writeFile(SITE_SEARCH_FILE, JSON.stringify(siteFile));
}
