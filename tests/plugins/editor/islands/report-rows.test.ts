import { describe, expect, it } from 'vitest';
import { type ReportedSite, reportRows } from '../../../../plugins/editor/islands/report-rows.ts';

const link = (count: number) => ({ site: 'main', locale: 'de', href: '/de/careers', count, pages: [] });

const site: ReportedSite = {
  site: { key: 'main', id: 'main', name: 'Machinery Group' },
  pages: 4,
  states: { MarkedForTranslation: 1, InProgress: 0, Translated: 3 },
  inTranslation: [],
  languages: [
    { language: 'en', locales: ['en'], pages: 4, available: 4, coverage: 1, missing: [] },
    {
      language: 'de',
      locales: ['de', 'de-ch'],
      pages: 4,
      available: 2,
      coverage: 0.5,
      missing: [
        {
          pageId: 'p1',
          path: 'careers',
          title: 'Careers',
          fallbackLanguage: 'en',
          hrefs: [],
          links: [link(3), link(2)],
        },
        { pageId: 'p2', path: 'x', title: 'X', fallbackLanguage: null, hrefs: [], links: [] },
      ],
    },
  ],
};

describe('reportRows (the translation report table: site × language)', () => {
  it('gives coverage, the pages seen in a fallback language and the links into missing pages', () => {
    expect(reportRows([site])).toEqual([
      {
        site: 'main',
        siteName: 'Machinery Group',
        language: 'en',
        pages: 4,
        available: 4,
        percent: 100,
        fallbacks: [],
        missingLinks: 0,
      },
      {
        site: 'main',
        siteName: 'Machinery Group',
        language: 'de',
        pages: 4,
        available: 2,
        percent: 50,
        fallbacks: [{ path: 'careers', title: 'Careers', language: 'en' }],
        missingLinks: 5,
      },
    ]);
  });
});
