import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from '../../../core/model/system-data.ts';
import { createContentDataset } from '../../../sandbox/dataset/index.ts';
import type { NavigationItemRecord } from '../../../sandbox/dataset/types.ts';

const dataset = createContentDataset();
const flatten = (items: NavigationItemRecord[]): NavigationItemRecord[] =>
  items.flatMap((item) => [item, ...flatten(item.items)]);

describe('createContentDataset: determinism and scale', () => {
  it('gives identical data for the same seed', () => {
    expect(createContentDataset({ seed: 7, scale: 2 })).toEqual(createContentDataset({ seed: 7, scale: 2 }));
  });

  it('keeps ids stable but changes texts and dates for another seed', () => {
    const other = createContentDataset({ seed: 2 });
    expect(other.pages.map((page) => page.id)).toEqual(dataset.pages.map((page) => page.id));
    expect(other.pages.map((page) => page.updatedAt)).not.toEqual(
      dataset.pages.map((page) => page.updatedAt),
    );
  });

  it('multiplies the pages of every site with scale', () => {
    const scaled = createContentDataset({ scale: 10 });
    const ratio = scaled.pages.length / dataset.pages.length;
    expect(ratio).toBeGreaterThan(8);
    expect(ratio).toBeLessThan(12);
    const ids = scaled.pages.map((page) => page.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('rejects a negative scale', () => {
    expect(() => createContentDataset({ scale: -1 })).toThrow(RangeError);
  });
});

describe('createContentDataset: system data', () => {
  it('has every ISO country plus ALL, with names in every UI language', () => {
    expect(dataset.countries).toHaveLength(250);
    const byCode = new Map(dataset.countries.map((country) => [country.countryCode, country]));
    expect(byCode.get('ALL')).toMatchObject({
      hidden: false,
      defaultLanguage: 'en',
      supportedLanguages: [...UI_LANGUAGES],
    });
    expect(byCode.get('ALL')?.displayNames.filter(({ locale }) => ['en', 'de'].includes(locale))).toEqual([
      { locale: 'en', name: 'All' },
      { locale: 'de', name: 'Alle' },
    ]);
    expect(byCode.get('CH')).toMatchObject({ supportedLanguages: ['en', 'de', 'fr'], defaultLanguage: 'de' });
    expect(byCode.get('US')).toMatchObject({
      supportedLanguages: ['en', 'es'],
      defaultMeasurementSystem: 'Imperial',
    });
    expect(byCode.get('DE')?.displayNames).toContainEqual({ locale: 'de', name: 'Deutschland' });
    expect(byCode.get('BR')?.defaultLanguage).toBe('pt');
    const hidden = dataset.countries
      .filter((country) => country.hidden)
      .map((country) => country.countryCode);
    expect(hidden).toEqual(expect.arrayContaining(['AQ', 'BV', 'HM', 'TF', 'UM']));
    expect(hidden.length).toBeGreaterThanOrEqual(10);
  });

  it('has the eleven UI languages with their default countries', () => {
    expect(dataset.languages.map((language) => language.languageCode)).toEqual([...UI_LANGUAGES]);
    expect(dataset.languages.find((language) => language.languageCode === 'pt')?.defaultCountry).toBe('BR');
    expect(dataset.languages.every((language) => language.displayNames.length === UI_LANGUAGES.length)).toBe(
      true,
    );
  });

  it('drops only legacy-microsite for lack of a footer; other navigation ids exist', () => {
    const headers = new Set(dataset.headerNavigations.map((navigation) => navigation.id));
    const footers = new Set(dataset.footerNavigations.map((navigation) => navigation.id));
    for (const site of dataset.sites) {
      expect(headers.has(site.headerNavigation?.id ?? '')).toBe(true);
      expect(footers.has(site.footerNavigation?.id ?? '')).toBe(site.id !== 'legacy-microsite');
    }
  });
});

describe('createContentDataset: pages and navigation', () => {
  const pages = new Map(dataset.pages.map((page) => [page.id, page]));

  it('links every parent and navigation page within the same site', () => {
    for (const page of dataset.pages) {
      if (page.parentId) expect(pages.get(page.parentId)?.siteId).toBe(page.siteId);
    }
    for (const navigation of dataset.headerNavigations) {
      for (const item of flatten(navigation.items)) {
        if (item.pageId) expect(pages.get(item.pageId)?.siteId).toBe(navigation.siteId);
      }
    }
  });

  it('has a title and a body in exactly the languages of each page', () => {
    for (const page of dataset.pages) {
      expect(Object.keys(page.title).sort()).toEqual([...page.languages].sort());
      expect(Object.keys(page.body).sort()).toEqual([...page.languages].sort());
    }
  });

  it('contains the cases the build must handle', () => {
    const main = dataset.pages.filter((page) => page.siteId === 'main');
    expect(main.filter((page) => page.slug === 'home').map((page) => page.countries)).toEqual([[], ['CH']]);
    expect(dataset.pages.filter((page) => page.body.en?.includes('<script>alert(1)</script>'))).toHaveLength(
      1,
    );
    expect(pages.get('page-main-careers')?.languages).not.toContain('ja');
    expect(pages.get('page-main-company-history')?.translationSourceLanguage).toBe('de');
    const states = pages
      .get('page-main-company-management')
      ?.translationTargetLanguages.map((t) => t.translationState);
    expect(new Set(states)).toEqual(new Set(['Translated', 'InProgress', 'MarkedForTranslation']));
    expect(pages.get('page-events-internal-2025-internal-productronica')).toMatchObject({
      protection: 'password',
    });
    expect(
      dataset.pages.filter((page) => page.siteId === 'brand-portal' && page.protection === 'password'),
    ).toHaveLength(3);
    expect(pages.get('page-brand-portal-partner-downloads')).toMatchObject({ protection: 'role' });
  });

  it('gives the brand portal three protected download pages: the brand, group-brand and sister-brand portals (customer-area §2)', () => {
    const downloads = dataset.pages.filter(
      (page) => page.siteId === 'brand-portal' && page.protection === 'password',
    );
    expect(downloads.map((page) => [page.slug, page.title.en, page.title.fr])).toEqual([
      ['brand-portal-downloads', 'Downloads: Brand portal', 'Téléchargements: Portail de la marque'],
      [
        'group-brand-portal-downloads',
        'Downloads: Group brand portal',
        'Téléchargements: Portail de la marque du groupe',
      ],
      [
        'sister-brand-portal-downloads',
        'Downloads: Sister brand portal',
        'Téléchargements: Portail de la marque sœur',
      ],
    ]);
    // Each portal has its own password: unlocking one opens neither of the others.
    expect(new Set(downloads.map((page) => page.password)).size).toBe(3);
  });

  it.each(dataset.footerNavigations.map((footer) => footer.siteId))(
    'gives %s every kind of header item',
    (siteId) => {
      const header = dataset.headerNavigations.find((navigation) => navigation.siteId === siteId)!;
      const items = flatten(header.items);
      expect(header.items.length).toBeGreaterThanOrEqual(4);
      expect(items.some((item) => item.hidden)).toBe(true);
      expect(items.some((item) => item.hiddenSubItems)).toBe(true);
      expect(items.some((item) => item.countries.join() === 'DE,AT,CH')).toBe(true);
      expect(items.some((item) => item.target === null && item.pageId === null)).toBe(true);
      expect(items.some((item) => item.target?.startsWith('https://'))).toBe(true);
      // A site on its own host reaches the main site's media releases by their absolute URL.
      expect(items.some((item) => /^hard:(\/en\/|https:\/\/)/.test(item.target ?? ''))).toBe(true);
      expect(items.some((item) => item.target === 'action:news-feed')).toBe(true);
      expect(items.find((item) => item.breadcrumbOverride)?.breadcrumbOverride?.en).toBe('About us');
    },
  );

  it('has unique redirect previous URLs, some with a query string or a hash', () => {
    const previousUrls = dataset.redirects.map((redirect) => redirect.previousUrl);
    expect(new Set(previousUrls).size).toBe(previousUrls.length);
    expect(previousUrls.some((url) => url.includes('?'))).toBe(true);
    expect(dataset.redirects.some((redirect) => redirect.target.includes('#'))).toBe(true);
    expect(dataset.redirects).toContainEqual(
      expect.objectContaining({ previousUrl: '/en/events/old-page', target: '/en/events/company' }),
    );
  });
});
