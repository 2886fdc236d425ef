import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type CheerioAPI, load } from 'cheerio';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildDemo } from '../helpers/build-demo.ts';

/**
 * The catalogue of the main site built against the sandbox services, read in locales whose countries
 * differ: en-us (Imperial; sees the US-only test systems), de-ch (Metric; sees the DACH-only training),
 * ja-jp (Metric; neither) and en-cn (no smart-factory offering in China: the placeholder).
 */
let site: string;

beforeAll(async () => {
  const { out } = await buildDemo({ site: ['main'], locale: ['en-us', 'de-ch', 'ja-jp', 'en-cn'] });
  site = path.join(out, 'machinery_group');
});

async function page(file: string): Promise<CheerioAPI> {
  return load(await readFile(path.join(site, file, 'index.html'), 'utf8'));
}
const built = (file: string) => existsSync(path.join(site, file, 'index.html'));
const hrefs = ($: CheerioAPI, selector: string) =>
  $(selector)
    .map((_, link) => $(link).attr('href'))
    .get();

describe('classifications by country (customer-area §5)', () => {
  it('lists a US-only classification for the United States only', async () => {
    expect(hrefs(await page('en-us/products'), 'main .sf-classification__children a')).toContain(
      '/en-us/products/test-systems',
    );
    expect(built('en-us/products/test-systems/cs-40')).toBe(true);
    for (const locale of ['de-ch', 'ja-jp']) {
      expect(hrefs(await page(`${locale}/products`), 'main a')).not.toContain(
        `/${locale}/products/test-systems`,
      );
      expect(built(`${locale}/products/test-systems`)).toBe(false);
    }
  });

  it('lists a DACH-only classification for Switzerland only', async () => {
    const swiss = await page('de-ch/services');
    expect(hrefs(swiss, 'main .sf-classification__children a')).toContain('/de-ch/services/training');
    expect(built('de-ch/services/training')).toBe(true);
    expect(built('en-us/services/training')).toBe(false);
    expect(built('ja-jp/services/training')).toBe(false);
  });

  it("shows the placeholder where no classification remains, 'No classifications available' in English", async () => {
    const chinese = await page('en-cn/smart-factory');
    expect(chinese('main [data-placeholder="classifications"]').text()).toBe('No classifications available');
    expect(chinese('main .sf-classification__children').length).toBe(0);
    const japanese = await page('ja-jp/smart-factory');
    expect(japanese('main [data-placeholder]').length).toBe(0);
    expect(japanese('main .sf-classification__children a').length).toBeGreaterThan(0);
  });

  it('orders children by sort index and shows the translated names', async () => {
    const $ = await page('de-ch/products/wire-processing');
    expect(
      $('main .sf-classification__children .sf-catalogue-card__name')
        .map((_, name) => $(name).text())
        .get(),
    ).toHaveLength(2);
    expect(hrefs($, 'main .sf-classification__children a')).toEqual([
      '/de-ch/products/wire-processing/stripping',
      '/de-ch/products/wire-processing/crimping',
    ]);
    expect($('html').attr('lang')).toBe('de-CH');
  });
});

