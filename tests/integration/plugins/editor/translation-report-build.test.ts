import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteTranslationReport } from '../../../../plugins/editor/translation-report.ts';
import { TRANSLATIONS_FILE } from '../../../../plugins/editor/translation-report.ts';
import { buildDemo } from '../../../helpers/build-demo.ts';

let out: string;
beforeAll(async () => {
  ({ out } = await buildDemo({ site: ['events'], locale: ['en', 'es', 'ja-jp'] }));
});
afterAll(() => rm(out, { recursive: true, force: true }));

describe("the editor plugin's translation report (_build/translations.json)", () => {
  it('is written by the build of a site other than main, per language of its locales', async () => {
    const report = JSON.parse(
      await readFile(path.join(out, 'events_north_america', TRANSLATIONS_FILE), 'utf8'),
    ) as SiteTranslationReport;
    expect(report.site).toEqual({ key: 'events', id: 'events', name: 'Events North America' });
    const ja = report.languages.find((language) => language.language === 'ja');
    // The demo's careers page has no Japanese version: the CMS falls back to English, no page is built.
    expect(ja?.missing).toContainEqual(
      expect.objectContaining({
        pageId: 'page-events-careers',
        fallbackLanguage: 'en',
        hrefs: expect.arrayContaining(['/ja-jp/events/careers']),
      }),
    );
    expect(ja?.available).toBe((ja?.pages ?? 0) - (ja?.missing.length ?? 0));
    expect(report.languages.find((language) => language.language === 'en')?.coverage).toBe(1);
    const states = Object.values(report.states).reduce((sum, count) => sum + count, 0);
    expect(states).toBe(report.pages);
    expect(report.inTranslation.length).toBe(report.pages - report.states.Translated);
  });
});
