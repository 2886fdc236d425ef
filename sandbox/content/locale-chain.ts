import { DEFAULT_LANGUAGE, UI_LANGUAGES, type UiLanguage } from '../../core/model/system-data.ts';
import type { Localized } from '../dataset/types.ts';

const isUiLanguage = (value: string): value is UiLanguage =>
  (UI_LANGUAGES as readonly string[]).includes(value);

/**
 * Reads the Hygraph `gcms-locales` request header: a comma-separated list of locales in order of
 * preference (public-site §7: current language, fallback language, en). Unknown entries are dropped.
 *
 * @param header the raw header value, or null when absent
 */
export function parseLocalesHeader(header: string | null): UiLanguage[] {
  if (!header) return [];
  return header
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(isUiLanguage);
}

/**
 * The order in which a request looks for a localization: the `locales` argument, then the
 * `gcms-locales` header, then `en`; duplicates removed.
 */
export function localeChain(
  argument: readonly UiLanguage[] | null | undefined,
  header: UiLanguage[],
): UiLanguage[] {
  return [...new Set([...(argument ?? []), ...header, DEFAULT_LANGUAGE])];
}

/**
 * The language an entry is served in: the first of `chain` the entry has; when it has none of them,
 * its first own language, so that required localized fields are never null.
 *
 * @param available the languages the entry exists in, non-empty
 */
export function pickLocale(available: readonly UiLanguage[], chain: readonly UiLanguage[]): UiLanguage {
  return chain.find((language) => available.includes(language)) ?? available[0] ?? DEFAULT_LANGUAGE;
}

/** A localized text in the first language of `chain` it has (see {@link pickLocale}); '' when it has none. */
export function localize(text: Localized, chain: readonly UiLanguage[]): string {
  const available = UI_LANGUAGES.filter((language) => text[language] !== undefined);
  return text[pickLocale(available, chain)] ?? '';
}

/**
 * The fields a dated content entry (story, media release; public-site §3) answers in the language the chain
 * picks among the entry's: id, that locale, slug, publication date (ISO 8601), title, lead text and the
 * body's markdown (null where the entry has no body in that language).
 */
export function datedEntryFields(
  entry: {
    id: string;
    slug: string;
    publicationDate: string;
    languages: readonly UiLanguage[];
    title: Localized;
    leadText: Localized;
    body: Localized;
  },
  chain: readonly UiLanguage[],
) {
  const locale = pickLocale(entry.languages, chain);
  const markdown = entry.body[locale];
  return {
    id: entry.id,
    locale,
    slug: entry.slug,
    publicationDate: entry.publicationDate,
    title: entry.title[locale] ?? localize(entry.title, chain),
    leadText: entry.leadText[locale] ?? localize(entry.leadText, chain),
    body: markdown === undefined ? null : { markdown },
  };
}
