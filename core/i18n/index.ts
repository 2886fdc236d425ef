/**
 * UI translations: loading the i18next resources under `locales/{lng}/{namespace}.json` and handing out
 * translators bound to one language (public-site §8 missing translation file, §9 UI languages).
 * Free of React: components receive the translator through `runtime/ui/i18n-context.tsx`.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next, { type i18n } from 'i18next';
import { DEFAULT_LANGUAGE, UI_LANGUAGES } from '../model/system-data.ts';

/** A JSON tree of translation strings: nested objects whose leaves are strings. */
export interface TranslationTree {
  [key: string]: string | TranslationTree;
}

/** All loaded resources: language → namespace → tree (the shape of an i18next `Resource`). */
export type Translations = Record<string, Record<string, TranslationTree>>;

/**
 * Translates one key in a fixed language. `options` are i18next options: interpolation values
 * (`{ path: '/en/nope' }` fills `{path}`), `count`, `context`, `ns`. A key is `key.path` in the default namespace
 * `common`, or `namespace:key.path`. A missing key falls back to `en`, then to the key itself.
 */
export type Translator = (key: string, options?: Record<string, unknown>) => string;

/** The namespace every UI string lives in unless a plugin brings its own (`locales/{lng}/common.json`). */
export const DEFAULT_NAMESPACE = 'common';

/** The repository's `locales/` folder, resolved from this file. */
export const DEFAULT_LOCALES_DIR = fileURLToPath(new URL('../../locales/', import.meta.url));

/**
 * Reads every `{localesDir}/{lng}/*.json` file; the file name (without `.json`) is the namespace.
 *
 * @param options.localesDir folder holding one sub-folder per language; default: the repo's `locales/`.
 * @param options.languages languages to load; default: the eleven UI languages (public-site §9).
 * @returns language → namespace → translation tree.
 * @throws Error `Translation file for language {x} not found` when a language has no folder or no
 *   `common.json` in it (public-site §8); an Error naming the file when a file is not valid JSON.
 */
export async function loadTranslations(
  options: { localesDir?: string; languages?: readonly string[] } = {},
): Promise<Translations> {
  const localesDir = options.localesDir ?? DEFAULT_LOCALES_DIR;
  const languages = options.languages ?? UI_LANGUAGES;
  const entries = await Promise.all(
    languages.map(async (language) => [language, await loadLanguage(localesDir, language)] as const),
  );
  return Object.fromEntries(entries);
}

async function loadLanguage(localesDir: string, language: string): Promise<Record<string, TranslationTree>> {
  const folder = join(localesDir, language);
  let files: string[];
  try {
    files = (await readdir(folder)).filter((name) => name.endsWith('.json')).sort();
  } catch (cause) {
    throw new Error(`Translation file for language ${language} not found`, { cause });
  }
  if (!files.includes(`${DEFAULT_NAMESPACE}.json`)) {
    throw new Error(`Translation file for language ${language} not found`);
  }
  const namespaces = await Promise.all(
    files.map(async (name) => {
      const file = join(folder, name);
      try {
        return [name.slice(0, -'.json'.length), JSON.parse(await readFile(file, 'utf8'))] as const;
      } catch (cause) {
        throw new Error(`Translation file ${file} could not be read as JSON; fix or remove it.`, { cause });
      }
    }),
  );
  return Object.fromEntries(namespaces);
}

// One i18next instance per loaded resource set, shared by all translators made from it.
const instances = new WeakMap<Translations, i18n>();

function instanceFor(translations: Translations): i18n {
  let instance = instances.get(translations);
  if (!instance) {
    const namespaces = new Set(
      Object.values(translations).flatMap((byNamespace) => Object.keys(byNamespace)),
    );
    namespaces.add(DEFAULT_NAMESPACE);
    instance = i18next.createInstance();
    // initAsync: false makes init synchronous, so translators work as soon as this returns.
    void instance.init({
      resources: translations,
      ns: [...namespaces],
      defaultNS: DEFAULT_NAMESPACE,
      fallbackLng: DEFAULT_LANGUAGE,
      initAsync: false,
      // React escapes text; escaping here too would double-escape. Placeholders are `{name}`, the one
      // syntax of every message template (core/text/format-message.ts), not i18next's `{{name}}`.
      interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
      returnNull: false,
    });
    instances.set(translations, instance);
  }
  return instance;
}

/**
 * A translator fixed to one language. Translators made from the same `translations` object share one
 * i18next instance (created with `createInstance()`, initialised synchronously); the same object and
 * language give the same translator, whose answers are remembered.
 *
 * @param input.translations resources from {@link loadTranslations}.
 * @param input.language a UI language (`de`) or a locale code (`de-CH`, resolved to `de`, then `en`).
 */
export function createTranslator(input: { translations: Translations; language: string }): Translator {
  let byLanguage = translators.get(input.translations);
  if (!byLanguage) {
    byLanguage = new Map();
    translators.set(input.translations, byLanguage);
  }
  let translator = byLanguage.get(input.language);
  if (!translator) {
    translator = makeTranslator(input);
    byLanguage.set(input.language, translator);
  }
  return translator;
}

// Translators are pure: one per resource set and language, shared by every page of a build.
const translators = new WeakMap<Translations, Map<string, Translator>>();

function makeTranslator(input: { translations: Translations; language: string }): Translator {
  const fixed = instanceFor(input.translations).getFixedT(input.language);
  // Pages of one language ask for the same strings thousands of times: remember each answer.
  const answers = new Map<string, string>();
  return (key, options) => {
    const cacheKey = options ? `${key}\u0000${JSON.stringify(options)}` : key;
    let answer = answers.get(cacheKey);
    if (answer === undefined) {
      answer = String(fixed(key, options));
      answers.set(cacheKey, answer);
    }
    return answer;
  };
}
