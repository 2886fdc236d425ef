/** Bytes in a kilobyte and a megabyte (SI units, as the 'kB' and 'MB' labels say). */
const KILOBYTE = 1000;
const MEGABYTE = 1000 * KILOBYTE;

// Intl objects are costly to create and pages of one locale ask for the same ones thousands of times.
const numberFormats = new Map<string, Intl.NumberFormat>();
const languageNames = new Map<string, Intl.DisplayNames>();

export { numberLocale } from '../../core/text/number-locale.ts';

/**
 * A document size for people (customer-area §3 document `size_bytes`): below 1 MB in whole kB (at least
 * 1 kB for a non-empty file), else in MB with one decimal, numbers in the locale's format.
 *
 * @param input.bytes the size in bytes.
 * @param input.localeCode BCP 47 locale of the number format (see {@link numberLocale}), e.g. 'de-CH'.
 * @param input.t translator with the keys `catalogue:size.kB` and `catalogue:size.MB` (`{{value}}`).
 * @returns e.g. '245 kB', '1.2 MB', '1,2 MB'.
 */
export function formatFileSize(input: {
  bytes: number;
  localeCode: string;
  t: (key: string, options?: Record<string, unknown>) => string;
}): string {
  const { bytes, localeCode, t } = input;
  const format = numberFormat(localeCode);
  if (bytes < MEGABYTE) {
    const kilobytes = bytes === 0 ? 0 : Math.max(1, Math.round(bytes / KILOBYTE));
    return t('catalogue:size.kB', { value: format.format(kilobytes) });
  }
  return t('catalogue:size.MB', { value: format.format(Math.round(bytes / (MEGABYTE / 10)) / 10) });
}

/**
 * A language's name in the page's locale, e.g. 'de' in 'fr-CH' → 'allemand'; the code itself when the
 * runtime does not know it.
 */
export function languageName(input: { language: string; localeCode: string }): string {
  let names = languageNames.get(input.localeCode);
  if (names == null) {
    names = new Intl.DisplayNames([input.localeCode], { type: 'language', fallback: 'code' });
    languageNames.set(input.localeCode, names);
  }
  try {
    return names.of(input.language) ?? input.language;
  } catch {
    // An ill-formed code (RangeError) is shown as received.
    return input.language;
  }
}

function numberFormat(localeCode: string): Intl.NumberFormat {
  let format = numberFormats.get(localeCode);
  if (format == null) {
    format = new Intl.NumberFormat(localeCode, { maximumFractionDigits: 1 });
    numberFormats.set(localeCode, format);
  }
  return format;
}
