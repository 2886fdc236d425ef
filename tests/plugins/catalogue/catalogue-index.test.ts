import { describe, expect, it } from 'vitest';
import {
  COMPARISON_PATH,
  indexLanguage,
  indexLocale,
  type LanguageCatalogue,
} from '../../../plugins/catalogue/catalogue-index.ts';
import type { CatalogueLanguageData } from '../../../plugins/catalogue/load.ts';
import { classification, product } from './fixtures.ts';

const summary = (slug: string) => ({ name: slug, slug, image_url: null, short_description: null });

/** products → wire (everywhere: alpha, ghost) → crimping (US only: beta); services (empty); an orphan listing orphan. */
function languageData(): CatalogueLanguageData {
  return {
    classifications: [
      classification('products', { children: ['c-wire'] }),
      classification('services', { type: 'service' }),
      classification('wire', {
        parent_id: 'c-products',
        children: ['c-crimping'],
        productSlugs: ['alpha', 'ghost'],
      }),
      classification('crimping', {
        parent_id: 'c-wire',
        supported_countries: ['US'],
        productSlugs: ['beta'],
      }),
      classification('archive', { parent_id: 'c-nowhere', productSlugs: ['orphan'] }),
    ],
    products: [
      product('alpha', { related: [{ type: 'related', product: summary('legacy') }] }),
      product('beta'),
      product('orphan'),
    ],
    capabilities: [
      {
        capability: { id: 'cap-1', name: 'Sécurité process', image_url: null },
        products: [summary('alpha')],
      },
      {
        capability: { id: 'cap-2', name: 'securite  process', image_url: null },
        products: [summary('legacy')],
      },
    ],
  };
}

describe('indexLanguage', () => {
  const messages: string[] = [];
  const language = indexLanguage({ data: languageData(), log: (message) => messages.push(message) });

  it("logs the spec's not-found messages once per language (customer-area §8)", () => {
    expect(messages).toContain('No product found for slug ghost');
    expect(messages).toContain('No hierarchy product found for slug orphan');
    expect(messages).toContain('No hierarchy product found for slug legacy');
    expect(messages.filter((message) => message.includes('legacy'))).toHaveLength(1);
  });

  it('gives each capability slug one page, derived from the name with accents stripped', () => {
    expect(language.capabilities.map((item) => [item.capability.id, item.slug])).toEqual([
      ['cap-1', 'securite-process'],
    ]);
    expect(messages.some((message) => message.includes('share the slug securite-process'))).toBe(true);
  });
});

describe('indexLocale', () => {
  const language: LanguageCatalogue = indexLanguage({ data: languageData(), log: () => {} });
  const index = (country: string, options: { capabilities?: boolean; comparison?: boolean } = {}) =>
    indexLocale({ language, country, capabilities: true, comparison: true, ...options });

  it('limits non-root classifications and their products to the country', () => {
    expect([...index('US').paths].sort()).toEqual([
      'capabilities/securite-process',
      'products',
      COMPARISON_PATH,
      'products/wire',
      'products/wire/alpha',
      'products/wire/crimping',
      'products/wire/crimping/beta',
      'services',
    ]);
    const swiss = index('CH');
    expect(swiss.paths.has('products/wire/crimping')).toBe(false);
    expect(swiss.placements.map((placement) => placement.route)).toEqual(['/products/wire/alpha']);
  });

  it('skips products outside the hierarchy and listed slugs the service does not know', () => {
    const slugs = index('ALL').placements.map((placement) => placement.product.slug);
    expect(slugs).toEqual(['alpha', 'beta']);
  });

  it('routes each product to its first placement', () => {
    expect(index('US').productRoutes.get('beta')).toBe('/products/wire/crimping/beta');
  });

  it('leaves out capability pages and the comparison page when the options say so', () => {
    const paths = index('US', { capabilities: false, comparison: false }).paths;
    expect(paths.has('capabilities/securite-process')).toBe(false);
    expect(paths.has(COMPARISON_PATH)).toBe(false);
  });

  it('leaves out the comparison page where a classification takes its path', () => {
    const data = languageData();
    data.classifications[0]!.children.push('c-compare');
    data.classifications.push(classification('compare', { parent_id: 'c-products' }));
    const catalogue = indexLocale({
      language: indexLanguage({ data, log: () => {} }),
      country: 'US',
      capabilities: true,
      comparison: true,
    });
    expect(catalogue.comparison).toBe(false);
    expect(catalogue.paths.has(COMPARISON_PATH)).toBe(true);
  });
});
