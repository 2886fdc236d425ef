import { expect, it } from 'vitest';
import { createTranslator, loadTranslations } from '../../../core/i18n/index.ts';
import { bodyFragmentKey, bodyHtml, LOCALE_TOKEN } from '../../../plugins/catalogue/body-cache.ts';
import type { CatalogueBody } from '../../../plugins/catalogue/render.tsx';

const translations = await loadTranslations();
const english = createTranslator({ translations, language: 'en' });
const german = createTranslator({ translations, language: 'de' });
const body: CatalogueBody = {
  kind: 'capability',
  view: {
    name: 'Crimping',
    image: null,
    products: [
      {
        name: 'Alpha 550',
        href: `/${LOCALE_TOKEN}/products/alpha-550`,
        image: null,
        shortDescription: null,
        keySpecifications: { Metric: [], Imperial: [] },
      },
    ],
  },
};

it('gives every locale sharing a body its own links', () => {
  const american = bodyHtml({ body, t: english, localeUrlCode: 'en-us' });
  const british = bodyHtml({ body, t: english, localeUrlCode: 'en-gb' });
  expect(american).toContain('href="/en-us/products/alpha-550"');
  expect(british).toContain('href="/en-gb/products/alpha-550"');
  expect(`${american}${british}`).not.toContain(LOCALE_TOKEN);
});

it('keys equal bodies of one language alike and keeps languages apart', () => {
  const key = bodyFragmentKey({ body, language: 'en' });
  expect(key).toMatch(/^body:en:/);
  expect(bodyFragmentKey({ body: structuredClone(body), language: 'en' })).toBe(key);
  expect(bodyFragmentKey({ body, language: 'de' })).not.toBe(key);
});

it('renders a body fragment in its language', () => {
  expect(bodyHtml({ body, t: english, localeUrlCode: 'en' })).toContain('Products with this capability');
  // Another language is another fragment (another object).
  expect(bodyHtml({ body: structuredClone(body), t: german, localeUrlCode: 'de-ch' })).toContain(
    'Produkte mit dieser Fähigkeit',
  );
});
