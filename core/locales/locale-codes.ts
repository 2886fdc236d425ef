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
  /**
   * The locale's forms, in this order: URL code, BCP 47 code, Open Graph form (`de-ch`, `de-CH`,
   * `de_CH`); for a locale that is not {@link substitutable} they are not exchanged (`en`: `en`, `en`, `en`).
   */
  readonly forms: readonly string[];
  /**
   * `text` cut at each form of this locale: `parts` (one more than `slots`) and, between `parts[i]` and
   * `parts[i + 1]`, the index in {@link forms} of the form that stood there; so `parts[0] +
   * to.forms[slots[0]] + parts[1] + …` is {@link exchange}`(text, to)` wherever that exchanges (both
   * locales substitutable). One part, the text, for a locale that is not {@link substitutable}.
   */
  split(text: string): { parts: string[]; slots: number[] };
  /**
   * Whether a text names this locale (holds one of its forms standing alone, as {@link mask} finds them),
   * given `named`, the text's {@link namedForms}: a lookup instead of a scan of the text.
   */
  isNamed(named: NamedForms): boolean;
}

/**
 * The forms a text holds: each run `<letters or digits>-<letters or digits>` or `…_…` standing alone
 * (not preceded or followed by a letter or digit), and the text for forms of another shape.
 */
export interface NamedForms {
  tokens: ReadonlySet<string>;
  text: string;
}

/** A locale form of the usual shape (`de-ch`, `de-CH`, `de_CH`), as {@link namedForms} collects them. */
const SIMPLE_FORM = /^[A-Za-z0-9]+[-_][A-Za-z0-9]+$/;
const FORM_TOKEN = /(?<![A-Za-z0-9])(?=([A-Za-z0-9]+[-_][A-Za-z0-9]+)(?![A-Za-z0-9]))/g;

/**
 * The {@link NamedForms} of `text`: one scan, after which whether the text names any locale is a lookup
 * ({@link LocaleCodes.isNamed}).
 */
export function namedForms(text: string): NamedForms {
  const tokens = new Set<string>();
  for (const match of text.matchAll(FORM_TOKEN)) tokens.add(match[1]!);
  return { tokens, text };
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
  const simple = forms.every((form) => SIMPLE_FORM.test(form));
  const codes: LocaleCodes = {
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
      const target = to.forms;
      if (!substitutable || !to.substitutable) {
        throw new Error(`Cannot exchange the locale ${locale.urlCode} for ${to.urlCode} in a text`);
      }
      return text.replace(pattern, (form) => target[index.get(form)!]!);
    },
    split(text) {
      if (!substitutable) return { parts: [text], slots: [] };
      const parts: string[] = [];
      const slots: number[] = [];
      let end = 0;
      for (const match of text.matchAll(pattern)) {
        parts.push(text.slice(end, match.index));
        slots.push(index.get(match[0])!);
        end = match.index + match[0].length;
      }
      parts.push(text.slice(end));
      return { parts, slots };
    },
    isNamed(named) {
      if (!substitutable) return false;
      if (!simple) return codes.mask(named.text) !== named.text;
      return forms.some((form) => named.tokens.has(form));
    },
  };
  return codes;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
