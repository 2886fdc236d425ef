import type { ReactNode } from 'react';
import type { Locale } from '../../core/model/locale.ts';
import type { ProductDataset } from '../../sandbox/dataset/catalogue/index.ts';
import type { ContentDataset, Localized, PageRecord } from '../../sandbox/dataset/index.ts';
import { type LayoutView, renderDocument } from './views.tsx';

/** One HTML file the baseline writes. */
export interface BaselinePage {
  /** Path below the site's folder: `en/company/index.html`, `en/404.html`. */
  file: string;
  html: string;
  /**
   * Whether it counts as a page, as sitefleet's `result.pages` counts it (its build manifest's pages):
   * false for a protected page's content, which sitefleet writes below `_build/` beside its gate.
   */
  counted: boolean;
}

/** What the pages of one site share, whatever the locale. */
export interface SiteContext {
  dataset: ContentDataset;
  products: ProductDataset;
  siteId: string;
  /** The site's pages by language: published and available in that language, any protection. */
  pagesByLanguage: Map<string, PageRecord[]>;
  /** Path below the locale of every page of the dataset, by id (`company/history`; '' for home). */
  pathOf: ReadonlyMap<string, string>;
  /** Sanitized HTML of a Markdown body, rendered once per key (`{id}:{language}`). */
  richText(key: string, markdown: string | undefined): string;
}

/** What the pages of one locale of a site share. */
export interface LocaleContext extends SiteContext {
  locale: Locale;
  layout: LayoutView;
  /** A UI string of the locale's language (`stories:title`), en where it has none. */
  label(key: string): string;
}

/** A localized text in the language, else in en, else empty. */
export function localized(text: Localized | null | undefined, language: string): string {
  return text?.[language as keyof Localized] ?? text?.en ?? '';
}

/** The URL of a path below the locale: `/{locale}/{path}`. */
export function hrefOf(locale: Locale, path: string): string {
  return path === '' ? `/${locale.urlCode}` : `/${locale.urlCode}/${path}`;
}

/** The file of a page at a path below the locale: `{locale}/{path}/index.html`. */
export function fileOf(locale: Locale, path: string): string {
  return path === '' ? `${locale.urlCode}/index.html` : `${locale.urlCode}/${path}/index.html`;
}

/**
 * A page of a locale: the locale's layout around a title and its content, written to
 * {@link fileOf}`(locale, path)` unless `file` says otherwise, counted unless `counted` is false.
 */
export function documentPage(
  context: Pick<LocaleContext, 'locale' | 'layout'>,
  page: { path: string; title: string; main: ReactNode; file?: string; counted?: boolean },
): BaselinePage {
  return {
    file: page.file ?? fileOf(context.locale, page.path),
    html: renderDocument({ layout: context.layout, title: page.title, main: page.main }),
    counted: page.counted ?? true,
  };
}
