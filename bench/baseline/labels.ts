import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The language UI strings fall back to when a language or key has none. */
const FALLBACK_LANGUAGE = 'en';

/**
 * The baseline's UI strings: a key `namespace:dotted.key` looked up in `locales/{language}/{namespace}.json`
 * (the repository's translation files, read as plain JSON the first time a namespace is needed), in the
 * language, else in en, else the key itself. What a hand-written site would do for the titles of pages
 * without CMS content (locations, search, 404, …).
 *
 * @param localesDir the `locales/` folder.
 * @returns `label(language, key)`; never throws for a missing file or key.
 */
export function createLabels(localesDir: string): (language: string, key: string) => string {
  const files = new Map<string, Record<string, unknown> | null>();
  const namespace = (language: string, name: string) => {
    const file = `${language}/${name}`;
    if (!files.has(file)) {
      try {
        files.set(file, JSON.parse(readFileSync(path.join(localesDir, `${file}.json`), 'utf8')));
      } catch {
        files.set(file, null);
      }
    }
    return files.get(file);
  };
  const lookup = (language: string, key: string): string | undefined => {
    const [name, dotted] = key.split(':', 2) as [string, string];
    let value: unknown = namespace(language, name);
    for (const part of dotted.split('.')) value = (value as Record<string, unknown> | null)?.[part];
    return typeof value === 'string' ? value : undefined;
  };
  return (language, key) => lookup(language, key) ?? lookup(FALLBACK_LANGUAGE, key) ?? key;
}