describe('product pages', () => {
  it("open in the locale's default measurement system, both systems in the page", async () => {
    const expected = { 'en-us': 'Imperial', 'de-ch': 'Metric', 'ja-jp': 'Metric' };
    for (const [locale, system] of Object.entries(expected)) {
      const $ = await page(`${locale}/products/wire-processing/crimping/alpha-550`);
      expect($('html').attr('data-measurement-system'), locale).toBe(system);
      const blocks = $('main .sf-product__specifications > [data-measurement-system]');
      expect(blocks.map((_, block) => $(block).attr('data-measurement-system')).get()).toEqual([
        'Metric',
        'Imperial',
      ]);
      const island = $('[data-island="measurement-toggle"]');
      expect(JSON.parse($(`[data-island-props="${island.attr('data-island-id')}"]`).text()).current).toBe(
        system,
      );
    }
  });

  it('drop duplicate specifications and keep each system its own units', async () => {
    const $ = await page('en-us/products/wire-processing/crimping/alpha-550');
    for (const system of ['Metric', 'Imperial']) {
      const rows = $(
        `main .sf-product__specifications > [data-measurement-system="${system}"] > .sf-specifications tr`,
      )
        .map((_, row) => $(row).find('th').text())
        .get();
      expect(rows.length).toBeGreaterThan(2);
      expect(new Set(rows).size, system).toBe(rows.length);
    }
    const metric = $('main .sf-product__specifications > [data-measurement-system="Metric"]').text();
    const imperial = $('main .sf-product__specifications > [data-measurement-system="Imperial"]').text();
    expect(metric).toContain('mm²');
    expect(metric).not.toContain('AWG');
    expect(imperial).toContain('AWG');
    expect(imperial).not.toContain('mm²');
  });

  it('name variants in each system', async () => {
    const $ = await page('de-ch/products/wire-processing/crimping/alpha-550');
    const names = (system: string) =>
      $(`main [data-measurement-system="${system}"] .sf-variant__name`)
        .map((_, name) => $(name).text())
        .get();
    expect(names('Metric').every((name) => name.includes('mm²'))).toBe(true);
    expect(names('Imperial').every((name) => name.includes('AWG'))).toBe(true);
    expect(names('Metric')).toHaveLength(names('Imperial').length);
  });

  it('keep only highlights with a name and an image or video', async () => {
    // gamma-333 is stored with four highlights: one without image or video, one without a name.
    const $ = await page('en-us/products/wire-processing/crimping/gamma-333');
    expect(
      $('main .sf-highlight__name')
        .map((_, name) => $(name).text())
        .get(),
    ).toEqual(['Intuitive operation', 'Low maintenance']);
  });

  it('show the breadcrumb trail: home, the classification lineage, the product without link', async () => {
    const $ = await page('en-us/products/wire-processing/crimping/alpha-550');
    const items = $('main .sf-breadcrumbs__item')
      .map((_, item) => ({ text: $(item).text(), href: $(item).find('a').attr('href') ?? null }))
      .get();
    expect(items).toEqual([
      { text: 'Home', href: '/en-us' },
      { text: 'Products', href: '/en-us/products' },
      { text: 'Wire processing', href: '/en-us/products/wire-processing' },
      { text: 'Crimping', href: '/en-us/products/wire-processing/crimping' },
      { text: 'Alpha 550', href: null },
    ]);
    expect($('main .sf-breadcrumbs [aria-current="page"]').text()).toBe('Alpha 550');
  });

  it('list documents with language, type and size, and the comparison-basket button', async () => {
    const $ = await page('de-ch/products/wire-processing/crimping/alpha-550');
    expect($('main .sf-document [data-field="size"]').first().text()).toMatch(/^\d+([.,]\d+)? (kB|MB)$/);
    expect($('main .sf-document [data-field="language"]').first().text()).toBe('Englisch');
    const island = $('[data-island="basket-button"]');
    const props = JSON.parse($(`[data-island-props="${island.attr('data-island-id')}"]`).text());
    expect(props).toMatchObject({
      productSlug: 'alpha-550',
      classificationSlug: 'crimping',
      compareHref: '/de-ch/products/compare',
    });
  });

  it('carry a canonical URL and hreflang alternates', async () => {
    const $ = await page('de-ch/products/wire-processing/crimping/alpha-550');
    expect($('link[rel=canonical]').attr('href')).toBe(
      'https://www.machinery-group.test/de-ch/products/wire-processing/crimping/alpha-550',
    );
    expect($('link[rel=alternate][hreflang=x-default]').length).toBe(1);
    expect($('link[rel=alternate][hreflang=ja]').attr('href')).toBe(
      'https://www.machinery-group.test/ja-jp/products/wire-processing/crimping/alpha-550',
    );
  });
});

describe('capabilities', () => {
  it("derive the page's slug from the accented name and link it from products", async () => {
    const $ = await page('en-us/capabilities/securite-process');
    expect($('main h1').text()).toBe('Sécurité process');
    const product = await page('en-us/products/wire-processing/crimping/alpha-560');
    expect(hrefs(product, 'main .sf-capability-links a')).toContain('/en-us/capabilities/securite-process');
  });

  it('list their products linked in the locale, 180 × 180 px, with their key specifications', async () => {
    const $ = await page('en-us/capabilities/crimping');
    expect(hrefs($, 'main .sf-capability__products a')).toContain(
      '/en-us/products/wire-processing/crimping/alpha-550',
    );
    expect($('main .sf-capability__products img').first().attr('src')).toMatch(/w=180&h=180/);
    // The service's capability listing has no specifications: they come from the product itself.
    const card = $('main .sf-capability__products .sf-catalogue-card').first();
    expect(card.find('dl[data-measurement-system="Imperial"] .sf-key-specs__item').length).toBeGreaterThan(0);
  });
});

describe('products outside the hierarchy (customer-area §5)', () => {
  it('get no page and appear in no list', async () => {
    const files = await readdir(path.join(site, 'en-us'), { recursive: true });
    expect(files.filter((file) => file.includes('legacy-lc-10') || file.includes('alpha-590'))).toEqual([]);
    const capability = await page('en-us/capabilities/crimping');
    expect(capability('main').text()).not.toContain('Legacy LC 10');
    const related = await page('en-us/products/wire-processing/crimping/gamma-333');
    expect(related('main .sf-product__related').text()).not.toContain('Legacy LC 10');
    expect(related('main .sf-product__related a').length).toBeGreaterThan(0);
  });
});

it('writes the comparison page in every locale', async () => {
  for (const locale of ['en-us', 'de-ch', 'ja-jp', 'en-cn']) {
    const $ = await page(`${locale}/products/compare`);
    expect($('[data-island="comparison"]').length, locale).toBe(1);
  }
});
