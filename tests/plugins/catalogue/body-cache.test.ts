import { expect, it } from 'vitest';
import { createTranslator, loadTranslations } from '../../../core/i18n/index.ts';
import { createBodyCache, LOCALE_TOKEN } from '../../../plugins/catalogue/body-cache.ts';
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
      { name: 'Alpha 550', href: `/${LOCALE_TOKEN}/products/alpha-550`, image: null, shortDescription: null },
    ],
  },
};

it('gives every locale sharing a body its own links', () => {
  const bodies = createBodyCache();
  const american = bodies.html({ body, language: 'en', t: english, localeUrlCode: 'en-us' });
  const british = bodies.html({ body, language: 'en', t: english, localeUrlCode: 'en-gb' });
  expect(american).toContain('href="/en-us/products/alpha-550"');
  expect(british).toContain('href="/en-gb/products/alpha-550"');
  expect(`${american}${british}`).not.toContain(LOCALE_TOKEN);
});

it('keeps the bodies of different languages apart', () => {
  const bodies = createBodyCache();
  expect(bodies.html({ body, language: 'en', t: english, localeUrlCode: 'en' })).toContain(
    'Products with this capability',
  );
  expect(bodies.html({ body, language: 'de', t: german, localeUrlCode: 'de-ch' })).toContain(
    'Produkte mit dieser Fähigkeit',
  );
});
