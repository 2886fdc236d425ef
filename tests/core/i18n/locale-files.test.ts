import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALES_DIR } from '../../../core/i18n/index.ts';
import { UI_LANGUAGES } from '../../../core/model/system-data.ts';

type Tree = { [key: string]: string | Tree };

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Dotted key paths of a translation tree, plural suffixes folded into their base key. */
function keyPaths(tree: Tree, prefix = ''): Set<string> {
  const paths = new Set<string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}${key.replace(PLURAL_SUFFIX, '')}`;
    if (typeof value === 'string') paths.add(path);
    else for (const child of keyPaths(value, `${path}.`)) paths.add(child);
  }
  return paths;
}

/** Placeholders of every leaf (`{count}`, `{email}`), by folded key path. */
function placeholders(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}${key.replace(PLURAL_SUFFIX, '')}`;
    if (typeof value === 'string') {
      const names = [...value.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      found.set(path, [...new Set(names)].join(','));
    } else {
      for (const [child, names] of placeholders(value, `${path}.`)) found.set(child, names);
    }
  }
  return found;
}

const read = (language: string, file: string): Tree =>
  JSON.parse(readFileSync(join(DEFAULT_LOCALES_DIR, language, file), 'utf8')) as Tree;

const englishFiles = readdirSync(join(DEFAULT_LOCALES_DIR, 'en')).filter((name) => name.endsWith('.json'));
const portalFiles = englishFiles.filter((name) => name.startsWith('portal'));

describe('portal translations (public-site §9 UI languages)', () => {
  it.each(UI_LANGUAGES.filter((language) => language !== 'en'))(
    '%s translates every portal text with the same placeholders as English',
    (language) => {
      for (const file of portalFiles) {
        const english = read('en', file);
        const translated = read(language, file);
        expect([...keyPaths(translated)].sort(), `${language}/${file}`).toEqual(
          [...keyPaths(english)].sort(),
        );
        const expected = placeholders(english);
        for (const [path, names] of placeholders(translated)) {
          expect(names, `${language}/${file} ${path}`).toBe(expected.get(path));
        }
      }
    },
  );
});
