import prettyBytes from 'pretty-bytes';
import { numberLocale } from './number-locale.ts';

/**
 * A file size for people (customer-area §3 document `size_bytes`, §2 `/wire-flow` download sizes), from
 * `pretty-bytes`: SI units (B, kB, MB, GB, …), rounded to three significant digits, the number in the
 * page's number format (public-site §9: German locales as de-CH). Unit names are not translated.
 *
 * @param input.bytes the size in bytes; a negative size counts as 0.
 * @param input.locale the page's locale (`en`, `de-ch`, `fr-FR`); an ill-formed tag is written as `en`.
 * @returns e.g. '0 B', '18.4 kB', '864 kB', '3.48 MB' (en, de-CH), '3,48 MB' (fr). Never throws.
 */
export function formatBytes(input: { bytes: number; locale: string }): string {
  const bytes = Number.isFinite(input.bytes) ? Math.max(0, input.bytes) : 0;
  return prettyBytes(bytes, { locale: bytesLocale(input.locale) });
}

function bytesLocale(locale: string): string {
  const language = locale.toLowerCase().split('-')[0] ?? '';
  try {
    return Intl.getCanonicalLocales(numberLocale({ code: locale, language }))[0] ?? 'en';
  } catch {
    // An ill-formed tag (RangeError): English rather than a failing page.
    return 'en';
  }
}
