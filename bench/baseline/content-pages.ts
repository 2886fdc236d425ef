import { createElement as h } from 'react';
import type { Locale } from '../../core/model/locale.ts';
import type { PageRecord } from '../../sandbox/dataset/index.ts';
import { type BaselinePage, documentPage, fileOf, type LocaleContext, localized } from './context.ts';
import { RichText } from './views.tsx';

/** A page counts as universal when it lists no country, or `ALL`. */
function isUniversal(page: PageRecord): boolean {
  return page.countries.length === 0 || page.countries.includes('ALL');
}

/** Whether a page is shown in a locale: in its language, and universal or for its country. */
function availableIn(page: PageRecord, locale: Locale): boolean {
  return (
    page.languages.includes(locale.language) && (isUniversal(page) || page.countries.includes(locale.country))
  );
}

/**
 * The page a locale shows at each path, among the given ones available in it: a page for the locale's
 * country wins over a universal one (public-site §5).
 */
function pagesAtPaths(context: LocaleContext, pages: readonly PageRecord[]): Map<string, PageRecord> {
  const { locale } = context;
  const byPath = new Map<string, PageRecord[]>();
  for (const page of pages) {
    if (!availableIn(page, locale)) continue;
    const path = context.pathOf.get(page.id)!;
    byPath.set(path, [...(byPath.get(path) ?? []), page]);
  }
  const chosen = new Map<string, PageRecord>();
  for (const [path, candidates] of byPath) {
    const page =
      candidates.find((candidate) => candidate.countries.includes(locale.country)) ??
      candidates.find(isUniversal);
    if (page) chosen.set(path, page);
  }
  return chosen;
}

/** A CMS page: its title and its rich-text body, at `path` unless `file` says otherwise. */
function contentPage(
  context: LocaleContext,
  input: { page: PageRecord; path: string; file?: string; counted?: boolean },
): BaselinePage {
  const { page, ...where } = input;
  const { language } = context.locale;
  const html = context.richText(`${page.id}:${language}`, page.body[language]);
  return documentPage(context, {
    ...where,
    title: localized(page.title, language),
    main: h(RichText, { html }),
  });
}

/**
 * The content pages of a locale (content-pages): every published, unprotected page of type Content
 * whose language some of its countries supports, and the not-found and error pages (`404.html`,
 * `500.html`, a title and a line of text).
 */
export function* contentPages(context: LocaleContext): Generator<BaselinePage> {
  const { locale, dataset, label } = context;
  // Countries supporting the language: a page for none of them is no valid content page (public-site §5).
  const supporting = new Set(
    dataset.countries
      .filter((country) => country.supportedLanguages.includes(locale.language))
      .map((country) => country.countryCode),
  );
  const pages = (context.pagesByLanguage.get(locale.language) ?? []).filter(
    (page) =>
      page.protection === 'none' &&
      (page.pageType ?? 'Content') === 'Content' &&
      (page.countries.length > 0 ? page.countries.some((code) => supporting.has(code)) : supporting.size > 0),
  );
  for (const [path, page] of pagesAtPaths(context, pages)) {
    yield contentPage(context, { page, path });
  }
  yield documentPage(context, {
    path: '404',
    file: `${locale.urlCode}/404.html`,
    title: label('common:notFound.title').replace('{path}', ''),
    main: h('p', null, label('common:notFound.text')),
  });
  yield documentPage(context, {
    path: '500',
    file: `${locale.urlCode}/500.html`,
    title: label('common:error.title'),
    main: h('p', null, label('common:error.maintenanceText')),
  });
}

/**
 * The protected pages of a locale (protected-pages): at each password- or role-protected page's path
 * its gate (the title and what to do), and the page itself below `_build/protected-pages/pages/`,
 * where sitefleet writes it for the page guard (not counted as a page, as sitefleet does not).
 */
export function* protectedPages(context: LocaleContext): Generator<BaselinePage> {
  const { locale, label } = context;
  const pages = (context.pagesByLanguage.get(locale.language) ?? []).filter(
    (page) => page.protection !== 'none',
  );
  for (const [path, page] of pagesAtPaths(context, pages)) {
    if (path === '') continue;
    const prompt = page.protection === 'role' ? 'protected-pages:signIn' : 'protected-pages:intro';
    yield documentPage(context, {
      path,
      title: localized(page.title, locale.language),
      main: h('p', null, label(prompt)),
    });
    yield contentPage(context, {
      page,
      path,
      file: `_build/protected-pages/pages/${fileOf(locale, path)}`,
      counted: false,
    });
  }
}
