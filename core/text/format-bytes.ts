import prettyBytes from 'pretty-bytes';
import { numberLocale } from './number-locale.ts';

const KILOBYTE = 1000;
const MEGABYTE = 1000 * KILOBYTE;

/** pretty-bytes' unit symbols → the ECMA-402 units whose short names are the locale's own symbols. */
const UNITS: Readonly<Record<string, string>> = {
  B: 'byte',
  kB: 'kilobyte',
  MB: 'megabyte',
  GB: 'gigabyte',
  TB: 'terabyte',
  PB: 'petabyte',
};

/**
 * A file size for people (customer-area §3 document `size_bytes`, §2 `/wire-flow` download sizes), in SI
 * units with the number and unit from `pretty-bytes`: whole kB below 1 MB (at least 1 kB for a non-empty
 * file), one decimal at most from MB up, the number in the page's number format (public-site §9: German
 * locales as de-CH) and the unit symbol in the page's language where it has its own (`Intl` short unit
 * names: French `ko`, `Mo`; Japanese `KB`).
 *
 * @param input.bytes the size in bytes; a negative size counts as 0.
 * @param input.locale the page's locale (`en`, `de-ch`, `fr-FR`); an ill-formed tag is written as `en`.
 * @returns e.g. '0 B', '1 kB' (300 bytes), '245 kB', '3.5 MB' (en, de-CH), '3,5 Mo' (fr). Never throws.
 */
export function formatBytes(input: { bytes: number; locale: string }): string {
  const bytes = Number.isFinite(input.bytes) ? Math.max(0, input.bytes) : 0;
  const locale = bytesLocale(input.locale);
  const formatted = prettyBytes(rounded(bytes), { locale, maximumFractionDigits: bytes < MEGABYTE ? 0 : 1 });
  const space = formatted.lastIndexOf(' ');
  const unit = formatted.slice(space + 1);
  return `${formatted.slice(0, space)} ${localUnit({ unit, locale })}`;
}

/**
 * The size as shown, rounded half up (pretty-bytes cuts digits off): to whole kB below 1 MB (1 kB at
 * least for a non-empty file), to a tenth of the unit from MB up.
 */
function rounded(bytes: number): number {
  if (bytes === 0) return 0;
  if (bytes < MEGABYTE) return Math.max(1, Math.round(bytes / KILOBYTE)) * KILOBYTE;
  const unit = KILOBYTE ** Math.floor(Math.log10(bytes) / 3);
  return (Math.round((bytes / unit) * 10) / 10) * unit;
}

/** The locale's short symbol of a pretty-bytes unit; bytes keep `B` (several locales spell out "byte"). */
function localUnit(input: { unit: string; locale: string }): string {
  const name = UNITS[input.unit];
  if (!name || name === 'byte') return input.unit;
  // Made once per locale and unit: an Intl formatter is slow to make, and a build formats many sizes.
  const key = `${input.locale}\u0000${name}`;
  let symbol = unitSymbols.get(key);
  if (symbol === undefined) {
    const parts = new Intl.NumberFormat(input.locale, {
      style: 'unit',
      unit: name,
      unitDisplay: 'short',
    }).formatToParts(1);
    symbol = parts.find((part) => part.type === 'unit')?.value ?? input.unit;
    unitSymbols.set(key, symbol);
  }
  return symbol;
}

/** {@link localUnit}'s symbols by locale and unit. */
const unitSymbols = new Map<string, string>();

function bytesLocale(locale: string): string {
  const language = locale.toLowerCase().split('-')[0] ?? '';
  try {
    return Intl.getCanonicalLocales(numberLocale({ code: locale, language }))[0] ?? 'en';
  } catch {
    // An ill-formed tag (RangeError): English rather than a failing page.
    return 'en';
  }
}
