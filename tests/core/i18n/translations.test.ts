import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTranslator, loadTranslations, type TranslationTree } from '../../../core/i18n/index.ts';
import { UI_LANGUAGES } from '../../../core/model/system-data.ts';

const translations = await loadTranslations();

function flatten(tree: TranslationTree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[prefix + key, value]]
        : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('locale files', () => {
  const english = flatten(translations.en!.common!);

  it.each(UI_LANGUAGES.filter((language) => language !== 'en'))(
    '%s has exactly the keys of en',
    (language) => {
      expect(Object.keys(flatten(translations[language]!.common!)).sort()).toEqual(
        Object.keys(english).sort(),
      );
    },
  );

  it.each(UI_LANGUAGES)('%s keeps every interpolation placeholder and leaves no value empty', (language) => {
    for (const [key, text] of Object.entries(flatten(translations[language]!.common!))) {
      expect(text.trim(), `${language} ${key}`).not.toBe('');
      expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(english[key]!));
    }
  });

  it('spells the specification literals in en (public-site §8)', () => {
    expect(english['error.title']).toBe('Sorry, something went wrong');
    expect(english['notFound.title']).toBe('Page Not Found: {path}');
  });
});

describe('loadTranslations', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  async function localesDir(files: Record<string, string>): Promise<string> {
    const dir = await mkdtemp(join(tmpdir(), 'sitefleet-locales-'));
    dirs.push(dir);
    for (const [path, content] of Object.entries(files)) {
      await mkdir(join(dir, path, '..'), { recursive: true });
      await writeFile(join(dir, path), content);
    }
    return dir;
  }

  it('loads every namespace of every UI language by default', () => {
    expect(Object.keys(translations).sort()).toEqual([...UI_LANGUAGES].sort());
    expect(translations.ja?.common?.home).toBe('ホーム');
  });

  it('throws the §8 message when a language folder is missing', async () => {
    const dir = await localesDir({ 'en/common.json': '{"home":"Home"}' });
    await expect(loadTranslations({ localesDir: dir, languages: ['en', 'xx'] })).rejects.toThrow(
      /^Translation file for language xx not found$/,
    );
  });

  it('throws the §8 message when the folder has no common.json', async () => {
    const dir = await localesDir({ 'en/common.json': '{}', 'xx/catalogue.json': '{}' });
    await expect(loadTranslations({ localesDir: dir, languages: ['xx'] })).rejects.toThrow(
      'Translation file for language xx not found',
    );
  });

  it('loads extra namespaces and names the file that is not JSON', async () => {
    const dir = await localesDir({ 'en/common.json': '{"a":"A"}', 'en/catalogue.json': '{"b":"B"}' });
    const loaded = await loadTranslations({ localesDir: dir, languages: ['en'] });
    expect(createTranslator({ translations: loaded, language: 'en' })('catalogue:b')).toBe('B');

    const broken = await localesDir({ 'en/common.json': '{"a":' });
    await expect(loadTranslations({ localesDir: broken, languages: ['en'] })).rejects.toThrow(/common\.json/);
  });
});

describe('createTranslator', () => {
  it('translates into the given language, resolving a locale code to its language', () => {
    expect(createTranslator({ translations, language: 'de' })('home')).toBe('Startseite');
    expect(createTranslator({ translations, language: 'de-CH' })('home')).toBe('Startseite');
  });

  it('interpolates without HTML escaping (React escapes)', () => {
    const t = createTranslator({ translations, language: 'en' });
    expect(t('notFound.title', { path: '/en/a&b<c>' })).toBe('Page Not Found: /en/a&b<c>');
  });

  it('reads `{name}` placeholders, the one template syntax, and leaves one without a value for the island', () => {
    const t = createTranslator({ translations, language: 'en' });
    expect(t('footer.copyright', { year: 2025, brand: 'Komax' })).toContain('2025 Komax');
    expect(t('basket:count')).toBe('Comparison ({count})');
    expect(t('basket:count', { count: 2 })).toBe('Comparison (2)');
  });

  it('falls back to en for an unknown language and to the key for an unknown key', () => {
    expect(createTranslator({ translations, language: 'xx' })('home')).toBe('Home');
    expect(createTranslator({ translations, language: 'fr' })('no.such.key')).toBe('no.such.key');
  });

  it('keeps translators of different languages independent', () => {
    const en = createTranslator({ translations, language: 'en' });
    const cs = createTranslator({ translations, language: 'cs' });
    expect([en('home'), cs('home'), en('home')]).toEqual(['Home', 'Domů', 'Home']);
  });
});
