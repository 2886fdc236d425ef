import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { createTranslator, DEFAULT_LOCALES_DIR, loadTranslations } from '../../../../core/i18n/index.ts';
import { UI_LANGUAGES } from '../../../../core/model/constants.ts';
import {
  BASKET_LABEL_KEYS,
  basketLabels,
  measurementToggleLabels,
} from '../../../../plugins/catalogue/islands/labels.ts';

const readBasketFile = async (language: string) =>
  JSON.parse(await readFile(`${DEFAULT_LOCALES_DIR}${language}/basket.json`, 'utf8')) as Record<
    string,
    string
  >;

describe('basket texts (locales/*/basket.json)', () => {
  it('exist in all eleven UI languages with the same keys, the ones the islands use', async () => {
    const folders = (await readdir(DEFAULT_LOCALES_DIR, { withFileTypes: true })).filter((entry) =>
      entry.isDirectory(),
    );
    expect(folders.map((folder) => folder.name).sort()).toEqual([...UI_LANGUAGES].sort());
    for (const language of UI_LANGUAGES) {
      const texts = await readBasketFile(language);
      expect(Object.keys(texts).sort(), language).toEqual([...BASKET_LABEL_KEYS].sort());
      expect(
        Object.values(texts).every((text) => text.trim() !== ''),
        language,
      ).toBe(true);
    }
  });

  it('keep the placeholders of the English texts in every language', async () => {
    const english = await readBasketFile('en');
    const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    for (const language of UI_LANGUAGES) {
      const texts = await readBasketFile(language);
      for (const key of BASKET_LABEL_KEYS) {
        expect(placeholders(texts[key]!), `${language} ${key}`).toEqual(placeholders(english[key]!));
      }
    }
  });

  it('are handed to the islands translated, placeholders left for the browser', async () => {
    const t = createTranslator({
      translations: await loadTranslations({ languages: ['en', 'de'] }),
      language: 'de',
    });
    const labels = basketLabels(t);
    expect(labels.add).toBe('Zum Vergleich hinzufügen');
    expect(labels.count).toBe('Vergleich ({count})');
    expect(measurementToggleLabels(t)).toEqual({
      metric: 'Metrisch',
      imperial: 'Imperial',
      label: 'Maßsystem',
    });
  });
});
