import type { EmitContext } from '../../core/pipeline/plugin.ts';
import { linkSiteSlug } from '../../core/routing/link-slug.ts';
import { createDocumentResolver, type SourceDocument } from './engine/documents.ts';
import {
  buildIndex,
  type LanguageSearchFile,
  type LanguageTextsFile,
  languageSearchFile,
  languageTextsFile,
  SEARCH_FILE_FORMAT,
  SITE_SEARCH_FILE,
  type SiteSearchFile,
} from './engine/index-file.ts';
import type { SearchData } from './load.ts';

/**
 * The `emit` hook (customer-area §3, §7 search): indexes, per language of the site, the built pages
 * that are content pages, stories, media releases, products, classifications or capabilities
 * (engine/documents.ts), with the texts `load` fetched, and writes `_build/search/<language>.json`
 * (MiniSearch's index, the documents as results show them, and which locale has which document at which
 * path), `_build/search/<language>.texts.json` (the texts indexed, for an engine that indexes them
 * itself) and `_build/search/site.json` (brand names, languages, the links' site slug).
 *
 * One index per language, not per locale: the ~300 country locales of a site show their language's
 * texts, so each language is indexed once and its locales name their pages. The pages come from the
 * build (every locale, also another shard's), so every shard writes the same files. Each language is a
 * part of its own (core/pipeline/plugin.ts `EmitContext.part`): it reads its language's entry of the
 * load data and the pages, so a language whose entries and pages did not change keeps its live file
 * without being indexed again. A product at several placements in a locale is indexed at its first path
 * in file order.
 */
export async function emitSearchIndex(context: EmitContext<SearchData>): Promise<void> {
  const { site } = context;
  const languages = [...new Set(site.locales.map((locale) => locale.language))].sort();
  const indexed: string[] = [];
  for (const language of languages) {
    if (!context.data.byLanguage.has(language)) continue;
    const files = await context.part(language, (part) => writeLanguageIndex(part, language));
    if (files.length > 0) indexed.push(language);
  }
  const siteFile: SiteSearchFile = {
    format: SEARCH_FILE_FORMAT,
    brandNames: [...new Set([site.brand?.name, site.cms.name].filter((name): name is string => !!name))],
    languages: indexed,
    linkSlug: linkSiteSlug(site.cms),
  };
  await context.writeFile(SITE_SEARCH_FILE, JSON.stringify(siteFile));
}

/** One language's index file, when any of the language's pages is indexed (nothing is written else). */
async function writeLanguageIndex(
  context: Omit<EmitContext<SearchData>, 'part'>,
  language: string,
): Promise<void> {
  const locales = new Set(
    context.site.locales.filter((locale) => locale.language === language).map((locale) => locale.urlCode),
  );
  const resolve = createDocumentResolver({ data: context.data.byLanguage.get(language)!, language });
  const keys = new Map<string, number>();
  const documents: (() => SourceDocument)[] = [];
  const pagesOf = new Map<string, [number, string][]>();
  for (const page of context.pages) {
    if (!locales.has(page.locale)) continue;
    const resolved = resolve(page);
    if (!resolved) continue;
    let id = keys.get(resolved.key);
    if (id === undefined) {
      id = documents.length;
      keys.set(resolved.key, id);
      documents.push(resolved.make);
    }
    let pages = pagesOf.get(page.locale);
    if (!pages) {
      pages = [];
      pagesOf.set(page.locale, pages);
    }
    if (!pages.some(([known]) => known === id)) pages.push([id, page.path]);
  }
  if (documents.length === 0) return;
  const groups = new Map<string, { locales: string[]; pages: [number, string][] }>();
  for (const [locale, pages] of pagesOf) {
    const key = JSON.stringify(pages);
    const group = groups.get(key);
    if (group) group.locales.push(locale);
    else groups.set(key, { locales: [locale], pages });
  }
  const made = documents.map((make) => make());
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
  await context.writeFile(languageSearchFile(language), JSON.stringify(file));
  const texts: LanguageTextsFile = {
    format: SEARCH_FILE_FORMAT,
    language,
    texts: made.map((document) => document.text),
  };
  await context.writeFile(languageTextsFile(language), JSON.stringify(texts));
}
