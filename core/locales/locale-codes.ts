import type { Locale } from '../model/locale.ts';

/**
 * The texts by which a page names its own locale, and their exchange for another locale's: what lets the
 * build render a page once for every country of a language whose page is the same but for these texts
 * (core/pipeline/locale-groups.ts), and what keeps a renderer's keys of locale-dependent markup
 * substitutable (runtime/ui/render.tsx layout key).
 *
 * A country locale (`de-ch`) is named by three forms: its URL code `de-ch` (links, `?l=`), its BCP 47
 * code `de-CH` (`lang`, `hreflang`) and the Open Graph form `de_CH` (`og:locale`), each standing alone:
 * not preceded or followed by a letter or digit (`/de-ch/company`, `"de-CH"`). An international locale
 * (`de`) has no form distinctive enough to exchange (a bare language code is also a word), so it has none.
 */
export interface LocaleCodes {
  /** The locale's URL code. */
  urlCode: string;
  /** Whether the locale has forms to exchange: a country locale whose three forms differ. */
  substitutable: boolean;
  /**
   * `text` with each form of the locale replaced by a placeholder (private-use characters, in no content),
   * and, with `values`, each JSON string that is exactly the locale's country code (`"CH"`): two texts
   * of two locales are equal masked when they are equal but for their own locale's names (the build
   * groups pages by that).
   * The text itself for a locale that is not {@link substitutable}.
   */
  mask(text: string, options?: { values?: boolean }): string;
  /**
   * `text` with every form of this locale replaced by the same form of `to`; `text` itself when `to` is
   * this locale.
   * @throws Error when the locales differ and either is not {@link substitutable}.
   */
  exchange(text: string, to: LocaleCodes): string;
}

/** Placeholders of the three forms and of the country value, in {@link LocaleCodes.mask}. */
const PLACEHOLDERS = ['\uE010', '\uE011', '\uE012'] as const;
const COUNTRY_PLACEHOLDER = '"\uE013"';

const known = new Map<string, LocaleCodes>();

/**
 * The codes of a locale (plain data; made once per URL code and thread).
 * @param locale `code` `de-CH`, `urlCode` `de-ch`, `country` `CH`.
 */
export function localeCodes(
  locale: Pick<Locale, 'code' | 'urlCode' | 'country' | 'isInternational'>,
): LocaleCodes {
  const id = `${locale.urlCode}\u0000${locale.code}\u0000${locale.country}`;
  let codes = known.get(id);
  if (!codes) {
    codes = makeLocaleCodes(locale);
    known.set(id, codes);
  }
  return codes;
}

function makeLocaleCodes(
  locale: Pick<Locale, 'code' | 'urlCode' | 'country' | 'isInternational'>,
): LocaleCodes {
  const forms = [locale.urlCode, locale.code, locale.code.replace('-', '_')] as const;
  const substitutable =
    !locale.isInternational && locale.urlCode.includes('-') && new Set(forms).size === forms.length;
  const pattern = new RegExp(`(?<![A-Za-z0-9])(?:${forms.map(escapeRegExp).join('|')})(?![A-Za-z0-9])`, 'g');
  const index = new Map<string, number>(forms.map((form, position) => [form, position]));
  const country = JSON.stringify(locale.country);
  const codes: LocaleCodes & { forms: readonly string[] } = {
    urlCode: locale.urlCode,
    substitutable,
    forms,
    mask(text, options) {
      if (!substitutable) return text;
      const masked = text.replace(pattern, (form) => PLACEHOLDERS[index.get(form)!]!);
      return options?.values ? masked.replaceAll(country, COUNTRY_PLACEHOLDER) : masked;
    },
    exchange(text, to) {
      if (to === codes) return text;
      const target = (to as typeof codes).forms;
      if (!substitutable || !to.substitutable || !target) {
        throw new Error(`Cannot exchange the locale ${locale.urlCode} for ${to.urlCode} in a text`);
      }
      return text.replace(pattern, (form) => target[index.get(form)!]!);
    },
  };
  return codes;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
