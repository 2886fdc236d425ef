import { describe, expect, it } from 'vitest';
import type { TranslationTarget } from '../../../core/editor/translation-state.ts';
import type { Locale } from '../../../core/model/locale.ts';
import { type ReportPage, siteTranslationReport } from '../../../plugins/editor/translation-report.ts';

const translated = (language: string): TranslationTarget => ({
  language,
  translationState: 'Translated',
  exportedAt: '2024-01-01T00:00:00.000Z',
  importedAt: '2024-01-02T00:00:00.000Z',
});

const page = (
  id: string,
  path: string,
  languages: string[],
  targets: TranslationTarget[] = [],
  countries: string[] = [],
): ReportPage => ({
  id,
  path,
  title: id,
  languages,
  countries,
  sourceLanguage: 'en',
  targetLanguages: targets,
});

const locales: Pick<Locale, 'urlCode' | 'language' | 'country' | 'isInternational'>[] = [
  { urlCode: 'en', language: 'en', country: 'ALL', isInternational: true },
  { urlCode: 'de', language: 'de', country: 'ALL', isInternational: true },
  { urlCode: 'de-ch', language: 'de', country: 'CH', isInternational: false },
  { urlCode: 'ja', language: 'ja', country: 'ALL', isInternational: true },
];

describe('siteTranslationReport (translation report)', () => {
  const report = siteTranslationReport({
    site: { key: 'events', id: 'events', name: 'Events', slug: 'events' },
    locales,
    data: {
      pages: [
        page('home', '', ['en', 'de', 'ja'], [translated('de'), translated('ja')]),
        page(
          'careers',
          'careers',
          ['en', 'de'],
          [
            translated('de'),
            {
              language: 'ja',
              translationState: 'InProgress',
              exportedAt: '2024-03-01T00:00:00.000Z',
              importedAt: null,
            },
          ],
        ),
        page(
          'history',
          'company/history',
          ['en'],
          [{ language: 'de', translationState: 'MarkedForTranslation', exportedAt: null, importedAt: null }],
        ),
        // Only for Switzerland: no page of the international locales, so not missing in ja.
        page('swiss-news', 'swiss-news', ['fr'], [translated('de')], ['CH']),
      ],
      fallbacks: [
        ['en', []],
        ['de', [['history', 'en']]],
        [
          'ja',
          [
            ['careers', 'en'],
            ['history', 'en'],
          ],
        ],
      ],
    },
  });

  it('counts per language the pages that exist in it, once per language whatever its locales', () => {
    expect(
      report.languages.map(({ language, locales, available, pages, coverage }) => ({
        language,
        locales,
        available,
        pages,
        coverage,
      })),
    ).toEqual([
      { language: 'en', locales: ['en'], available: 3, pages: 3, coverage: 1 },
      { language: 'de', locales: ['de', 'de-ch'], available: 2, pages: 4, coverage: 0.5 },
      { language: 'ja', locales: ['ja'], available: 1, pages: 3, coverage: 0.333 },
    ]);
  });

  it('lists the missing pages with the CMS fallback and where each locale would have them', () => {
    expect(report.languages[1]?.missing).toEqual([
      {
        pageId: 'history',
        path: 'company/history',
        title: 'history',
        fallbackLanguage: 'en',
        hrefs: ['/de/events/company/history', '/de-ch/events/company/history'],
      },
      // A country page is missing only where its country's locales are.
      {
        pageId: 'swiss-news',
        path: 'swiss-news',
        title: 'swiss-news',
        fallbackLanguage: null,
        hrefs: ['/de-ch/events/swiss-news'],
      },
    ]);
    expect(report.languages[2]?.missing.map((missing) => missing.pageId)).toEqual(['careers', 'history']);
  });

  it('counts the pages by page-level translation state and lists those not translated', () => {
    expect(report.states).toEqual({ Translated: 2, InProgress: 1, MarkedForTranslation: 1 });
    expect(report.inTranslation).toEqual([
      {
        pageId: 'careers',
        path: 'careers',
        title: 'careers',
        sourceLanguage: 'en',
        state: 'InProgress',
        languages: ['ja'],
      },
      {
        pageId: 'history',
        path: 'company/history',
        title: 'history',
        sourceLanguage: 'en',
        state: 'MarkedForTranslation',
        languages: ['de'],
      },
    ]);
  });

  it('reports full coverage for a site without pages', () => {
    const empty = siteTranslationReport({
      site: { key: 'x', id: 'x', name: 'X', slug: null },
      locales,
      data: { pages: [], fallbacks: [] },
    });
    expect(
      empty.languages.every((language) => language.coverage === 1 && language.missing.length === 0),
    ).toBe(true);
  });
});
